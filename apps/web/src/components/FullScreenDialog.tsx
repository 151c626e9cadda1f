import { forwardRef, useId, type ReactElement, type ReactNode, type Ref } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Slide from '@mui/material/Slide';
import type { TransitionProps } from '@mui/material/transitions';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';

const SlideUp = forwardRef(function SlideUp(props: TransitionProps & { children: ReactElement }, ref: Ref<unknown>) {
  return <Slide direction="up" ref={ref} {...props} />;
});

export interface FullScreenDialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  /** Extra controls at the right of the title bar (e.g. a save button). */
  actions?: ReactNode;
  children: ReactNode;
}

/** A dialog covering the whole viewport, with a title bar and a close button. */
export function FullScreenDialog({ open, title, onClose, actions, children }: FullScreenDialogProps) {
  const titleId = useId();
  return (
    <Dialog fullScreen open={open} onClose={onClose} aria-labelledby={titleId} slots={{ transition: SlideUp }}>
      <AppBar position="sticky">
        <Toolbar>
          <IconButton edge="start" onClick={onClose} aria-label="Close">
            <CloseIcon />
          </IconButton>
          <Typography id={titleId} variant="h6" component="h2" sx={{ ml: 1, flex: 1 }}>
            {title}
          </Typography>
          {actions}
        </Toolbar>
      </AppBar>
      <Box sx={{ p: { xs: 2, md: 3 }, flex: 1, overflowY: 'auto' }}>{children}</Box>
    </Dialog>
  );
}
