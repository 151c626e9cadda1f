import { lazy, Suspense, useId, useRef, useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import Link from '@mui/material/Link';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { Role, SIGN_IN_ROLES, type LoginBody } from '@nexus/contracts';
import { loadApi } from '../../../api/lazy';
import { fieldMessage } from '../../../ui/fieldMessage';
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

type Errors = Partial<Record<keyof LoginBody, string>>;

/**
 * An outlined text field as MUI's TextField draws it, built from its parts: TextField also brings Select (and with
 * it Menu, Popover and Modal), which the first screen does not need.
 */
function OutlinedField({
  label,
  error,
  inputRef,
  ...input
}: Omit<OutlinedInputProps, 'error' | 'label'> & {
  label: string;
  error?: string;
  inputRef: RefObject<HTMLInputElement | null>;
}) {
  const id = useId();
  const helperId = `${id}-helper-text`;
  return (
    <FormControl fullWidth error={Boolean(error)}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        {...input}
        id={id}
        label={label}
        inputRef={inputRef}
        inputProps={{ 'aria-required': true, 'aria-describedby': error ? helperId : undefined }}
      />
      {error ? <FormHelperText id={helperId}>{error}</FormHelperText> : null}
    </FormControl>
  );
}

/** 'Sign in as': native radio buttons in a fieldset, drawn in the theme's primary colour. */
function RolePicker({ value, onChange }: { value: Role; onChange: (role: Role) => void }) {
  const name = useId();
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Typography component="legend" color="text.secondary" sx={{ p: 0, mb: 0.5 }}>
        {SignInLabels.role}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 1 }}>
        {SIGN_IN_ROLES.map((role) => (
          <Box
            key={role}
            component="label"
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, minHeight: 42, cursor: 'pointer' }}
          >
            <Box
              component="input"
              type="radio"
              name={name}
              value={role}
              checked={value === role}
              onChange={() => onChange(role)}
              sx={{ m: 0, width: 20, height: 20, accentColor: (theme) => theme.palette.primary.main, cursor: 'pointer' }}
            />
            <Typography component="span">{roleLabel(role)}</Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/**
 * E-mail, password and role (Member, Partner or Admin); §4 'Login by e-mail'. Plain state and the contracts' login
 * schema on submit: the first screen carries no form library. The client and the schemas load when the form is
 * first focused, so they are there by the time it is sent.
 */
export function SignInForm({ onDone }: { onDone?: () => void }) {
  const { completeAuth } = useSession();
  const location = useLocation();
  const [forgotOpen, setForgotOpen] = useState(false);
  const [values, setValues] = useState<LoginBody>({ username: '', password: '', role: Role.Member });
  const [errors, setErrors] = useState<Errors>({});
  const [submitting, setSubmitting] = useState(false);
  const [passwordVisible, setPasswordVisible] = useState(false);
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const set = (field: keyof LoginBody) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const { api, isHandledError, loginBodySchema, routes } = await loadApi();
    const parsed = loginBodySchema.safeParse(values);
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof LoginBody;
        found[field] ??= fieldMessage(SignInLabels[field === 'username' ? 'email' : field], issue.message);
      }
      setErrors(found);
      (found.username ? usernameRef : found.password ? passwordRef : null)?.current?.focus();
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      const res = await api.call(routes.auth.login, { body: parsed.data }, { silent: true, handleError: true });
      if (isHandledError(res)) {
        toast.error(res.responseMessage);
        return;
      }
      if (res.user) await completeAuth(res, { onDone });
    } finally {
      setSubmitting(false);
    }
  };

  const passwordToggle: ReactNode = (
    <InputAdornment position="end">
      <IconButton
        aria-label={passwordVisible ? 'Hide password' : 'Show password'}
        aria-pressed={passwordVisible}
        onClick={() => setPasswordVisible((v) => !v)}
        edge="end"
      >
        {passwordVisible ? <VisibilityOff /> : <Visibility />}
      </IconButton>
    </InputAdornment>
  );

  return (
    <Box component="form" onSubmit={(e) => void onSubmit(e)} onFocus={() => void loadApi()} noValidate aria-label="Sign in">
      <Stack spacing={2.5}>
        <OutlinedField
          label={SignInLabels.email}
          name="username"
          type="email"
          autoComplete="username"
          value={values.username}
          onChange={(e) => set('username')(e.target.value)}
          error={errors.username}
          inputRef={usernameRef}
        />
        <OutlinedField
          label={SignInLabels.password}
          name="password"
          type={passwordVisible ? 'text' : 'password'}
          autoComplete="current-password"
          value={values.password}
          onChange={(e) => set('password')(e.target.value)}
          error={errors.password}
          inputRef={passwordRef}
          endAdornment={passwordToggle}
        />
        <RolePicker value={values.role} onChange={set('role')} />
        <Button type="submit" variant="contained" size="large" loading={submitting} fullWidth>
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
          <ForgotPasswordDialog open onClose={() => setForgotOpen(false)} defaultEmail={values.username} />
        </Suspense>
      ) : null}
    </Box>
  );
}
