import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { Text, resetRequestBodySchema, routes } from '@nexus/contracts';
import { api, isHandledError } from '../../../api/client';
import { FormTextField } from '../../../ui/forms';
import { toast } from '../../../ui/toast/toast';

const ForgotPasswordLabels = {
  title: 'Reset your password',
  email: 'E-mail',
  submit: 'Send reset link',
  cancel: 'Cancel',
} as const;

export function ForgotPasswordDialog({
  open,
  onClose,
  defaultEmail,
}: {
  open: boolean;
  onClose: () => void;
  defaultEmail?: string;
}) {
  const titleId = useId();
  const form = useForm({
    resolver: zodResolver(resetRequestBodySchema),
    values: { email: defaultEmail ?? '' },
    resetOptions: { keepDirtyValues: true },
  });
  const { handleSubmit, formState } = form;

  const onSubmit = handleSubmit(async (body) => {
    const res = await api.call(routes.auth.requestReset, { body }, { handleError: true });
    if (isHandledError(res)) return;
    toast.success(Text.resetMailSent);
    onClose();
  });

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id={titleId}>{ForgotPasswordLabels.title}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            Enter the e-mail address of your account and we will send you a link to choose a new password.
          </DialogContentText>
          <FormTextField
            form={form}
            name="email"
            label={ForgotPasswordLabels.email}
            type="email"
            autoComplete="email"
            autoFocus
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>{ForgotPasswordLabels.cancel}</Button>
          <Button type="submit" variant="contained" loading={formState.isSubmitting}>
            {ForgotPasswordLabels.submit}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
