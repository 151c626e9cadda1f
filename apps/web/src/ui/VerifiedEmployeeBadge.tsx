import { Link as RouterLink } from 'react-router';
import Chip from '@mui/material/Chip';
import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import { EmployeesText, type VerifiedEmployer } from '@nexus/contracts';

/**
 * The verified-employee badge: on a member's profile it names the company and links to its page; on the company
 * page (no `employer`) it only says the member is verified.
 */
export function VerifiedEmployeeBadge({ employer }: { employer?: VerifiedEmployer }) {
  const label = employer ? `${EmployeesText.verifiedBadge} · ${employer.name}` : EmployeesText.verifiedBadge;
  return (
    <Chip
      icon={<VerifiedOutlined />}
      label={label}
      size="small"
      color="success"
      variant="outlined"
      data-testid="verified-employee-badge"
      {...(employer ? { component: RouterLink, to: `/company/${employer.id}`, clickable: true } : {})}
      sx={{ maxWidth: '100%', '& .MuiChip-label': { overflow: 'hidden', textOverflow: 'ellipsis' } }}
    />
  );
}
