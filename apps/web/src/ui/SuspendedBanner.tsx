import Alert from '@mui/material/Alert';
import { suspensionNotice } from '../lib/session/accountStatus';
import { useSession } from '../lib/session/useSession';

/** A suspended member's notice at the top of every signed-in page: persistent, announced politely (role status). */
export function SuspendedBanner() {
  const { user } = useSession();
  const notice = suspensionNotice(user);
  if (!notice) return null;
  return (
    <Alert
      severity="warning"
      role="status"
      aria-live="polite"
      data-testid="suspended-banner"
      sx={{ borderRadius: 0, justifyContent: 'center', '& .MuiAlert-message': { maxWidth: 1200 } }}
    >
      {notice}
    </Alert>
  );
}
