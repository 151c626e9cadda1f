import { useEffect, useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Apple from '@mui/icons-material/Apple';
import Google from '@mui/icons-material/Google';
import LinkedIn from '@mui/icons-material/LinkedIn';
import Tag from '@mui/icons-material/Tag';
import { ADMIN_SSO_TYPES, Role, SSO_PROVIDER_NAMES, SSO_TYPES, SsoType, Text, type AppConfig } from '@nexus/contracts';
import { loadApi } from '../../../api/lazy';
import { toast } from '../../../ui/toast/toast';

/** What a provider's button says. */
export const continueWith = (type: SsoType): string => `Continue with ${SSO_PROVIDER_NAMES[type]}`;

/** Slack's mark is not among MUI's icons: a channel's '#' stands in for it. */
const icons: Record<SsoType, ReactNode> = {
  [SsoType.Google]: <Google />,
  [SsoType.Apple]: <Apple />,
  [SsoType.LinkedIn]: <LinkedIn />,
  [SsoType.Slack]: <Tag />,
};

/**
 * The providers to offer for a role, in the contracts' order: the configured ones (§1), and for a platform admin
 * only Google and Apple (§6). A config without the `sso` part (an older API) offers none.
 */
export function ssoProvidersFor(role: Role, sso: AppConfig['sso'] | undefined): SsoType[] {
  const configured = sso?.providers ?? [];
  const allowed: readonly SsoType[] = role === Role.Admin ? ADMIN_SSO_TYPES : SSO_TYPES;
  return SSO_TYPES.filter((type) => configured.includes(type) && allowed.includes(type));
}

/** Whether the e-mail and password fields are offered for a role: a platform admin's only when the server allows it. */
export const passwordSignInFor = (role: Role, sso: AppConfig['sso'] | undefined): boolean =>
  role !== Role.Admin || (sso?.adminPassword ?? true);

/**
 * 'Continue with …' for each provider (§4): asks the API for the provider's page (the attempt's state goes in an
 * httpOnly cookie), then leaves for it. The provider sends the browser back to /auth/callback/{provider}/{role}.
 * The forwarding destination (/register/{type}'s, or the page a session ended on) is already in storage and
 * survives the round trip: the callback's post-login routing reads it.
 */
export function SsoButtons({ role, sso }: { role: Role; sso: AppConfig['sso'] | undefined }) {
  const [pending, setPending] = useState<SsoType | null>(null);
  // Back from the provider's page through the browser's history (a page restored from the back-forward cache):
  // the buttons work again.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setPending(null);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  const types = ssoProvidersFor(role, sso);
  if (types.length === 0) return null;

  const start = async (provider: SsoType) => {
    setPending(provider);
    const { api, isHandledError, routes } = await loadApi();
    const res = await api.call(routes.sso.start, { params: { provider }, body: { role } }, { silent: true, handleError: true });
    if (isHandledError(res)) {
      toast.error(res.responseMessage);
      setPending(null);
      return;
    }
    // Leaving the page: the button keeps its progress until the provider's page shows.
    window.location.assign(res.url);
  };

  return (
    <Stack spacing={1.5} role="group" aria-label="Single sign-on">
      {types.map((type) => (
        <Button
          key={type}
          type="button"
          variant="outlined"
          color="inherit"
          size="large"
          fullWidth
          startIcon={icons[type]}
          loading={pending === type}
          loadingPosition="start"
          disabled={pending !== null && pending !== type}
          onClick={() => void start(type)}
          sx={{ borderColor: 'divider', justifyContent: 'center' }}
        >
          {continueWith(type)}
        </Button>
      ))}
      {sso?.development ? (
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }} data-testid="sso-development">
          {Text.developmentSignIn}
        </Typography>
      ) : null}
    </Stack>
  );
}
