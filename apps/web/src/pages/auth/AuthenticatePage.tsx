import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { PageTitle } from '../../components/Page';
import { PublicLayout } from '../../components/PublicLayout';
import { FullPageSpinner } from '../../session/config';
import { useSession } from '../../session/SessionProvider';
import { ForwardSignedIn } from '../../routing/guards';
import { SignInForm } from './SignInForm';

/** The post-login landing (§2): a signed-in user is forwarded; anyone else signs in here. */
export function AuthenticatePage() {
  const { status, user } = useSession();
  if (status === 'loading') return <FullPageSpinner label="Checking your session" />;
  if (status === 'authenticated' && user) return <ForwardSignedIn user={user} />;
  return (
    <PublicLayout maxWidth="md">
      <PageTitle title="Sign in" />
      <Card sx={{ maxWidth: 480, mx: 'auto' }}>
        <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
          <Typography variant="h2" component="h1" gutterBottom>
            Sign in to Nexus
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            Sign in to continue where you left off.
          </Typography>
          <SignInForm />
        </CardContent>
      </Card>
    </PublicLayout>
  );
}
