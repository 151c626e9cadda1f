import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Text, routes } from '@nexus/contracts';
import { api, isHandledError } from '../../../api/client';
import { PublicCardPage } from '../../../ui/PublicLayout';
import { Paths } from '../../../lib/postLogin';
import { useSession } from '../../../lib/session/useSession';

export const DeleteAccountLabels = {
  title: 'Delete account',
  heading: 'Delete your Nexus account',
  confirm: 'Delete my account for good',
} as const;

/** /account/delete?token=…, the link of the deletion e-mail: one last confirmation, then the account is erased. */
const DELETED_PARAM = 'deleted';

export function DeleteAccountPage() {
  const [params, setParams] = useSearchParams();
  const token = params.get('token') ?? '';
  // Kept in the URL: clearing the session may re-mount this page, and the answer must survive it.
  const deleted = params.get(DELETED_PARAM) === '1';
  const { clearSession } = useSession();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ message: string } | null>(null);

  const confirm = async () => {
    setBusy(true);
    const res = await api.call(routes.accounts.confirmDeletion, { body: { token } }, { silent: true, handleError: true });
    setBusy(false);
    if (isHandledError(res)) {
      setOutcome({ message: res.status !== null && res.status < 500 ? Text.tokenInvalid : res.message });
      return;
    }
    setParams({ [DELETED_PARAM]: '1' }, { replace: true });
    // The session is gone with the account: logout's local clean-up, without the server call.
    clearSession();
  };

  const home = (
    <Button component={RouterLink} to={Paths.root} variant="contained">
      {Text.returnHome}
    </Button>
  );

  return (
    <PublicCardPage title={DeleteAccountLabels.title} heading={DeleteAccountLabels.heading}>
      {deleted ? (
        <Stack spacing={3}>
          <Alert severity="success" role="status">
            {Text.accountDeleted}
          </Alert>
          {home}
        </Stack>
      ) : !token || outcome ? (
        <Stack spacing={3}>
          <Alert severity="error">{outcome?.message ?? Text.tokenInvalid}</Alert>
          {home}
        </Stack>
      ) : (
        <Stack spacing={3}>
          <Typography>
            Your profile, connections, messages and personal data will be erased, and you will be signed out everywhere.
          </Typography>
          <Alert severity="warning">This cannot be undone.</Alert>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            <Button variant="contained" color="error" size="large" onClick={() => void confirm()} loading={busy}>
              {DeleteAccountLabels.confirm}
            </Button>
            <Button component={RouterLink} to={Paths.root} size="large" disabled={busy}>
              Keep my account
            </Button>
          </Stack>
        </Stack>
      )}
    </PublicCardPage>
  );
}
