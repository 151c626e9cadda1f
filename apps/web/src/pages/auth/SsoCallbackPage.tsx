import { Text } from '@nexus/contracts';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { PageTitle } from '../../components/Page';
import { PublicLayout } from '../../components/PublicLayout';
import { Paths } from '../../lib/postLogin';

/** /auth/callback/linkedin/{role} and /auth/callback/slack/{role}: no provider is configured on this server. */
export function SsoCallbackPage({ provider }: { provider: 'LinkedIn' | 'Slack' }) {
  return (
    <PublicLayout maxWidth="md">
      <PageTitle title={`${provider} sign-in`} />
      <Card sx={{ maxWidth: 520, mx: 'auto' }}>
        <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
          <Typography variant="h2" component="h1" gutterBottom>
            {provider} sign-in
          </Typography>
          <Alert severity="info" sx={{ mb: 3 }}>
            {Text.ssoNotConfigured}
          </Alert>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            Sign in with your e-mail address and password instead.
          </Typography>
          <Button component={RouterLink} to={Paths.root} variant="contained">
            {Text.backToSignIn}
          </Button>
        </CardContent>
      </Card>
    </PublicLayout>
  );
}
