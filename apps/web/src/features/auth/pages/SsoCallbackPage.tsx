import { Text } from '@nexus/contracts';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { PublicCardPage } from '../../../ui/PublicLayout';
import { Paths } from '../../../lib/postLogin';

/** /auth/callback/linkedin/{role} and /auth/callback/slack/{role}: no provider is configured on this server. */
export function SsoCallbackPage({ provider }: { provider: 'LinkedIn' | 'Slack' }) {
  return (
    <PublicCardPage title={`${provider} sign-in`} heading={`${provider} sign-in`} cardWidth={520}>
      <Alert severity="info" sx={{ mb: 3 }}>
        {Text.ssoNotConfigured}
      </Alert>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Sign in with your e-mail address and password instead.
      </Typography>
      <Button component={RouterLink} to={Paths.root} variant="contained">
        {Text.backToSignIn}
      </Button>
    </PublicCardPage>
  );
}
