import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import {
  ADMIN_SSO_TYPES,
  ROLES,
  Role,
  routes,
  SSO_PROVIDER_NAMES,
  SSO_TYPES,
  SsoType,
  Text,
  type AuthResponse,
  type SsoCallbackBody,
} from '@nexus/contracts';
import { api, isHandledError, type HandledError } from '../../../api/client';
import { Paths } from '../../../lib/postLogin';
import { ForwardSignedIn } from '../../../lib/session/redirects';
import { useSession } from '../../../lib/session/useSession';
import { PageTitle } from '../../../ui/Page';
import { PublicCardPage, PublicLayout } from '../../../ui/PublicLayout';

/** The query parameters a provider (or the API, for Apple's form_post) sends back to the callback page. */
export const CALLBACK_PARAMS = ['code', 'state', 'iss', 'user', 'error', 'error_description'] as const;

export const signingInWith = (provider: SsoType) => `Signing you in with ${SSO_PROVIDER_NAMES[provider]}…`;

const providerOf = (value: string | undefined): SsoType | null =>
  (SSO_TYPES as readonly string[]).includes(value?.toLowerCase() ?? '') ? (value!.toLowerCase() as SsoType) : null;

const roleOf = (value: string | undefined): Role | null =>
  (ROLES as readonly string[]).includes(value?.toUpperCase() ?? '') ? (value!.toUpperCase() as Role) : null;

/** The answer the provider sent, or null when it refused (`error`) or the address is incomplete. */
export function callbackBody(search: string): SsoCallbackBody | null {
  const query = new URLSearchParams(search);
  const code = query.get('code');
  const state = query.get('state');
  if (query.has('error') || !code || !state) return null;
  const iss = query.get('iss');
  const user = query.get('user');
  return { code, state, ...(iss ? { iss } : {}), ...(user ? { user } : {}) };
}

/**
 * The code is single-use: it leaves the address bar at once (the history entry keeps the router's state), so that
 * neither a reload nor the history resends it, nor does it reach a screenshot or a shared link.
 */
function forgetCallbackParams(): void {
  const url = new URL(window.location.href);
  if (!CALLBACK_PARAMS.some((name) => url.searchParams.has(name))) return;
  for (const name of CALLBACK_PARAMS) url.searchParams.delete(name);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

/** Whether a role signs in with a provider at all: a platform admin with Google or Apple only (§6). */
const signsInWith = (provider: SsoType, role: Role): boolean =>
  role !== Role.Admin || (ADMIN_SSO_TYPES as readonly SsoType[]).includes(provider);

/** Members and partners complete through `complete`; a platform admin through §7's Google or Apple call. */
function completeSignIn(provider: SsoType, role: Role, body: SsoCallbackBody): Promise<AuthResponse | HandledError> {
  const options = { silent: true, handleError: true } as const;
  if (role !== Role.Admin) return api.call(routes.sso.complete, { params: { provider }, body }, options);
  if (provider === SsoType.Apple) return api.call(routes.sso.adminApple, { body }, options);
  return api.call(routes.sso.adminGoogle, { body }, options);
}

/**
 * /auth/callback/{provider}/{role} (§2): where Google, Apple, LinkedIn and Slack send the browser back. The code goes
 * to the API once (StrictMode runs effects twice; the code is single-use), and the signed-in user is routed as after
 * an e-mail login (§4: forwarding URL, onboarding, partner config, /feed). A refusal, at the provider or at the API,
 * shows the reason and the way back to sign-in; a refusal's text from the address is never shown (anyone can write
 * one into a link).
 */
export function SsoCallbackPage() {
  const params = useParams();
  const location = useLocation();
  const { completeAuth, status, user } = useSession();
  const provider = providerOf(params.provider);
  const role = roleOf(params.role);
  // Read once: the router's location keeps the query after it leaves the address bar, and a later render must not
  // see another one.
  const [body] = useState(() => callbackBody(location.search));
  const [refusal, setRefusal] = useState<string | null>(null);
  const valid = provider !== null && role !== null && body !== null && signsInWith(provider, role);
  const failure = valid ? refusal : Text.ssoFailed;
  const started = useRef(false);

  useLayoutEffect(forgetCallbackParams, []);

  useEffect(() => {
    // After the stored session is read (a sign-in must not race it), and once.
    if (started.current || status === 'loading' || !valid) return;
    started.current = true;
    void completeSignIn(provider, role, body).then(async (res) => {
      if (isHandledError(res)) {
        setRefusal(res.status === null ? res.message : res.responseMessage || Text.ssoFailed);
        return;
      }
      await completeAuth(res);
    });
  }, [body, completeAuth, provider, role, status, valid]);

  // Back to this page through the history, signed in by then: on to where a signed-in user goes.
  if (!body && status === 'authenticated' && user) return <ForwardSignedIn user={user} />;

  const name = provider ? SSO_PROVIDER_NAMES[provider] : 'your provider';
  if (failure) {
    return (
      <PublicCardPage title={`${name} sign-in`} heading={`${name} sign-in`} cardWidth={520}>
        <Alert severity="error" sx={{ mb: 3 }}>
          {failure}
        </Alert>
        <Button component={RouterLink} to={Paths.root} variant="contained">
          {Text.backToSignIn}
        </Button>
      </PublicCardPage>
    );
  }
  const label = provider ? signingInWith(provider) : 'Signing you in…';
  return (
    <PublicLayout maxWidth="md">
      <PageTitle title={`${name} sign-in`} />
      <Box
        role="status"
        aria-live="polite"
        sx={{ minHeight: '50dvh', display: 'grid', placeItems: 'center', alignContent: 'center', gap: 3, textAlign: 'center' }}
      >
        <CircularProgress aria-hidden />
        <Typography variant="h6" component="h1">
          {label}
        </Typography>
      </Box>
    </PublicLayout>
  );
}
