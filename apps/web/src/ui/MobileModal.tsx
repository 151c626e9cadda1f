import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { useIsDevice } from '../lib/device';

export interface MobileModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}

/** A bottom sheet on devices, a centred dialog elsewhere. */
export function MobileModal({ open, title, onClose, children }: MobileModalProps) {
  const isDevice = useIsDevice();
  const titleId = useId();
  const header = (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Typography id={titleId} variant="h6" component="h2" sx={{ flex: 1 }}>
        {title}
      </Typography>
      <IconButton onClick={onClose} aria-label="Close" edge="end">
        <CloseIcon />
      </IconButton>
    </Box>
  );
  if (isDevice) {
    return (
      <Drawer
        anchor="bottom"
        open={open}
        onClose={onClose}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-modal': true,
            'aria-labelledby': titleId,
            sx: { borderTopLeftRadius: 16, borderTopRightRadius: 16, maxHeight: '85dvh', pb: 'env(safe-area-inset-bottom)' },
          },
        }}
      >
        <Box aria-hidden sx={{ width: 40, height: 4, borderRadius: 2, bgcolor: 'divider', mx: 'auto', mt: 1 }} />
        <Box sx={{ px: 2, pt: 1 }}>{header}</Box>
        <Box sx={{ px: 1, pb: 2, overflowY: 'auto' }}>{children}</Box>
      </Drawer>
    );
  }
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle component="div">{header}</DialogTitle>
      <DialogContent>{children}</DialogContent>
    </Dialog>
  );
}
