import { useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import ApartmentOutlined from '@mui/icons-material/ApartmentOutlined';
import { routes, Text } from '@nexus/contracts';
import { api } from '../../../api/client';
import { MissingState, PageTitle } from '../../../ui/Page';
import { CompanyEmployees } from '../components/CompanyEmployees';
import { CompanyFollowers } from '../components/CompanyFollowers';
import { CompanyHeader, CompanyLabels } from '../components/CompanyHeader';
import { companyKeys } from '../queries';

/** /company/{id}: the company page of a partner organisation. */
export function CompanyPage() {
  const { id = '' } = useParams();
  const query = useQuery({
    queryKey: companyKeys.company(id),
    queryFn: () => api.call(routes.partners.get, { params: { id } }, { silent: true }),
    enabled: Boolean(id),
    // Edited in partner settings, followed from elsewhere: always read afresh when the page opens.
    refetchOnMount: 'always',
  });
  if (query.isPending) return <CompanyPageSkeleton />;
  if (!query.data) {
    return (
      <MissingState
        icon={<ApartmentOutlined />}
        title={Text.companyNotFound}
        action={{ to: '/connections?tab=companies', label: 'See the companies you follow' }}
      >
        The link may be broken, or the company may have left Nexus.
      </MissingState>
    );
  }
  const company = query.data;
  return (
    <>
      <PageTitle title={company.name} />
      <CompanyHeader company={company} />
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
          <Paper variant="outlined" component="section" aria-labelledby="company-about" sx={{ p: { xs: 2, md: 3 } }}>
            <Typography id="company-about" variant="h3" component="h2" gutterBottom>
              {CompanyLabels.about}
            </Typography>
            <Typography
              color={company.about ? 'text.primary' : 'text.secondary'}
              sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
            >
              {company.about ?? CompanyLabels.noAbout}
            </Typography>
          </Paper>
          <CompanyEmployees partnerId={company.id} />
        </Box>
        <CompanyFollowers partnerId={company.id} />
      </Box>
    </>
  );
}

function CompanyPageSkeleton() {
  return (
    <Box aria-busy aria-label="Loading company">
      <Paper variant="outlined" sx={{ overflow: 'hidden', mb: 3 }}>
        <Skeleton variant="rectangular" sx={{ height: { xs: 112, md: 180 } }} />
        <Box sx={{ px: { xs: 2, md: 4 }, pb: 3 }}>
          <Skeleton variant="rounded" sx={{ width: { xs: 72, md: 104 }, height: { xs: 72, md: 104 }, mt: { xs: -5, md: -7 } }} />
          <Skeleton width="40%" height={40} />
          <Skeleton width="30%" />
        </Box>
      </Paper>
      <Skeleton variant="rounded" height={160} />
    </Box>
  );
}
