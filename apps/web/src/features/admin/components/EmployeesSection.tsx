import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Autocomplete from '@mui/material/Autocomplete';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import MoreVert from '@mui/icons-material/MoreVert';
import { EmployeeStatus, PAGE_SIZE, routes, type EmployeeRole } from '@nexus/contracts';
import { api } from '../../../api/client';
import { useSession } from '../../../lib/session/useSession';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { EmployeeLabels, EmployeeLine, employeeName } from '../../../ui/employees/EmployeeLine';
import { EmployeeList } from '../../../ui/employees/EmployeeList';
import { toast } from '../../../ui/toast/toast';
import { companiesOf, type CompanyChoice } from '../companies';
import { adminKeys } from '../queries';

export const EmployeesSectionText = {
  heading: 'Employees',
  description: "Any company's employees with the company's admin groups they are in; deactivate or reactivate one.",
  company: 'Company',
  companyHelp: 'Type the company name, or the name or e-mail of one of its partner accounts',
  noCompanies: 'No company found',
  pick: 'Pick a company to see its employees.',
  empty: 'This company has no employees yet.',
  deactivated: (name: string) => `${name} is deactivated`,
  reactivated: (name: string) => `${name} is active again`,
  confirmDeactivate: (name: string, company: string) =>
    `${name} loses the verified badge and leaves ${company}'s admin groups. They can be reactivated later.`,
  confirmReactivate: (name: string, company: string) => `${name} is a verified employee of ${company} again.`,
} as const;
const T = EmployeesSectionText;

const keys = {
  companies: (q: string) => [...adminKeys.all, 'employees', 'companies', q] as const,
  employees: (partnerId: string) => [...adminKeys.all, 'employees', partnerId] as const,
};

/** Companies to pick from: those of partner accounts matching the text, and the company of exactly that name. */
function useCompanyChoices(text: string) {
  const q = useDebouncedValue(text.trim());
  const accounts = useQuery({
    queryKey: keys.companies(q),
    queryFn: () =>
      api.call(
        routes.adminMembers.list,
        { query: { role: 'PARTNER', pageSize: PAGE_SIZE.adminMembers, ...(q ? { q } : {}) } },
        { silent: true },
      ),
  });
  const exact = useQuery({
    queryKey: [...keys.companies(q), 'exact'],
    queryFn: () => api.call(routes.partners.byName, { params: { name: q } }, { silent: true }),
    enabled: q.length > 0,
    retry: false,
  });
  const found = companiesOf(accounts.data?.items ?? []);
  const options =
    exact.data && !found.some((c) => c.id === exact.data.id) ? [{ id: exact.data.id, name: exact.data.name }, ...found] : found;
  return { options, loading: accounts.isFetching || exact.isFetching };
}

/** The console's Employees section of Admin roles: a company's employee roles (§7, page 1 and size 2000). */
export function EmployeesSection() {
  const [company, setCompany] = useState<CompanyChoice | null>(null);
  const [text, setText] = useState('');
  const choices = useCompanyChoices(text);

  return (
    <Stack spacing={2} component="section" aria-label={T.heading}>
      <Typography variant="body2" color="text.secondary">
        {T.description}
      </Typography>
      <Autocomplete
        options={choices.options}
        value={company}
        onChange={(_, value) => setCompany(value)}
        inputValue={text}
        onInputChange={(_, value) => setText(value)}
        getOptionLabel={(c) => c.name}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        filterOptions={(options) => options}
        loading={choices.loading}
        noOptionsText={T.noCompanies}
        sx={{ maxWidth: 480 }}
        renderInput={(params) => <TextField {...params} label={T.company} helperText={T.companyHelp} />}
      />
      {company ? <CompanyEmployees company={company} /> : <Typography color="text.secondary">{T.pick}</Typography>}
    </Stack>
  );
}

function CompanyEmployees({ company }: { company: CompanyChoice }) {
  const query = useQuery({
    queryKey: keys.employees(company.id),
    queryFn: () =>
      api.call(
        routes.employees.roles,
        { query: { partnerId: company.id, page: 1, pageSize: PAGE_SIZE.employeeRoles, sort: 'first_name', dir: 'asc' } },
        { silent: true },
      ),
    retry: false,
  });
  return (
    <Paper variant="outlined" sx={{ px: { xs: 1.5, sm: 2 }, py: 1 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, pt: 0.5 }}>
        {company.name}
        {query.data ? (
          <Typography component="span" color="text.secondary" sx={{ ml: 1 }}>
            ({query.data.total})
          </Typography>
        ) : null}
      </Typography>
      <EmployeeList
        query={query}
        label={`Employees of ${company.name}`}
        empty={T.empty}
        row={(e) => <EmployeeRow key={e.id} employee={e} company={company} />}
      />
    </Paper>
  );
}

type Action = 'deactivate' | 'reactivate';

function EmployeeRow({ employee, company }: { employee: EmployeeRole; company: CompanyChoice }) {
  const me = useSession().user?.id ?? '';
  const client = useQueryClient();
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const [confirming, setConfirming] = useState<Action | null>(null);
  const name = employeeName(employee);
  const menuId = `admin-employee-menu-${employee.id}`;
  const action: Action = employee.status === EmployeeStatus.Deactivated ? 'reactivate' : 'deactivate';
  const mutation = useMutation({
    mutationFn: (a: Action) => {
      const request = { params: { adminId: me, userId: employee.userId }, query: { partnerId: company.id } };
      return a === 'deactivate' ? api.call(routes.employees.deactivate, request) : api.call(routes.employees.reactivate, request);
    },
    onSuccess: (_, a) => toast.success(a === 'deactivate' ? T.deactivated(name) : T.reactivated(name)),
    onSettled: async () => {
      setConfirming(null);
      await client.invalidateQueries({ queryKey: keys.employees(company.id) });
    },
  });
  const label = action === 'deactivate' ? EmployeeLabels.deactivate : EmployeeLabels.reactivate;

  return (
    <EmployeeLine
      employee={employee}
      actions={
        <>
          <IconButton
            aria-label={EmployeeLabels.actionsFor(name)}
            aria-haspopup="menu"
            aria-controls={menu ? menuId : undefined}
            aria-expanded={menu ? 'true' : undefined}
            onClick={(e) => setMenu(e.currentTarget)}
            disabled={mutation.isPending}
          >
            <MoreVert />
          </IconButton>
          <Menu id={menuId} anchorEl={menu} open={Boolean(menu)} onClose={() => setMenu(null)}>
            <MenuItem
              sx={action === 'deactivate' ? { color: 'error.main' } : undefined}
              onClick={() => {
                setMenu(null);
                setConfirming(action);
              }}
            >
              {label}
            </MenuItem>
          </Menu>
          <ConfirmDialog
            open={confirming !== null}
            title={`${confirming === 'reactivate' ? EmployeeLabels.reactivate : EmployeeLabels.deactivate}?`}
            variant="yesNo"
            okColor={confirming === 'reactivate' ? 'primary' : 'error'}
            busy={mutation.isPending}
            onCancel={() => setConfirming(null)}
            onConfirm={() => confirming && mutation.mutate(confirming)}
          >
            {confirming === 'reactivate' ? T.confirmReactivate(name, company.name) : T.confirmDeactivate(name, company.name)}
          </ConfirmDialog>
        </>
      }
    />
  );
}
