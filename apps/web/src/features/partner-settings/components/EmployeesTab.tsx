import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import MoreVert from '@mui/icons-material/MoreVert';
import { EmployeeStatus, PAGE_SIZE, routes, type EmployeeRole } from '@nexus/contracts';
import { ApiCallError, api } from '../../../api/client';
import { useSession } from '../../../lib/session/useSession';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { EmployeeLabels, EmployeeLine, employeeName } from '../../../ui/employees/EmployeeLine';
import { EmployeeList } from '../../../ui/employees/EmployeeList';
import { toast } from '../../../ui/toast/toast';
import { EmployeeGroupDialog } from './EmployeeGroupDialog';
import { EmployeeInviteForm } from './EmployeeInviteForm';
import { employeeKeys } from './employeeKeys';

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
          <EmployeeList
            query={query}
            label="Employees"
            empty={EmployeeLabels.empty}
            refusal={forbidden ? <Alert severity="info">{EmployeeLabels.noPermission}</Alert> : undefined}
            row={(e) => <EmployeeRow key={e.id} employee={e} partnerId={partnerId} />}
          />
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
      const name = employeeName(employee);
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
  const name = employeeName(employee);
  const menuId = `employee-menu-${employee.id}`;
  const act = (a: Action) => {
    setMenu(null);
    action.mutate(a);
  };

  return (
    <EmployeeLine
      employee={employee}
      status={
        employee.status === EmployeeStatus.Pending ? (
          <Button size="small" variant="contained" onClick={() => act('verify')} loading={action.isPending}>
            {EmployeeLabels.verify}
          </Button>
        ) : null
      }
      actions={
        <>
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
        </>
      }
    />
  );
}
