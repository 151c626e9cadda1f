import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { routes, type EmployeeRole } from '@nexus/contracts';
import { api } from '../../../api/client';
import { useIsDevice } from '../../../lib/device';
import { toast } from '../../../ui/toast/toast';
import { useAdminGroups, useRefreshAdminGroups } from './AdminGroupData';
import { employeeKeys } from './employeeKeys';

export const EmployeeGroupText = {
  intro: 'Pick the admin group whose functions this employee gets.',
  add: 'Add',
  cancel: 'Cancel',
  more: 'Show more groups',
  none: 'Your company has no admin groups yet. Create one in the Admin groups tab.',
  already: 'Already in this group',
  disabled: 'Disabled',
} as const;

/** 'Add to user group' (§2): the employee joins one of the company's admin groups. */
export function EmployeeGroupDialog({
  partnerId,
  employee,
  name,
  open,
  onClose,
}: {
  partnerId: string;
  employee: EmployeeRole;
  name: string;
  open: boolean;
  onClose: () => void;
}) {
  const isDevice = useIsDevice();
  const client = useQueryClient();
  const refreshGroups = useRefreshAdminGroups();
  const groups = useAdminGroups(partnerId);
  const [roleId, setRoleId] = useState('');
  const inGroups = new Set(employee.roles.map((r) => r.id));
  const all = groups.data?.pages.flatMap((p) => p.items) ?? [];
  const add = useMutation({
    mutationFn: () =>
      api.call(routes.partnerAdmin.addAdmin, { params: { id: partnerId }, body: { roleId, userId: employee.userId, partnerId } }),
    onSuccess: (membership) => {
      toast.success(`${name} is in ${membership.roleName}`);
      setRoleId('');
      onClose();
    },
    onSettled: async () => {
      await Promise.all([client.invalidateQueries({ queryKey: employeeKeys.all(partnerId) }), refreshGroups()]);
    },
  });

  return (
    <Dialog
      open={open}
      onClose={add.isPending ? undefined : onClose}
      fullScreen={isDevice}
      fullWidth
      maxWidth="xs"
      aria-labelledby="employee-group-title"
    >
      <DialogTitle id="employee-group-title">Add {name} to a user group</DialogTitle>
      <DialogContent dividers>
        <DialogContentText sx={{ mb: 2 }}>{EmployeeGroupText.intro}</DialogContentText>
        {groups.isPending ? (
          <Stack spacing={1} aria-label="Loading admin groups">
            <Skeleton variant="text" />
            <Skeleton variant="text" />
          </Stack>
        ) : all.length === 0 ? (
          <Typography color="text.secondary">{EmployeeGroupText.none}</Typography>
        ) : (
          <RadioGroup aria-label="Admin groups" value={roleId} onChange={(_, value) => setRoleId(value)}>
            {all.map((g) => {
              const already = inGroups.has(g.id);
              const note = already ? EmployeeGroupText.already : g.disabled ? EmployeeGroupText.disabled : null;
              return (
                <FormControlLabel
                  key={g.id}
                  value={g.id}
                  disabled={already}
                  control={<Radio />}
                  label={
                    <span>
                      {g.name}
                      {note ? (
                        <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1 }}>
                          ({note})
                        </Typography>
                      ) : null}
                    </span>
                  }
                />
              );
            })}
          </RadioGroup>
        )}
        {groups.hasNextPage ? (
          <Button onClick={() => void groups.fetchNextPage()} loading={groups.isFetchingNextPage} sx={{ mt: 1 }}>
            {EmployeeGroupText.more}
          </Button>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={add.isPending}>
          {EmployeeGroupText.cancel}
        </Button>
        <Button variant="contained" onClick={() => add.mutate()} disabled={!roleId} loading={add.isPending}>
          {EmployeeGroupText.add}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
