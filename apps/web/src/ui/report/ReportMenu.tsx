import { lazy, Suspense, useId, useState } from 'react';
import IconButton, { type IconButtonProps } from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import FlagOutlined from '@mui/icons-material/FlagOutlined';
import MoreHoriz from '@mui/icons-material/MoreHoriz';
import type { ReportTarget } from './ReportDialog';
import { reportItemLabel } from './reportText';

/** The dialog's code (and the HTTP call's) loads with the first report. */
const ReportDialog = lazy(() => import('./ReportDialog').then((m) => ({ default: m.ReportDialog })));

/** The report dialog, loaded once it is first opened; mounted while open so it starts empty each time. */
export function LazyReportDialog({ open, target, onClose }: { open: boolean; target: ReportTarget; onClose: () => void }) {
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ReportDialog open={open} target={target} onClose={onClose} />
    </Suspense>
  );
}

/** The "Report …" item of a menu someone already has (the profile's More menu): closes the menu, opens the dialog. */
export function ReportMenuItem({ target, onChoose }: { target: ReportTarget; onChoose: () => void }) {
  return (
    <MenuItem onClick={onChoose}>
      <ListItemIcon>
        <FlagOutlined fontSize="small" />
      </ListItemIcon>
      {reportItemLabel(target.type, target.name)}
    </MenuItem>
  );
}

/**
 * The actions menu of content that is not the reader's (a post, a comment, a job): a "…" button named `label`
 * whose menu holds "Report …", and the report dialog.
 */
export function ReportMenu({
  target,
  label,
  size,
  sx,
}: {
  target: ReportTarget;
  /** The button's accessible name, e.g. "Post actions" or "Comment actions: comment by Ada". */
  label: string;
  size?: IconButtonProps['size'];
  sx?: IconButtonProps['sx'];
}) {
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [reporting, setReporting] = useState(false);
  return (
    <>
      <IconButton
        size={size}
        aria-label={label}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
        sx={sx}
      >
        <MoreHoriz fontSize={size === 'small' ? 'small' : undefined} />
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <ReportMenuItem
          target={target}
          onChoose={() => {
            setAnchor(null);
            setReporting(true);
          }}
        />
      </Menu>
      <LazyReportDialog open={reporting} target={target} onClose={() => setReporting(false)} />
    </>
  );
}
