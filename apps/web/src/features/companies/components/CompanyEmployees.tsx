import { Link as RouterLink } from 'react-router';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import HourglassEmptyOutlined from '@mui/icons-material/HourglassEmptyOutlined';
import { COMPANY_EMPLOYEES_PAGE_SIZE, EmployeeStatus, EmployeesText, routes, type CompanyEmployee } from '@nexus/contracts';
import { api } from '../../../api/client';
import { displayName } from '../../../lib/people/format';
import { useSession } from '../../../lib/session/useSession';
import { MemberAvatar } from '../../../ui/ConnectionActions';
import { VerifiedEmployeeBadge } from '../../../ui/VerifiedEmployeeBadge';
import { toast } from '../../../ui/toast/toast';
import { companyKeys } from '../queries';

export const CompanyEmployeesLabels = {
  heading: 'Employees',
  claim: 'I work here',
  pending: 'Waiting for verification',
  verified: 'You work here',
  empty: 'No verified employees yet.',
  more: 'Show more',
  loadError: 'The employees could not be loaded.',
} as const;

/** The company page's verified employees, and the signed-in member's 'I work here' claim. */
export function CompanyEmployees({ partnerId }: { partnerId: string }) {
  const query = useInfiniteQuery({
    queryKey: companyKeys.employees(partnerId),
    queryFn: ({ pageParam }) =>
      api.call(
        routes.employees.company,
        { params: { partnerId }, query: { cursor: pageParam, pageSize: COMPANY_EMPLOYEES_PAGE_SIZE } },
        { silent: true },
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
  const employees = query.data?.pages.flatMap((p) => p.items) ?? [];

  return (
    <Card component="section" aria-labelledby="company-employees-heading">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap', mb: 2 }}>
          <Typography id="company-employees-heading" variant="h3" component="h2">
            {CompanyEmployeesLabels.heading}
          </Typography>
          <ClaimAction partnerId={partnerId} />
        </Box>
        {query.isPending ? (
          <EmployeeSkeletons />
        ) : query.isError ? (
          <Typography color="text.secondary">{CompanyEmployeesLabels.loadError}</Typography>
        ) : employees.length === 0 ? (
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', color: 'text.secondary' }}>
            <BadgeOutlined aria-hidden />
            <Typography>{CompanyEmployeesLabels.empty}</Typography>
          </Stack>
        ) : (
          <Box
            component="ul"
            aria-label="Verified employees"
            sx={{
              listStyle: 'none',
              m: 0,
              p: 0,
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
            }}
          >
            {employees.map((e) => (
              <EmployeeItem key={e.userId} employee={e} />
            ))}
          </Box>
        )}
        {query.hasNextPage ? (
          <Button sx={{ mt: 2 }} onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage}>
            {CompanyEmployeesLabels.more}
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}

function EmployeeItem({ employee }: { employee: CompanyEmployee }) {
  const name = displayName(employee.firstName, employee.lastName) || 'Nexus member';
  return (
    <Box component="li" sx={{ display: 'flex', gap: 1.5, alignItems: 'center', minWidth: 0 }}>
      <MemberAvatar firstName={employee.firstName} lastName={employee.lastName} image={employee.image} size={48} />
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Link
          component={RouterLink}
          to={`/profile/${employee.userId}`}
          underline="hover"
          sx={{ fontWeight: 600, display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
        >
          {name}
        </Link>
        {employee.jobTitle || employee.headline ? (
          <Typography variant="body2" color="text.secondary" noWrap>
            {employee.jobTitle ?? employee.headline}
          </Typography>
        ) : null}
        <Box sx={{ mt: 0.5 }}>
          <VerifiedEmployeeBadge />
        </Box>
      </Box>
    </Box>
  );
}

/** 'I work here' for a signed-in member, then the state of their claim. */
function ClaimAction({ partnerId }: { partnerId: string }) {
  const { user } = useSession();
  const userId = user?.id ?? '';
  const client = useQueryClient();
  const key = companyKeys.myEmployment(partnerId, userId);
  const mine = useQuery({
    queryKey: key,
    queryFn: () => api.call(routes.employees.mine, { params: { partnerId, userId } }, { silent: true }),
    enabled: Boolean(userId),
  });
  const claim = useMutation({
    mutationFn: () => api.call(routes.employees.claim, { params: { partnerId, userId } }),
    onSuccess: (employee) => {
      client.setQueryData(key, employee);
      toast.success(EmployeesText.claimSent);
    },
  });
  if (!user || mine.isPending || mine.isError) return null;
  const status = mine.data?.status;
  // The company's own accounts (attached, never claimed) have nothing to claim.
  if (!status && user.partnerId === partnerId) return null;
  if (status === EmployeeStatus.Pending) {
    return <Chip icon={<HourglassEmptyOutlined />} label={CompanyEmployeesLabels.pending} variant="outlined" role="status" />;
  }
  if (status === EmployeeStatus.Verified) {
    return <Chip label={CompanyEmployeesLabels.verified} color="success" variant="outlined" />;
  }
  if (status === EmployeeStatus.Deactivated) return null;
  return (
    <Button variant="outlined" onClick={() => claim.mutate()} loading={claim.isPending}>
      {CompanyEmployeesLabels.claim}
    </Button>
  );
}

function EmployeeSkeletons() {
  return (
    <Stack spacing={2} aria-label="Loading employees">
      {[0, 1].map((i) => (
        <Stack key={i} direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <Skeleton variant="circular" width={48} height={48} />
          <Skeleton variant="text" width="40%" />
        </Stack>
      ))}
    </Stack>
  );
}
