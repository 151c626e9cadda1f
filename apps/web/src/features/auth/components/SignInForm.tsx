import { lazy, Suspense, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link as RouterLink, useLocation } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Role, SIGN_IN_ROLES, loginBodySchema, routes } from '@nexus/contracts';
import { api, isHandledError } from '../../../api/client';
import { FormPasswordField, FormTextField } from '../../../ui/forms';
import { Paths } from '../../../lib/postLogin';
import { useSession } from '../../../lib/session/useSession';
import { toast } from '../../../ui/toast/toast';

/** Loaded when first opened: the sign-in form is the first screen. */
const ForgotPasswordDialog = lazy(async () => ({ default: (await import('./ForgotPasswordDialog')).ForgotPasswordDialog }));

export const SignInLabels = {
  email: 'E-mail',
  password: 'Password',
  role: 'Sign in as',
  submit: 'Sign in',
  signUp: 'Sign up',
  noAccount: 'New to Nexus?',
  forgotPassword: 'Forgot password?',
} as const;

/** The display name of a role is its key in the contracts' Role map (Member, Partner, Admin). */
export const roleLabel = (role: Role): string =>
  (Object.keys(Role) as (keyof typeof Role)[]).find((k) => Role[k] === role) ?? role;

/** E-mail, password and role (Member, Partner or Admin); §4 'Login by e-mail'. */
export function SignInForm({ onDone }: { onDone?: () => void }) {
  const { completeAuth } = useSession();
  const location = useLocation();
  const [forgotOpen, setForgotOpen] = useState(false);
  const form = useForm({
    resolver: zodResolver(loginBodySchema),
    defaultValues: { username: '', password: '', role: Role.Member },
  });
  const { control, handleSubmit, formState, getValues } = form;

  const onSubmit = handleSubmit(async (body) => {
    const res = await api.call(routes.auth.login, { body }, { silent: true, handleError: true });
    if (isHandledError(res)) {
      toast.error(res.responseMessage);
      return;
    }
    if (!res.user) return;
    await completeAuth(res, { onDone });
  });

  return (
    <Box component="form" onSubmit={onSubmit} noValidate aria-label="Sign in">
      <Stack spacing={2.5}>
        <FormTextField form={form} name="username" label={SignInLabels.email} type="email" autoComplete="username" />
        <FormPasswordField form={form} name="password" label={SignInLabels.password} autoComplete="current-password" />
        <FormControl>
          <FormLabel id="sign-in-role">{SignInLabels.role}</FormLabel>
          <Controller
            control={control}
            name="role"
            render={({ field }) => (
              <RadioGroup row aria-labelledby="sign-in-role" {...field}>
                {SIGN_IN_ROLES.map((role) => (
                  <FormControlLabel key={role} value={role} control={<Radio />} label={roleLabel(role)} />
                ))}
              </RadioGroup>
            )}
          />
        </FormControl>
        <Button type="submit" variant="contained" size="large" loading={formState.isSubmitting} fullWidth>
          {SignInLabels.submit}
        </Button>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
          <Link component="button" type="button" onClick={() => setForgotOpen(true)} underline="hover">
            {SignInLabels.forgotPassword}
          </Link>
          <Typography variant="body2">
            {SignInLabels.noAccount}{' '}
            <Link
              component={RouterLink}
              to={Paths.signUp}
              state={{ from: location.pathname + location.search }}
              sx={{ fontWeight: 600 }}
            >
              {SignInLabels.signUp}
            </Link>
          </Typography>
        </Box>
      </Stack>
      {forgotOpen ? (
        <Suspense fallback={null}>
          <ForgotPasswordDialog open onClose={() => setForgotOpen(false)} defaultEmail={getValues('username')} />
        </Suspense>
      ) : null}
    </Box>
  );
}
