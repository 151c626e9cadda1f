import { useState } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import BlockIcon from '@mui/icons-material/Block';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import GroupOutlinedIcon from '@mui/icons-material/GroupOutlined';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import PersonAddAltOutlinedIcon from '@mui/icons-material/PersonAddAltOutlined';
import VerifiedUserOutlinedIcon from '@mui/icons-material/VerifiedUserOutlined';
import { AdminGroupsText, PARTNER_FUNCTION_LABELS, plural, routes, type AdminRole } from '@nexus/contracts';
import { api } from '../../../api/client';
import { useSession } from '../../../lib/session/useSession';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { toast } from '../../../ui/toast/toast';
import { AdminGroupAddAdminsDialog } from './AdminGroupAddAdminsDialog';
import { AdminGroupAdminsDialog } from './AdminGroupAdminsDialog';
import { useRefreshAdminGroups } from './AdminGroupData';
import { AdminGroupFormDialog } from './AdminGroupFormDialog';
import { AdminGroupPermissionsDialog } from './AdminGroupPermissionsDialog';

export const AdminGroupCardText = {
  menu: (name: string) => `Actions for ${name}`,
  disabled: 'Disabled',
  noFunctions: 'No functions yet',
  admins: (n: number) => plural(n, 'admin', 'admins'),
  deleteTitle: 'Delete admin group?',
  delete: 'Delete',
} as const;

type Open = 'add' | 'admins' | 'permissions' | 'edit' | 'delete' | null;

/** One admin group: name, state, functions, admin count, and §2's menu. */
export function AdminGroupCard({ partnerId, group, canManage }: { partnerId: string; group: AdminRole; canManage: boolean }) {
  const me = useSession().user?.id ?? '';
  const refresh = useRefreshAdminGroups();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [open, setOpen] = useState<Open>(null);
  const [busy, setBusy] = useState(false);
  const T = AdminGroupCardText;
  const menuId = `admin-group-menu-${group.id}`;

  const choose = (what: Open) => {
    setAnchor(null);
    setOpen(what);
  };

  const toggleDisabled = async () => {
    setAnchor(null);
    try {
      await api.call(routes.partnerAdmin.updateGroup, {
        params: { roleId: group.id, userId: me },
        body: { disabled: !group.disabled },
      });
      toast.success(group.disabled ? AdminGroupsText.enabled : AdminGroupsText.disabled);
      await refresh();
    } catch {
      // The server's reason (the last admin, for one) is shown as an error toast.
    }
  };

  const remove = async () => {
    setBusy(true);
    try {
      await api.call(routes.partnerAdmin.deleteGroup, { params: { roleId: group.id, userId: me } });
      toast.success(AdminGroupsText.deleted);
      setOpen(null);
      await refresh();
    } catch {
      // Shown as an error toast.
    } finally {
      setBusy(false);
    }
  };

  const items: { key: string; label: string; icon: React.ReactNode; onClick: () => void; manage: boolean; danger?: boolean }[] = [
    {
      key: 'add',
      label: AdminGroupsText.addAdmins,
      icon: <PersonAddAltOutlinedIcon />,
      onClick: () => choose('add'),
      manage: true,
    },
    {
      key: 'admins',
      label: AdminGroupsText.viewAdmins,
      icon: <GroupOutlinedIcon />,
      onClick: () => choose('admins'),
      manage: false,
    },
    {
      key: 'permissions',
      label: AdminGroupsText.viewPermissions,
      icon: <VerifiedUserOutlinedIcon />,
      onClick: () => choose('permissions'),
      manage: false,
    },
    {
      key: 'edit',
      label: AdminGroupsText.editAdminGroup,
      icon: <EditOutlinedIcon />,
      onClick: () => choose('edit'),
      manage: true,
    },
    group.disabled
      ? {
          key: 'enable',
          label: AdminGroupsText.enableUserGroup,
          icon: <CheckCircleOutlineIcon />,
          onClick: () => void toggleDisabled(),
          manage: true,
        }
      : {
          key: 'disable',
          label: AdminGroupsText.disableAdminGroup,
          icon: <BlockIcon />,
          onClick: () => void toggleDisabled(),
          manage: true,
        },
    {
      key: 'delete',
      label: AdminGroupsText.deleteAdminGroup,
      icon: <DeleteOutlineIcon />,
      onClick: () => choose('delete'),
      manage: true,
      danger: true,
    },
  ];

  return (
    <Paper
      variant="outlined"
      component="article"
      aria-labelledby={`admin-group-${group.id}`}
      sx={{ p: { xs: 2, sm: 2.5 }, opacity: group.disabled ? 0.75 : 1 }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
            <Typography
              id={`admin-group-${group.id}`}
              variant="h3"
              component="h3"
              sx={{ fontSize: '1.1rem', overflowWrap: 'anywhere' }}
            >
              {group.name}
            </Typography>
            {group.disabled ? <Chip size="small" label={T.disabled} color="warning" variant="outlined" /> : null}
          </Stack>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.25 }}>
            {T.admins(group.memberCount)}
            {group.description ? ` · ${group.description}` : ''}
          </Typography>
          <Stack direction="row" spacing={0.75} useFlexGap sx={{ flexWrap: 'wrap', mt: 1.25 }}>
            {group.functions.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                {T.noFunctions}
              </Typography>
            ) : (
              group.functions.map((f) => <Chip key={f} size="small" label={PARTNER_FUNCTION_LABELS[f]} />)
            )}
          </Stack>
        </Box>
        <IconButton
          aria-label={T.menu(group.name)}
          aria-controls={anchor ? menuId : undefined}
          aria-haspopup="menu"
          aria-expanded={anchor ? 'true' : undefined}
          onClick={(e) => setAnchor(e.currentTarget)}
        >
          <MoreVertIcon />
        </IconButton>
      </Stack>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {items.map((item) => (
          <MenuItem
            key={item.key}
            onClick={item.onClick}
            disabled={item.manage && !canManage}
            sx={item.danger ? { color: 'error.main' } : undefined}
          >
            <ListItemIcon sx={item.danger ? { color: 'error.main' } : undefined}>{item.icon}</ListItemIcon>
            <ListItemText>{item.label}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
      {open === 'add' ? (
        <AdminGroupAddAdminsDialog partnerId={partnerId} group={group} open onClose={() => setOpen(null)} />
      ) : null}
      {open === 'admins' ? (
        <AdminGroupAdminsDialog partnerId={partnerId} group={group} canManage={canManage} open onClose={() => setOpen(null)} />
      ) : null}
      {open === 'permissions' ? (
        <AdminGroupPermissionsDialog group={group} canManage={canManage} open onClose={() => setOpen(null)} />
      ) : null}
      {open === 'edit' ? <AdminGroupFormDialog partnerId={partnerId} group={group} open onClose={() => setOpen(null)} /> : null}
      <ConfirmDialog
        open={open === 'delete'}
        title={T.deleteTitle}
        okLabel={T.delete}
        okColor="error"
        busy={busy}
        onCancel={() => setOpen(null)}
        onConfirm={() => void remove()}
      >
        {AdminGroupsText.confirmDelete}
      </ConfirmDialog>
    </Paper>
  );
}
