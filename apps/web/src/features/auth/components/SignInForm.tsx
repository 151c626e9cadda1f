import {
  lazy,
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type RefObject,
} from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
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
import { ErrorCode, Role, SIGN_IN_ROLES, Text, type ApiError, type LoginBody } from '@nexus/contracts';
import { loadApi } from '../../../api/lazy';
import { fieldMessage } from '../../../ui/fieldMessage';
import { useAppConfig } from '../../../lib/appConfig';
import { Paths } from '../../../lib/postLogin';
import { useSession } from '../../../lib/session/useSession';
import { toast } from '../../../ui/toast/toast';
import { passwordSignInFor, SsoButtons, ssoProvidersFor } from './SsoButtons';

/** Loaded when first opened: the sign-in form is the first screen. */
const ForgotPasswordDialog = lazy(async () => ({ default: (await import('./ForgotPasswordDialog')).ForgotPasswordDialog }));
/** Loaded when a platform admin's first password sign-in asks for it: it brings the QR code library. */
const TotpSetup = lazy(async () => ({ default: (await import('./TotpSetup')).TotpSetup }));

export const SignInLabels = {
  email: 'E-mail',
  password: 'Password',
  role: 'Sign in as',
  submit: 'Sign in',
  signUp: 'Sign up',
  noAccount: 'New to Nexus?',
  forgotPassword: 'Forgot password?',
  otp: 'Authenticator code',
  or: 'or',
} as const;

/** The display name of a role is its key in the contracts' Role map (Member, Partner, Admin). */
export const roleLabel = (role: Role): string =>
  (Object.keys(Role) as (keyof typeof Role)[]).find((k) => Role[k] === role) ?? role;

type Errors = Partial<Record<keyof LoginBody, string>>;

type TotpSetupInfo = NonNullable<ApiError['totpSetup']>;

/** A refused login as the client throws it (ApiCallError): its code, the message to show, and a TOTP setup. */
function refusalOf(error: unknown): { code: ErrorCode | null; message: string; totpSetup: TotpSetupInfo | null } | null {
  if (!(error instanceof Error) || !('body' in error) || !('code' in error)) return null;
  const body = (typeof error.body === 'object' && error.body !== null ? error.body : {}) as Partial<ApiError>;
  const setup = body.totpSetup;
  return {
    code: (error.code as ErrorCode | null) ?? null,
    message: typeof body.responseMessage === 'string' && body.responseMessage ? body.responseMessage : error.message,
    totpSetup:
      setup && typeof setup.secret === 'string' && typeof setup.otpauthUrl === 'string'
        ? { secret: setup.secret, otpauthUrl: setup.otpauthUrl }
        : null,
  };
}

/**
 * An outlined text field as MUI's TextField draws it, built from its parts: TextField also brings Select (and with
 * it Menu, Popover and Modal), which the first screen does not need.
 */
function OutlinedField({
  label,
  error,
  helper,
  htmlInput,
  inputRef,
  ...input
}: Omit<OutlinedInputProps, 'error' | 'label'> & {
  label: string;
  error?: string;
  /** Shown under the field when there is no error. */
  helper?: string;
  htmlInput?: InputHTMLAttributes<HTMLInputElement>;
  inputRef: RefObject<HTMLInputElement | null>;
}) {
  const id = useId();
  const helperId = `${id}-helper-text`;
  const below = error ?? helper;
  return (
    <FormControl fullWidth error={Boolean(error)}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        {...input}
        id={id}
        label={label}
        inputRef={inputRef}
        inputProps={{ ...htmlInput, 'aria-required': true, 'aria-describedby': below ? helperId : undefined }}
      />
      {below ? <FormHelperText id={helperId}>{below}</FormHelperText> : null}
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
 * first focused, so they are there by the time it is sent. Under it, the configured single sign-on providers for the
 * chosen role (a platform admin: Google and Apple only, and no password once a real one is configured). A platform
 * admin's password sign-in asks for the authenticator's code (and the first time, sets the app up).
 */
export function SignInForm({ onDone }: { onDone?: () => void }) {
  const { completeAuth } = useSession();
  const { sso } = useAppConfig();
  const location = useLocation();
  const [forgotOpen, setForgotOpen] = useState(false);
  const [values, setValues] = useState<Required<LoginBody>>({ username: '', password: '', role: Role.Member, otp: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [submitting, setSubmitting] = useState(false);
  const [passwordVisible, setPasswordVisible] = useState(false);
  /** Asked for by the server (TOTP_REQUIRED, or TOTP_SETUP_REQUIRED with the secret to set the app up with). */
  const [totp, setTotp] = useState<{ setup: TotpSetupInfo | null } | null>(null);
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const otpRef = useRef<HTMLInputElement>(null);

  const withPassword = passwordSignInFor(values.role, sso);
  const withSso = ssoProvidersFor(values.role, sso).length > 0;

  // The code field, once it shows, is where the admin types next.
  const askingForCode = totp !== null;
  useEffect(() => {
    if (askingForCode) otpRef.current?.focus();
  }, [askingForCode]);

  const set = (field: keyof LoginBody) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    // Another account or role: its second factor is its own.
    if (field === 'username' || field === 'role') {
      setTotp(null);
      setErrors((e) => ({ ...e, otp: undefined }));
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const { api, loginBodySchema, routes } = await loadApi();
    const { otp, ...credentials } = values;
    const parsed = loginBodySchema.safeParse(totp ? { ...credentials, otp } : credentials);
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof LoginBody;
        found[field] ??= fieldMessage(SignInLabels[field === 'username' ? 'email' : field], issue.message);
      }
      setErrors(found);
      (found.username ? usernameRef : found.password ? passwordRef : found.otp ? otpRef : null)?.current?.focus();
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      const res = await api.call(routes.auth.login, { body: parsed.data }, { silent: true });
      if (res.user) await completeAuth(res, { onDone });
    } catch (error) {
      const refusal = refusalOf(error);
      if (!refusal) throw error;
      if (refusal.code === ErrorCode.TotpSetupRequired) {
        setTotp({ setup: refusal.totpSetup });
      } else if (refusal.code === ErrorCode.TotpRequired) {
        setTotp((t) => t ?? { setup: null });
      } else if (refusal.code === ErrorCode.TotpInvalid) {
        setTotp((t) => t ?? { setup: null });
        setValues((v) => ({ ...v, otp: '' }));
        setErrors({ otp: refusal.message || Text.totpInvalid });
        otpRef.current?.focus();
      } else {
        toast.error(refusal.message);
      }
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
        {withPassword ? (
          <>
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
            {totp?.setup ? (
              <Suspense fallback={null}>
                <TotpSetup secret={totp.setup.secret} otpauthUrl={totp.setup.otpauthUrl} />
              </Suspense>
            ) : null}
            {totp ? (
              <OutlinedField
                label={SignInLabels.otp}
                name="otp"
                type="text"
                autoComplete="one-time-code"
                value={values.otp}
                onChange={(e) => set('otp')(e.target.value.replace(/\s/g, ''))}
                error={errors.otp}
                helper={totp.setup ? undefined : Text.totpRequired}
                inputRef={otpRef}
                htmlInput={{ inputMode: 'numeric', pattern: '[0-9]*', maxLength: 6 }}
              />
            ) : null}
          </>
        ) : null}
        <RolePicker value={values.role} onChange={set('role')} />
        {withPassword ? (
          <Button type="submit" variant="contained" size="large" loading={submitting} fullWidth>
            {SignInLabels.submit}
          </Button>
        ) : null}
        {withSso ? (
          <>
            {withPassword ? (
              <Divider>
                <Typography variant="body2" color="text.secondary">
                  {SignInLabels.or}
                </Typography>
              </Divider>
            ) : null}
            <SsoButtons role={values.role} sso={sso} />
          </>
        ) : null}
        {withPassword ? (
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
        ) : null}
      </Stack>
      {forgotOpen ? (
        <Suspense fallback={null}>
          <ForgotPasswordDialog open onClose={() => setForgotOpen(false)} defaultEmail={values.username} />
        </Suspense>
      ) : null}
    </Box>
  );
}
