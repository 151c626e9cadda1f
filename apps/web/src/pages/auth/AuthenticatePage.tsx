import Typography from '@mui/material/Typography';
import { PublicCardPage } from '../../components/PublicLayout';
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
    <PublicCardPage title="Sign in" heading="Sign in to Nexus">
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Sign in to continue where you left off.
      </Typography>
      <SignInForm />
    </PublicCardPage>
  );
}
