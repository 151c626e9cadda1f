import { useId, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

/** §2 'Other UI': cancel and ok buttons, Cancel / OK by default or No / Yes (sentence case, as every button). */
export const ConfirmLabels = {
  default: { cancel: 'Cancel', ok: 'OK' },
  yesNo: { cancel: 'No', ok: 'Yes' },
} as const;

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children?: ReactNode;
  variant?: keyof typeof ConfirmLabels;
  cancelLabel?: string;
  okLabel?: string;
  /** Colour of the ok button; 'error' for destructive actions. */
  okColor?: 'primary' | 'error';
  busy?: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

export function ConfirmDialog({
  open,
  title,
  children,
  variant = 'default',
  cancelLabel,
  okLabel,
  okColor = 'primary',
  busy = false,
  onCancel,
  onConfirm,
}: ConfirmDialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const labels = ConfirmLabels[variant];
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onCancel}
      aria-labelledby={titleId}
      aria-describedby={children ? descriptionId : undefined}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {children ? (
        <DialogContent>
          <DialogContentText id={descriptionId} component="div">
            {children}
          </DialogContentText>
        </DialogContent>
      ) : null}
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} disabled={busy}>
          {cancelLabel ?? labels.cancel}
        </Button>
        <Button
          onClick={onConfirm}
          variant="contained"
          color={okColor}
          disabled={busy}
          autoFocus
          startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
        >
          {okLabel ?? labels.ok}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
