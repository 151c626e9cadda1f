import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { EmployeeStatus, type EmployeeRole } from '@nexus/contracts';
import { displayName } from '../../lib/people/format';
import { MemberAvatar } from '../ConnectionActions';

/** §2's employee actions, exactly, and the employee lists' own words (company settings, the admin console). */
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

export const EMPLOYEE_STATUS_CHIP: Record<EmployeeStatus, { label: string; color: 'warning' | 'success' | 'default' }> = {
  [EmployeeStatus.Pending]: { label: 'Pending', color: 'warning' },
  [EmployeeStatus.Verified]: { label: 'Verified', color: 'success' },
  [EmployeeStatus.Deactivated]: { label: 'Deactivated', color: 'default' },
};

export const employeeName = (e: Pick<EmployeeRole, 'firstName' | 'lastName'>) =>
  displayName(e.firstName, e.lastName) || 'Nexus member';

/**
 * One employee of an employee-roles list: avatar, name (to the profile), job title, the company's admin groups they
 * are in and their status; `status` adds next to the status chip (e.g. Verify), `actions` ends the row (a menu).
 */
export function EmployeeLine({ employee, status, actions }: { employee: EmployeeRole; status?: ReactNode; actions?: ReactNode }) {
  const chip = EMPLOYEE_STATUS_CHIP[employee.status];
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
            {employeeName(employee)}
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
          {status}
        </Stack>
      </Box>
      {actions}
    </Box>
  );
}
