import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { AdminGroupsText, routes, type AdminRole } from '@nexus/contracts';
import { api } from '../../../api/client';
import { useIsDevice } from '../../../lib/device';
import { useSession } from '../../../lib/session/useSession';
import { toast } from '../../../ui/toast/toast';
import { useFunctions, useHeldFunctions, useRefreshAdminGroups } from './AdminGroupData';
import { AdminGroupFunctionToggles } from '../../../ui/AdminGroupFunctionToggles';

export const PermissionsText = { save: 'Save', cancel: 'Cancel', close: 'Close' } as const;

/** View Permissions: every function with its description; an admin who manages admins switches them (saved in bulk). */
export function AdminGroupPermissionsDialog({
  group,
  canManage,
  open,
  onClose,
}: {
  group: AdminRole;
  canManage: boolean;
  open: boolean;
  onClose: () => void;
}) {
  const isDevice = useIsDevice();
  const me = useSession().user?.id ?? '';
  const functions = useFunctions();
  const held = useHeldFunctions();
  const refresh = useRefreshAdminGroups();
  // The dialog is mounted when opened: until the admin switches something, it shows what the group grants now.
  const [edited, setEdited] = useState<string[] | null>(null);
  const value = edited ?? (functions.data ?? []).filter((f) => group.functions.includes(f.name)).map((f) => f.id);
  const [saving, setSaving] = useState(false);

  const save = async () => {
    setSaving(true);
    try {
      await api.call(routes.partnerAdmin.setFunctions, {
        params: { roleId: group.id, userId: me },
        body: { adminRoleId: group.id, userRoleFunctions: value.map((functionId) => ({ functionId })) },
      });
      toast.success(AdminGroupsText.permissionsSaved);
      await refresh();
      onClose();
    } catch {
      // The server's reason is shown as an error toast.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={saving ? undefined : onClose}
      fullScreen={isDevice}
      fullWidth
      maxWidth="sm"
      aria-labelledby="admin-group-permissions-title"
    >
      <DialogTitle id="admin-group-permissions-title">
        {AdminGroupsText.viewPermissions}: {group.name}
      </DialogTitle>
      <DialogContent dividers>
        <AdminGroupFunctionToggles
          functions={functions.data}
          value={value}
          onChange={setEdited}
          held={canManage ? held.names : new Set()}
          disabled={!canManage || saving}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onClose} disabled={saving}>
          {canManage ? PermissionsText.cancel : PermissionsText.close}
        </Button>
        {canManage ? (
          <Button variant="contained" onClick={() => void save()} loading={saving}>
            {PermissionsText.save}
          </Button>
        ) : null}
      </DialogActions>
    </Dialog>
  );
}
