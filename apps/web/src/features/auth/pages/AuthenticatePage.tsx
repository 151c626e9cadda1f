import Typography from '@mui/material/Typography';
import { PublicCardPage } from '../../../ui/PublicLayout';
import { FullPageSpinner } from '../../../ui/FullPageSpinner';
import { useSession } from '../../../lib/session/useSession';
import { ForwardSignedIn } from '../../../lib/session/redirects';
import { SignInForm } from '../components/SignInForm';

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
