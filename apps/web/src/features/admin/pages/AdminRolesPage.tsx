import { useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import {
  AdminGroupsText,
  PAGE_SIZE,
  PARTNER_FUNCTION_LABELS,
  adminRoleCreateSchema,
  routes,
  type AdminRole,
} from '@nexus/contracts';
import { api } from '../../../api/client';
import { useSession } from '../../../lib/session/useSession';
import { AdminGroupFunctionToggles } from '../../../ui/AdminGroupFunctionToggles';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { FormDialog } from '../../../ui/FormDialog';
import { FormTextField } from '../../../ui/forms';
import { EmptyState, PageHeading } from '../../../ui/Page';
import { toast } from '../../../ui/toast/toast';
import { PersonLine } from '../components/bits';
import { EmployeesSection } from '../components/EmployeesSection';
import { adminKeys } from '../queries';

export const AdminRolesText = {
  title: 'Admin roles',
  description:
    "The platform's own admin groups: each gives the platform admins in it functions. A disabled group grants nothing.",
  loadMore: 'Load more',
  members: (n: number) => (n === 1 ? '1 admin' : `${n} admins`),
  disabled: 'Disabled',
  noFunctions: 'No functions',
  actions: (name: string) => `Actions for ${name}`,
  name: 'Name',
  groupDescription: 'Description',
  removeAdmin: 'Remove',
  close: 'Close',
  groupsTab: 'Admin groups',
  employeesTab: 'Employees',
} as const;
const T = AdminRolesText;

/** The platform groups, PAGE_SIZE.adminRoles a page, newest first (§7 non-partner admin). */
function useRoles() {
  return useInfiniteQuery({
    queryKey: adminKeys.roles,
    queryFn: ({ pageParam }) =>
      api.call(
        routes.adminRoles.page,
        {
          query: { pageSize: PAGE_SIZE.adminRoles, dir: 'desc', sort: 'created_at', ...(pageParam ? { cursor: pageParam } : {}) },
        },
        { silent: true },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** What the signed-in admin holds through enabled platform groups: only those can be granted. */
function useHeld() {
  const me = useSession().user?.id ?? '';
  const groups = useQuery({
    queryKey: [...adminKeys.roles, 'mine', me],
    queryFn: () => api.call(routes.adminRoles.userGroups, { params: { id: me } }, { silent: true }),
    enabled: Boolean(me),
  });
  const names = new Set<string>((groups.data ?? []).filter((g) => !g.disabled).flatMap((g) => g.functions));
  return names;
}

const formSchema = adminRoleCreateSchema.pick({ name: true, description: true });
type FormValues = { name: string; description?: string };

function GroupFormDialog({ group, open, onClose }: { group: AdminRole | null; open: boolean; onClose: () => void }) {
  const queryClient = useQueryClient();
  const me = useSession().user?.id;
  const form = useForm<FormValues>({ resolver: zodResolver(formSchema), defaultValues: { name: '', description: '' } });
  const { reset } = form;
  useEffect(() => {
    if (open) reset({ name: group?.name ?? '', description: group?.description ?? '' });
  }, [open, group, reset]);
  const submit = form.handleSubmit(async (values) => {
    try {
      if (group) await api.call(routes.adminRoles.update, { params: { id: group.id }, body: values });
      else await api.call(routes.adminRoles.create, { body: { ...values, createdBy: me } });
      toast.success(group ? AdminGroupsText.updated : AdminGroupsText.created);
      await queryClient.invalidateQueries({ queryKey: adminKeys.roles });
      onClose();
    } catch {
      // The server's reason (a name taken) is shown as an error toast.
    }
  });
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={group ? AdminGroupsText.editAdminGroup : AdminGroupsText.createAdminGroup}
      onSubmit={(e) => void submit(e)}
      isDirty={form.formState.isDirty}
      isSubmitting={form.formState.isSubmitting}
      labels={group ? undefined : { save: 'Create' }}
      discardMessage="The group is not saved."
      maxWidth="sm"
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <FormTextField form={form} name="name" label={T.name} fullWidth autoFocus />
        <FormTextField form={form} name="description" label={T.groupDescription} fullWidth multiline minRows={2} optional />
      </Stack>
    </FormDialog>
  );
}

function PermissionsDialog({ group, onClose }: { group: AdminRole | null; onClose: () => void }) {
  const queryClient = useQueryClient();
  const held = useHeld();
  const functions = useQuery({
    queryKey: [...adminKeys.roles, 'functions'],
    queryFn: () => api.call(routes.partnerAdmin.functions, {}),
    staleTime: Infinity,
  });
  // Untouched, the toggles show the group's functions; the dialog is keyed by group, so each opening starts afresh.
  const [edited, setValue] = useState<string[] | null>(null);
  const value =
    edited ?? (group && functions.data ? functions.data.filter((f) => group.functions.includes(f.name)).map((f) => f.id) : []);
  // While nobody holds a function yet the first group can be set up: the server decides, and says why it refuses.
  const canGrant = held.size > 0 ? held : new Set((functions.data ?? []).map((f) => f.name));
  const save = useMutation({
    mutationFn: () =>
      api.call(routes.adminRoles.setFunctions, {
        params: { id: group!.id },
        body: { adminRoleId: group!.id, userRoleFunctions: value.map((functionId) => ({ functionId })) },
      }),
    onSuccess: async () => {
      toast.success(AdminGroupsText.permissionsSaved);
      await queryClient.invalidateQueries({ queryKey: adminKeys.roles });
      onClose();
    },
  });
  const titleId = useId();
  return (
    <Dialog open={Boolean(group)} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{`${AdminGroupsText.viewPermissions}: ${group?.name ?? ''}`}</DialogTitle>
      <DialogContent dividers>
        <AdminGroupFunctionToggles functions={functions.data} value={value} onChange={setValue} held={canGrant} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={() => save.mutate()} loading={save.isPending}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function AdminsDialog({ group, onClose }: { group: AdminRole | null; onClose: () => void }) {
  const queryClient = useQueryClient();
  const admins = useQuery({
    queryKey: adminKeys.roleAdmins(group?.id ?? ''),
    queryFn: () =>
      api.call(
        routes.adminRoles.members,
        { params: { id: group!.id }, query: { dir: 'asc', sort: 'created_at' } },
        { silent: true },
      ),
    enabled: Boolean(group),
  });
  const remove = useMutation({
    mutationFn: (adminId: string) => api.call(routes.adminRoles.removeMember, { params: { adminId, roleId: group!.id } }),
    onSuccess: async () => {
      toast.success(AdminGroupsText.adminRemoved);
      await queryClient.invalidateQueries({ queryKey: adminKeys.roles });
    },
  });
  const titleId = useId();
  return (
    <Dialog open={Boolean(group)} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{`${AdminGroupsText.viewAdmins}: ${group?.name ?? ''}`}</DialogTitle>
      <DialogContent dividers>
        {admins.isPending ? (
          <Skeleton variant="rounded" height={96} />
        ) : (admins.data ?? []).length === 0 ? (
          <Typography color="text.secondary">{AdminGroupsText.noAdmins}</Typography>
        ) : (
          <List dense disablePadding>
            {admins.data!.map((a) => (
              <ListItem
                key={a.id}
                disableGutters
                secondaryAction={
                  <Button size="small" color="error" onClick={() => remove.mutate(a.userId)} disabled={remove.isPending}>
                    {T.removeAdmin}
                  </Button>
                }
              >
                <PersonLine person={a.user} />
              </ListItem>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{T.close}</Button>
      </DialogActions>
    </Dialog>
  );
}

type Open = { kind: 'edit' | 'permissions' | 'admins' | 'delete'; group: AdminRole } | null;

function GroupRow({ group, onOpen }: { group: AdminRole; onOpen: (open: Open) => void }) {
  const queryClient = useQueryClient();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const toggle = useMutation({
    mutationFn: () => api.call(routes.adminRoles.update, { params: { id: group.id }, body: { disabled: !group.disabled } }),
    onSuccess: async () => {
      toast.success(group.disabled ? AdminGroupsText.enabled : AdminGroupsText.disabled);
      await queryClient.invalidateQueries({ queryKey: adminKeys.roles });
    },
  });
  const choose = (kind: NonNullable<Open>['kind']) => {
    setAnchor(null);
    onOpen({ kind, group });
  };
  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{ p: 2, display: 'flex', gap: 1.5, alignItems: 'flex-start', opacity: group.disabled ? 0.75 : 1 }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {group.name}
          </Typography>
          {group.disabled ? <Chip size="small" label={T.disabled} /> : null}
          <Typography variant="body2" color="text.secondary">
            {T.members(group.memberCount)}
          </Typography>
        </Box>
        {group.description ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.25 }}>
            {group.description}
          </Typography>
        ) : null}
        <Box sx={{ display: 'flex', gap: 0.75, flexWrap: 'wrap', mt: 1 }}>
          {group.functions.length === 0 ? (
            <Typography variant="caption" color="text.secondary">
              {T.noFunctions}
            </Typography>
          ) : (
            group.functions.map((f) => <Chip key={f} size="small" variant="outlined" label={PARTNER_FUNCTION_LABELS[f]} />)
          )}
        </Box>
      </Box>
      <IconButton
        aria-label={T.actions(group.name)}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => choose('admins')}>{AdminGroupsText.viewAdmins}</MenuItem>
        <MenuItem onClick={() => choose('permissions')}>{AdminGroupsText.viewPermissions}</MenuItem>
        <MenuItem onClick={() => choose('edit')}>{AdminGroupsText.editAdminGroup}</MenuItem>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            toggle.mutate();
          }}
        >
          {group.disabled ? AdminGroupsText.enableUserGroup : AdminGroupsText.disableAdminGroup}
        </MenuItem>
        <MenuItem onClick={() => choose('delete')} sx={{ color: 'error.main' }}>
          {AdminGroupsText.deleteAdminGroup}
        </MenuItem>
      </Menu>
    </Paper>
  );
}

/** /admin/roles: the platform's admin groups (routes.adminRoles); ?tab=employees, any company's employees. */
export function AdminRolesPage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'employees' ? 'employees' : 'groups';
  return (
    <>
      <PageHeading title={T.title} description={T.description} />
      <Tabs
        value={tab}
        onChange={(_, value: string) => setParams(value === 'employees' ? { tab: value } : {}, { replace: true })}
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab value="groups" label={T.groupsTab} />
        <Tab value="employees" label={T.employeesTab} />
      </Tabs>
      {tab === 'employees' ? <EmployeesSection /> : <AdminGroups />}
    </>
  );
}

function AdminGroups() {
  const queryClient = useQueryClient();
  const roles = useRoles();
  const [open, setOpen] = useState<Open>(null);
  const [creating, setCreating] = useState(false);
  const rows = roles.data?.pages.flatMap((p) => p.items) ?? [];
  const remove = useMutation({
    mutationFn: (id: string) => api.call(routes.adminRoles.remove, { params: { id } }),
    onSuccess: async () => {
      toast.success(AdminGroupsText.deleted);
      await queryClient.invalidateQueries({ queryKey: adminKeys.roles });
    },
    onSettled: () => setOpen(null),
  });

  return (
    <>
      <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)} sx={{ mb: 2 }}>
        {AdminGroupsText.createAdminGroup}
      </Button>
      {roles.isPending ? (
        <Stack spacing={1.5} aria-busy="true" aria-label={T.title}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={96} />
          ))}
        </Stack>
      ) : rows.length === 0 ? (
        <EmptyState icon={<AdminPanelSettingsOutlined />} title="No admin groups">
          {AdminGroupsText.noAdminGroups}
        </EmptyState>
      ) : (
        <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {rows.map((g) => (
            <GroupRow key={g.id} group={g} onOpen={setOpen} />
          ))}
        </Stack>
      )}
      {roles.hasNextPage ? (
        <Box sx={{ textAlign: 'center', mt: 2 }}>
          <Button variant="outlined" onClick={() => void roles.fetchNextPage()} loading={roles.isFetchingNextPage}>
            {T.loadMore}
          </Button>
        </Box>
      ) : null}
      <GroupFormDialog group={null} open={creating} onClose={() => setCreating(false)} />
      <GroupFormDialog
        group={open?.kind === 'edit' ? open.group : null}
        open={open?.kind === 'edit'}
        onClose={() => setOpen(null)}
      />
      <PermissionsDialog
        key={open?.group.id ?? 'none'}
        group={open?.kind === 'permissions' ? open.group : null}
        onClose={() => setOpen(null)}
      />
      <AdminsDialog group={open?.kind === 'admins' ? open.group : null} onClose={() => setOpen(null)} />
      <ConfirmDialog
        open={open?.kind === 'delete'}
        title={AdminGroupsText.deleteAdminGroup}
        okLabel="Delete"
        okColor="error"
        busy={remove.isPending}
        onCancel={() => setOpen(null)}
        onConfirm={() => open && remove.mutate(open.group.id)}
      >
        {AdminGroupsText.confirmDelete}
      </ConfirmDialog>
    </>
  );
}
