import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Divider from '@mui/material/Divider';
import Switch from '@mui/material/Switch';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import DeleteForeverOutlined from '@mui/icons-material/DeleteForeverOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import GroupOutlined from '@mui/icons-material/GroupOutlined';
import MoreVert from '@mui/icons-material/MoreVert';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import PersonAddAlt1Outlined from '@mui/icons-material/PersonAddAlt1Outlined';
import { ChannelMenu, CommunitiesText, routes, type Channel } from '@nexus/contracts';
import { api } from '../../../api/client';
import { useIsDevice } from '../../../lib/device';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { toast } from '../../../ui/toast/toast';
import { communityKeys } from '../queries';
import { ChannelAddMembersDialog } from './ChannelAddMembersDialog';
import { ChannelFormDialog } from './ChannelFormDialog';
import { ChannelMembersList } from './ChannelMembersList';

const MENU_LABEL = 'Channel settings';
type Open = 'add' | 'members' | 'admins' | 'edit' | 'delete' | null;

/**
 * §2's channel admin settings: Add Member(s), View Members, Notifications, Admin Settings, Edit Channel Details and
 * Delete Channel (irreversible, confirmed); Remove from Channel is on each member in View Members. A member who is
 * not an admin sees View Members and Notifications.
 */
export function ChannelSettingsMenu({ channel }: { channel: Channel }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const isDevice = useIsDevice();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [open, setOpen] = useState<Open>(null);
  const show = (which: Open) => () => {
    setAnchor(null);
    setOpen(which);
  };
  const close = () => setOpen(null);

  const notifications = useMutation({
    mutationFn: (on: boolean) =>
      api.call(routes.channels.notifications, { params: { id: channel.id }, body: { notifications: on } }),
    onSuccess: (saved) => {
      queryClient.setQueryData(communityKeys.channel(channel.id), saved);
      toast.success(saved.notifications ? CommunitiesText.notificationsOn : CommunitiesText.notificationsOff);
    },
  });
  const remove = useMutation({
    mutationFn: () => api.call(routes.channels.remove, { params: { id: channel.id } }),
    onSuccess: async () => {
      toast.success(CommunitiesText.channelDeleted);
      close();
      queryClient.removeQueries({ queryKey: communityKeys.channel(channel.id) });
      await queryClient.invalidateQueries({ queryKey: communityKeys.community(channel.community.id) });
      await navigate(`/communities/${channel.community.id}`);
    },
  });

  const item = (label: string, icon: ReactNode, onClick: () => void, color?: string) => (
    <MenuItem onClick={onClick} sx={color ? { color } : undefined}>
      <ListItemIcon sx={color ? { color } : undefined}>{icon}</ListItemIcon>
      <ListItemText>{label}</ListItemText>
    </MenuItem>
  );

  const membersDialog = (which: 'members' | 'admins', title: string) => (
    <Dialog
      open={open === which}
      onClose={close}
      fullScreen={isDevice}
      fullWidth
      maxWidth="sm"
      aria-labelledby={`channel-${which}-title`}
    >
      <DialogTitle id={`channel-${which}-title`}>{title}</DialogTitle>
      <DialogContent dividers>
        <ChannelMembersList channel={channel} manage={which === 'members' ? 'remove' : 'admins'} />
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={close}>Close</Button>
      </DialogActions>
    </Dialog>
  );

  return (
    <>
      <IconButton
        aria-label={MENU_LABEL}
        aria-haspopup="menu"
        aria-expanded={anchor ? true : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <MoreVert />
      </IconButton>
      <Menu
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-label': MENU_LABEL } }}
      >
        {channel.isAdmin ? item(ChannelMenu.addMembers, <PersonAddAlt1Outlined fontSize="small" />, show('add')) : null}
        {item(ChannelMenu.viewMembers, <GroupOutlined fontSize="small" />, show('members'))}
        {channel.isMember ? (
          <MenuItem
            onClick={() => notifications.mutate(!channel.notifications)}
            disabled={notifications.isPending}
            role="menuitemcheckbox"
            aria-checked={channel.notifications}
          >
            <ListItemIcon>
              <NotificationsOutlined fontSize="small" />
            </ListItemIcon>
            <ListItemText>{ChannelMenu.notifications}</ListItemText>
            <Switch edge="end" size="small" checked={channel.notifications} tabIndex={-1} aria-hidden />
          </MenuItem>
        ) : null}
        {channel.isAdmin
          ? item(ChannelMenu.adminSettings, <AdminPanelSettingsOutlined fontSize="small" />, show('admins'))
          : null}
        {channel.isAdmin ? item(ChannelMenu.editChannelDetails, <EditOutlined fontSize="small" />, show('edit')) : null}
        {channel.isAdmin ? <Divider /> : null}
        {channel.isAdmin
          ? item(ChannelMenu.deleteChannel, <DeleteForeverOutlined fontSize="small" />, show('delete'), 'error.main')
          : null}
      </Menu>
      <ChannelAddMembersDialog channel={channel} open={open === 'add'} onClose={close} />
      {membersDialog('members', ChannelMenu.viewMembers)}
      {membersDialog('admins', ChannelMenu.adminSettings)}
      <ChannelFormDialog communityId={channel.community.id} channel={channel} open={open === 'edit'} onClose={close} />
      <ConfirmDialog
        open={open === 'delete'}
        title={`${ChannelMenu.deleteChannel}?`}
        okLabel={ChannelMenu.deleteChannel}
        okColor="error"
        busy={remove.isPending}
        onCancel={close}
        onConfirm={() => remove.mutate()}
      >
        {CommunitiesText.confirmDeleteChannel}
      </ConfirmDialog>
    </>
  );
}
