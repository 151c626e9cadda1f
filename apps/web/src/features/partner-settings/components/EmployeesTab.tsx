import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import MoreVert from '@mui/icons-material/MoreVert';
import { EmployeeStatus, PAGE_SIZE, routes, type EmployeeRole } from '@nexus/contracts';
import { ApiCallError, api } from '../../../api/client';
import { displayName } from '../../../lib/people/format';
import { useSession } from '../../../lib/session/useSession';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { MemberAvatar } from '../../../ui/ConnectionActions';
import { toast } from '../../../ui/toast/toast';
import { EmployeeGroupDialog } from './EmployeeGroupDialog';
import { EmployeeInviteForm } from './EmployeeInviteForm';
import { employeeKeys } from './employeeKeys';

/** §2's employee actions, exactly, and the tab's own words. */
export const EmployeeLabels = {
  addToGroup: 'Add to user group',
  deactivate: 'Deactivate Employee',
  reactivate: 'Reactivate Employee',
  verify: 'Verify',
  heading: 'Employees',
  empty: 'No employees yet. Members who say they work here, and people you invite, appear here.',
  noPermission: 'You need the Manage employees function in one of your admin groups to manage employees.',
  loadError: 'The employees could not be loaded.',
  actionsFor: (name: string) => `Actions for ${name}`,
} as const;

const STATUS_CHIP: Record<EmployeeStatus, { label: string; color: 'warning' | 'success' | 'default' }> = {
  [EmployeeStatus.Pending]: { label: 'Pending', color: 'warning' },
  [EmployeeStatus.Verified]: { label: 'Verified', color: 'success' },
  [EmployeeStatus.Deactivated]: { label: 'Deactivated', color: 'default' },
};

const nameOf = (e: Pick<EmployeeRole, 'firstName' | 'lastName'>) => displayName(e.firstName, e.lastName) || 'Nexus member';

/** /settings/partner?tab=employees: the company's employees with their status and actions, and the invitation form. */
export function EmployeesTab({ partnerId }: { partnerId: string }) {
  const query = useQuery({
    queryKey: employeeKeys.roles(partnerId),
    queryFn: () =>
      api.call(
        routes.employees.roles,
        { query: { partnerId, page: 1, pageSize: PAGE_SIZE.employeeRoles, sort: 'first_name', dir: 'asc' } },
        { silent: true },
      ),
    retry: false,
  });
  const forbidden = query.error instanceof ApiCallError && query.error.status === 403;

  return (
    <Stack spacing={3}>
      <Card component="section" aria-labelledby="employees-heading">
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography id="employees-heading" variant="h3" component="h2" gutterBottom>
            {EmployeeLabels.heading}
            {query.data ? (
              <Typography component="span" color="text.secondary" sx={{ ml: 1, fontWeight: 400 }}>
                ({query.data.total})
              </Typography>
            ) : null}
          </Typography>
          {query.isPending ? (
            <RowSkeletons />
          ) : forbidden ? (
            <Alert severity="info">{EmployeeLabels.noPermission}</Alert>
          ) : query.isError ? (
            <Alert
              severity="warning"
              action={
                <Button color="inherit" size="small" onClick={() => void query.refetch()}>
                  Try again
                </Button>
              }
            >
              {EmployeeLabels.loadError}
            </Alert>
          ) : query.data.items.length === 0 ? (
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', color: 'text.secondary', py: 1 }}>
              <BadgeOutlined aria-hidden />
              <Typography>{EmployeeLabels.empty}</Typography>
            </Stack>
          ) : (
            <Box component="ul" aria-label="Employees" sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {query.data.items.map((e) => (
                <EmployeeRow key={e.id} employee={e} partnerId={partnerId} />
              ))}
            </Box>
          )}
        </CardContent>
      </Card>
      {forbidden ? null : <EmployeeInviteForm partnerId={partnerId} />}
    </Stack>
  );
}

type Action = 'verify' | 'deactivate' | 'reactivate';

function useEmployeeAction(partnerId: string, employee: EmployeeRole) {
  const { user } = useSession();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: Action) => {
      const adminId = user?.id ?? '';
      const userId = employee.userId;
      if (action === 'verify') return api.call(routes.employees.verify, { params: { partnerId, userId } });
      if (action === 'deactivate') return api.call(routes.employees.deactivate, { params: { adminId, userId } });
      return api.call(routes.employees.reactivate, { params: { adminId, userId } });
    },
    onSuccess: (_, action) => {
      const name = nameOf(employee);
      toast.success(
        action === 'verify'
          ? `${name} is verified`
          : action === 'deactivate'
            ? `${name} is deactivated`
            : `${name} is active again`,
      );
    },
    onSettled: () => client.invalidateQueries({ queryKey: employeeKeys.all(partnerId) }),
  });
}

function EmployeeRow({ employee, partnerId }: { employee: EmployeeRole; partnerId: string }) {
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [grouping, setGrouping] = useState(false);
  const action = useEmployeeAction(partnerId, employee);
  const name = nameOf(employee);
  const chip = STATUS_CHIP[employee.status];
  const menuId = `employee-menu-${employee.id}`;
  const act = (a: Action) => {
    setMenu(null);
    action.mutate(a);
  };

  return (
    <Box
      component="li"
      data-testid="employee-row"
      sx={{
        display: 'flex',
        alignItems: { xs: 'flex-start', md: 'center' },
        gap: 1.5,
        py: 1.5,
        borderTop: 1,
        borderColor: 'divider',
        '&:first-of-type': { borderTop: 0 },
      }}
    >
      <MemberAvatar firstName={employee.firstName} lastName={employee.lastName} image={employee.image} size={44} />
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: { xs: 'column', md: 'row' }, gap: { xs: 0.75, md: 2 } }}>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Link
            component={RouterLink}
            to={`/profile/${employee.userId}`}
            underline="hover"
            sx={{ fontWeight: 600, display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
          >
            {name}
          </Link>
          {employee.jobTitle ? (
            <Typography variant="body2" color="text.secondary" noWrap>
              {employee.jobTitle}
            </Typography>
          ) : null}
          {employee.roles.length > 0 ? (
            <Stack direction="row" spacing={0.5} useFlexGap sx={{ mt: 0.5, flexWrap: 'wrap' }} aria-label="Admin groups">
              {employee.roles.map((r) => (
                <Chip key={r.id} label={r.name} size="small" variant="outlined" />
              ))}
            </Stack>
          ) : null}
        </Box>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexShrink: 0 }}>
          <Chip label={chip.label} color={chip.color} size="small" variant={chip.color === 'default' ? 'outlined' : 'filled'} />
          {employee.status === EmployeeStatus.Pending ? (
            <Button size="small" variant="contained" onClick={() => act('verify')} loading={action.isPending}>
              {EmployeeLabels.verify}
            </Button>
          ) : null}
        </Stack>
      </Box>
      <IconButton
        aria-label={EmployeeLabels.actionsFor(name)}
        aria-haspopup="menu"
        aria-controls={menu ? menuId : undefined}
        aria-expanded={menu ? 'true' : undefined}
        onClick={(e) => setMenu(e.currentTarget)}
        disabled={action.isPending}
      >
        <MoreVert />
      </IconButton>
      <Menu id={menuId} anchorEl={menu} open={Boolean(menu)} onClose={() => setMenu(null)}>
        {employee.status === EmployeeStatus.Verified ? (
          <MenuItem
            onClick={() => {
              setMenu(null);
              setGrouping(true);
            }}
          >
            {EmployeeLabels.addToGroup}
          </MenuItem>
        ) : null}
        {employee.status === EmployeeStatus.Deactivated ? (
          <MenuItem onClick={() => act('reactivate')}>{EmployeeLabels.reactivate}</MenuItem>
        ) : (
          <MenuItem
            onClick={() => {
              setMenu(null);
              setConfirming(true);
            }}
          >
            {EmployeeLabels.deactivate}
          </MenuItem>
        )}
      </Menu>
      {grouping ? (
        <EmployeeGroupDialog partnerId={partnerId} employee={employee} name={name} open onClose={() => setGrouping(false)} />
      ) : null}
      <ConfirmDialog
        open={confirming}
        title={`${EmployeeLabels.deactivate}?`}
        variant="yesNo"
        okColor="error"
        busy={action.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => action.mutate('deactivate', { onSettled: () => setConfirming(false) })}
      >
        {name} loses the verified badge and leaves your company's admin groups. You can reactivate them later.
      </ConfirmDialog>
    </Box>
  );
}

function RowSkeletons() {
  return (
    <Stack spacing={2} aria-label="Loading employees">
      {[0, 1, 2].map((i) => (
        <Stack key={i} direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <Skeleton variant="circular" width={44} height={44} />
          <Skeleton variant="text" width="45%" />
        </Stack>
      ))}
    </Stack>
  );
}
