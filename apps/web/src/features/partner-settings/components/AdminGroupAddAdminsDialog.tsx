import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { AdminGroupsText, PAGE_SIZE, routes, type AdminRole } from '@nexus/contracts';
import { api } from '../../../api/client';
import { useIsDevice } from '../../../lib/device';
import { memberSubtitle } from '../../../lib/people/format';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { toast } from '../../../ui/toast/toast';
import { useRefreshAdminGroups } from './AdminGroupData';
import { AdminGroupPerson } from './AdminGroupPeople';

export const AddAdminsText = {
  intro: 'Find people of your organisation by name and add them to this group.',
  search: 'Search by name',
  add: 'Add',
  added: 'Added',
  close: 'Close',
  nobody: 'Nobody matches that name.',
} as const;

/** Add Admins: search people by name and add them; the server refuses anyone outside the organisation. */
export function AdminGroupAddAdminsDialog({
  partnerId,
  group,
  open,
  onClose,
}: {
  partnerId: string;
  group: AdminRole;
  open: boolean;
  onClose: () => void;
}) {
  const isDevice = useIsDevice();
  const refresh = useRefreshAdminGroups();
  const [keyword, setKeyword] = useState('');
  const [added, setAdded] = useState<Set<string>>(new Set());
  const [adding, setAdding] = useState<string | null>(null);
  const term = useDebouncedValue(keyword.trim());
  const found = useQuery({
    queryKey: ['partner-settings', 'admin-groups', 'people', term],
    queryFn: () => api.call(routes.connections.search, { query: { keyword: term, pageSize: PAGE_SIZE.connectionSearch } }),
    enabled: open && term.length > 0,
  });
  const T = AddAdminsText;

  const add = async (userId: string) => {
    setAdding(userId);
    try {
      await api.call(routes.partnerAdmin.addAdmin, { params: { id: partnerId }, body: { roleId: group.id, userId, partnerId } });
      setAdded((s) => new Set(s).add(userId));
      toast.success(AdminGroupsText.adminAdded);
      await refresh();
    } catch {
      // The server's reason is shown as an error toast.
    } finally {
      setAdding(null);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} fullScreen={isDevice} fullWidth maxWidth="sm" aria-labelledby="admin-group-add-title">
      <DialogTitle id="admin-group-add-title">
        {AdminGroupsText.addAdmins}: {group.name}
      </DialogTitle>
      <DialogContent dividers>
        <DialogContentText sx={{ mb: 2 }}>{T.intro}</DialogContentText>
        <TextField
          label={T.search}
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
          fullWidth
          autoFocus
          type="search"
          autoComplete="off"
        />
        <Stack sx={{ mt: 2 }} aria-live="polite">
          {term.length === 0 ? null : found.isPending ? (
            <Stack spacing={1} aria-busy="true">
              {[0, 1].map((i) => (
                <Skeleton key={i} variant="rounded" height={56} />
              ))}
            </Stack>
          ) : (found.data?.items.length ?? 0) === 0 ? (
            <Typography color="text.secondary">{T.nobody}</Typography>
          ) : (
            <List aria-label={T.search}>
              {found.data!.items.map((person) => {
                const done = added.has(person.id);
                return (
                  <AdminGroupPerson
                    key={person.id}
                    firstName={person.firstName}
                    lastName={person.lastName}
                    image={person.image}
                    secondary={memberSubtitle(person)}
                    action={
                      <Button
                        size="small"
                        variant={done ? 'text' : 'outlined'}
                        disabled={done}
                        loading={adding === person.id}
                        onClick={() => void add(person.id)}
                        aria-label={`${done ? T.added : T.add} ${[person.firstName, person.lastName].filter(Boolean).join(' ')}`}
                      >
                        {done ? T.added : T.add}
                      </Button>
                    }
                  />
                );
              })}
            </List>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onClose}>{T.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
