import { useEffect, useId, useRef, useState, type FormEventHandler, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import CloseIcon from '@mui/icons-material/Close';
import { useIsDevice } from '../lib/device';
import { ConfirmDialog } from './ConfirmDialog';

/** Every opening starts from what is saved; a refetch while the dialog is open never wipes the member's edits. */
export function useResetOnOpen(open: boolean, resetToSaved: () => void) {
  const wasOpen = useRef(false);
  useEffect(() => {
    if (open && !wasOpen.current) resetToSaved();
    wasOpen.current = open;
  }, [open, resetToSaved]);
}

export interface FormDialogLabels {
  save: string;
  cancel: string;
  discardTitle: string;
  discard: string;
  keepEditing: string;
}

/** The buttons and the discard confirmation of a form dialog, unless a caller says otherwise. */
export const FORM_DIALOG_LABELS: FormDialogLabels = {
  save: 'Save',
  cancel: 'Cancel',
  discardTitle: 'Discard your changes?',
  discard: 'Discard',
  keepEditing: 'Keep editing',
};

export interface FormDialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  onSubmit: FormEventHandler;
  /** From the form's formState, read while rendering so react-hook-form tracks them. */
  isDirty: boolean;
  isSubmitting: boolean;
  /** Any of FORM_DIALOG_LABELS said otherwise (e.g. `save: 'Create'`). */
  labels?: Partial<FormDialogLabels>;
  /** What the discard confirmation says is lost. */
  discardMessage: ReactNode;
  maxWidth?: DialogProps['maxWidth'];
  /** A fixed width of the paper in px on larger screens (with maxWidth={false}). */
  paperMaxWidth?: number;
  children: ReactNode;
}

/** A form in a dialog (full screen on devices): title with Close, Cancel / Save, and unsaved edits ask before closing. */
export function FormDialog({
  open,
  onClose,
  title,
  onSubmit,
  isDirty,
  isSubmitting,
  labels,
  discardMessage,
  maxWidth,
  paperMaxWidth,
  children,
}: FormDialogProps) {
  const L = { ...FORM_DIALOG_LABELS, ...labels };
  const isDevice = useIsDevice();
  const titleId = useId();
  const [confirmDiscard, setConfirmDiscard] = useState(false);

  const requestClose = () => {
    if (isSubmitting) return;
    if (isDirty) setConfirmDiscard(true);
    else onClose();
  };

  const paper =
    paperMaxWidth === undefined
      ? { component: 'form', onSubmit, noValidate: true }
      : { component: 'form', onSubmit, noValidate: true, sx: { maxWidth: isDevice ? undefined : paperMaxWidth } };

  return (
    <>
      <Dialog
        open={open}
        onClose={requestClose}
        fullScreen={isDevice}
        fullWidth
        maxWidth={maxWidth}
        aria-labelledby={titleId}
        slotProps={{ paper: paper as object }}
      >
        <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', gap: 1, pr: 1.5 }}>
          <Box component="span" sx={{ flex: 1 }}>
            {title}
          </Box>
          <IconButton aria-label="Close" onClick={requestClose}>
            <CloseIcon />
          </IconButton>
        </DialogTitle>
        <DialogContent dividers>{children}</DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          <Button onClick={requestClose} disabled={isSubmitting}>
            {L.cancel}
          </Button>
          <Button type="submit" variant="contained" loading={isSubmitting}>
            {L.save}
          </Button>
        </DialogActions>
      </Dialog>
      <ConfirmDialog
        open={confirmDiscard}
        title={L.discardTitle}
        cancelLabel={L.keepEditing}
        okLabel={L.discard}
        okColor="error"
        onCancel={() => setConfirmDiscard(false)}
        onConfirm={() => {
          setConfirmDiscard(false);
          onClose();
        }}
      >
        {discardMessage}
      </ConfirmDialog>
    </>
  );
}
