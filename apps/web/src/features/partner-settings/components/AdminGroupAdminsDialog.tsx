import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdminGroupsText, routes, type AdminRole, type UserAdminRole } from '@nexus/contracts';
import { api } from '../../../api/client';
import { useIsDevice } from '../../../lib/device';
import { displayName } from '../../../lib/people/format';
import { useSession } from '../../../lib/session/useSession';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { toast } from '../../../ui/toast/toast';
import { useGroupAdmins, useRefreshAdminGroups } from './AdminGroupData';
import { AdminGroupPerson } from './AdminGroupPeople';

export const AdminGroupAdminsText = {
  close: 'Close',
  remove: 'Remove',
  loadMore: 'Show more',
  confirmRemove: (name: string, group: string) => `Remove ${name} from ${group}? They lose the functions this group grants.`,
  removeTitle: 'Remove admin?',
} as const;

/** View Admins: the group's admins, each with Remove for an admin who manages admins. */
export function AdminGroupAdminsDialog({
  partnerId,
  group,
  canManage,
  open,
  onClose,
}: {
  partnerId: string;
  group: AdminRole;
  canManage: boolean;
  open: boolean;
  onClose: () => void;
}) {
  const isDevice = useIsDevice();
  const me = useSession().user?.id;
  const admins = useGroupAdmins(partnerId, group.id, open);
  const refresh = useRefreshAdminGroups();
  const [removing, setRemoving] = useState<UserAdminRole | null>(null);
  const [busy, setBusy] = useState(false);
  const rows = admins.data?.pages.flatMap((p) => p.items) ?? [];
  const T = AdminGroupAdminsText;
  const nameOf = (m: UserAdminRole) => displayName(m.user.firstName, m.user.lastName) || m.user.username;

  const remove = async () => {
    if (!removing) return;
    setBusy(true);
    try {
      await api.call(routes.partnerAdmin.removeAdmin, { params: { roleId: group.id, userId: removing.userId } });
      toast.success(AdminGroupsText.adminRemoved);
      await refresh();
      setRemoving(null);
    } catch {
      // The error toast has been shown.
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Dialog
        open={open}
        onClose={onClose}
        fullScreen={isDevice}
        fullWidth
        maxWidth="sm"
        aria-labelledby="admin-group-admins-title"
      >
        <DialogTitle id="admin-group-admins-title">
          {AdminGroupsText.viewAdmins}: {group.name}
        </DialogTitle>
        <DialogContent dividers>
          {admins.isPending ? (
            <Stack spacing={1} aria-busy="true">
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} variant="rounded" height={56} />
              ))}
            </Stack>
          ) : rows.length === 0 ? (
            <Typography color="text.secondary">{AdminGroupsText.noAdmins}</Typography>
          ) : (
            <List aria-label={`${AdminGroupsText.viewAdmins}: ${group.name}`}>
              {rows.map((m) => (
                <AdminGroupPerson
                  key={m.id}
                  firstName={m.user.firstName}
                  lastName={m.user.lastName}
                  image={m.user.image}
                  secondary={m.user.username}
                  action={
                    canManage ? (
                      <Button
                        size="small"
                        color="error"
                        onClick={() => setRemoving(m)}
                        aria-label={`${T.remove} ${nameOf(m)}${m.userId === me ? ' (you)' : ''}`}
                      >
                        {T.remove}
                      </Button>
                    ) : null
                  }
                />
              ))}
            </List>
          )}
          {admins.hasNextPage ? (
            <Button onClick={() => void admins.fetchNextPage()} loading={admins.isFetchingNextPage}>
              {T.loadMore}
            </Button>
          ) : null}
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          <Button onClick={onClose}>{T.close}</Button>
        </DialogActions>
      </Dialog>
      <ConfirmDialog
        open={removing !== null}
        title={T.removeTitle}
        okLabel={T.remove}
        okColor="error"
        busy={busy}
        onCancel={() => setRemoving(null)}
        onConfirm={() => void remove()}
      >
        {removing ? T.confirmRemove(nameOf(removing), group.name) : null}
      </ConfirmDialog>
    </>
  );
}
