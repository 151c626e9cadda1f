import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PASSWORD_RULES, Text, resetCompleteBodySchema, routes } from '@nexus/contracts';
import { api, isHandledError } from '../../../api/client';
import { FormPasswordField } from '../../../ui/forms';
import { PublicCardPage } from '../../../ui/PublicLayout';
import { Paths } from '../../../lib/postLogin';
import { toast } from '../../../ui/toast/toast';

export const ResetPasswordLabels = {
  password: 'New password',
  submit: 'Set new password',
} as const;

/** /reset-password?token=…: the link of the reset e-mail. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const form = useForm({
    resolver: zodResolver(resetCompleteBodySchema),
    defaultValues: { token, password: '' },
  });
  const { register, handleSubmit, formState } = form;

  const onSubmit = handleSubmit(async (body) => {
    const res = await api.call(routes.auth.completeReset, { body }, { handleError: true });
    if (isHandledError(res)) return;
    toast.success(Text.passwordResetDone);
    navigate(Paths.root);
  });

  return (
    <PublicCardPage title="Reset password" heading="Choose a new password">
      {token ? (
        <Box component="form" onSubmit={onSubmit} noValidate>
          <Stack spacing={2.5}>
            <Typography color="text.secondary">{PASSWORD_RULES}.</Typography>
            <input type="hidden" {...register('token')} />
            {formState.errors.token ? <Alert severity="error">{Text.tokenInvalid}</Alert> : null}
            <FormPasswordField
              form={form}
              name="password"
              label={ResetPasswordLabels.password}
              autoComplete="new-password"
              autoFocus
            />
            <Button type="submit" variant="contained" size="large" loading={formState.isSubmitting}>
              {ResetPasswordLabels.submit}
            </Button>
          </Stack>
        </Box>
      ) : (
        <Stack spacing={3}>
          <Alert severity="error">{Text.tokenInvalid}</Alert>
          <Button component={RouterLink} to={Paths.root} variant="contained">
            {Text.backToSignIn}
          </Button>
        </Stack>
      )}
    </PublicCardPage>
  );
}
