import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { routes, Text } from '@nexus/contracts';
import { api } from '../../../api/client';
import { partnerSettingsKeys } from '../queries';
import { CompanyPageForm } from './CompanyPageForm';

/** The Company page tab of /settings/partner: edit what /company/{id} shows. */
export function CompanyPageTab({ partnerId }: { partnerId: string }) {
  const query = useQuery({
    queryKey: partnerSettingsKeys.companyPage(partnerId),
    queryFn: () => api.call(routes.partners.get, { params: { id: partnerId } }, { silent: true }),
    retry: false,
  });
  if (query.isPending) {
    return (
      <Stack spacing={2} aria-busy aria-label="Loading company page">
        <Skeleton variant="rounded" height={132} />
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} variant="rounded" height={56} />
        ))}
      </Stack>
    );
  }
  if (query.isError) return <Alert severity="warning">{Text.companyNotFound}</Alert>;
  return <CompanyPageForm key={query.data.id} company={query.data} />;
}
