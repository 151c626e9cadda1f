import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { JobFieldLabels, JobsText, JobStatus, JobStatusLabels, routes } from '@nexus/contracts';
import { api, ApiCallError } from '../../../api/client';
import { useSession } from '../../../lib/session/useSession';
import { NotFoundPage } from '../../../ui/NotFoundPage';
import { MissingState, PageTitle } from '../../../ui/Page';
import { HiddenContentNote } from '../../../ui/report/HiddenContentNote';
import { ReportMenu } from '../../../ui/report/ReportMenu';
import { ReportLabels } from '../../../ui/report/reportText';
import { ApplyDialog } from '../components/ApplyDialog';
import { jobPlace, jobTerms, postedAgo } from '../components/jobText';
import { SaveJobButton } from '../components/SaveJobButton';
import { StageChip } from '../components/StageChip';
import { jobKeys } from '../queries';

/** /jobs/{id}: one job, with Save and Apply (or where the member's application stands). */
export function JobPage() {
  const { id = '' } = useParams();
  const { user } = useSession();
  const [applying, setApplying] = useState(false);
  const query = useQuery({
    queryKey: jobKeys.job(id),
    queryFn: () => api.call(routes.jobs.get, { params: { id } }, { silent: true }),
  });
  if (query.error instanceof ApiCallError && query.error.status === 403) {
    return (
      <MissingState icon={<LockOutlined />} title={JobsText.privateJob} action={{ to: '/jobs', label: JobsText.jobs }}>
        {JobsText.notInvited}
      </MissingState>
    );
  }
  if (query.isError) return <NotFoundPage />;
  const job = query.data;
  const own = job && user?.partnerId === job.partner.id;
  return (
    <>
      <PageTitle title={job?.title ?? JobsText.jobs} />
      <Button component={RouterLink} to="/jobs" startIcon={<ArrowBack />} sx={{ mb: 2 }}>
        {JobsText.jobs}
      </Button>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }} aria-busy={!job}>
        {!job ? (
          <>
            <Skeleton width="50%" height={40} />
            <Skeleton width="30%" />
            <Skeleton variant="rounded" height={160} sx={{ mt: 2 }} />
          </>
        ) : (
          <>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
              <Typography variant="h2" component="h1" sx={{ overflowWrap: 'anywhere', flex: 1 }}>
                {job.title}
              </Typography>
              {own ? null : <ReportMenu target={{ type: 'job', id: job.id }} label={ReportLabels.jobMenu} />}
            </Box>
            {job.hidden ? <HiddenContentNote sx={{ mt: 1 }} /> : null}
            <Typography sx={{ mt: 0.5 }}>
              <Link component={RouterLink} to={`/company/${job.partner.id}`} underline="hover">
                {job.companyName}
              </Link>{' '}
              · {jobPlace(job)}
            </Typography>
            <Typography color="text.secondary">{jobTerms(job)}</Typography>
            <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography variant="caption" color="text.secondary">
                {postedAgo(job.publishedAt)}
              </Typography>
              {job.status !== JobStatus.Active ? <Chip size="small" label={JobStatusLabels[job.status]} /> : null}
              {job.myApplication ? <StageChip stage={job.myApplication.stage} /> : null}
            </Stack>
            <Stack direction="row" spacing={1.5} sx={{ mt: 2 }}>
              {job.myApplication ? (
                <Button variant="contained" component={RouterLink} to="/jobs?tab=applications">
                  {JobsText.applied}
                </Button>
              ) : job.status === JobStatus.Active && !own ? (
                <Button variant="contained" onClick={() => setApplying(true)}>
                  {JobsText.apply}
                </Button>
              ) : null}
              <SaveJobButton job={job} />
            </Stack>
            <Box
              component="dl"
              sx={{
                mt: 3,
                display: 'grid',
                gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
                columnGap: 3,
                rowGap: 0.5,
              }}
            >
              {(['jobTitle', 'industry', 'areaOfExpertise'] as const).map((key) => (
                <Box key={key} sx={{ display: 'contents' }}>
                  <Typography component="dt" color="text.secondary">
                    {JobFieldLabels[key]}
                  </Typography>
                  <Typography component="dd" sx={{ m: 0 }}>
                    {job[key]}
                  </Typography>
                </Box>
              ))}
              <Typography component="dt" color="text.secondary">
                {JobFieldLabels.willRelocateApplicant}
              </Typography>
              <Typography component="dd" sx={{ m: 0 }}>
                {job.willRelocateApplicant ? 'Yes' : 'No'}
              </Typography>
            </Box>
            <Typography sx={{ mt: 3, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{job.description}</Typography>
            <ApplyDialog job={job} open={applying} onClose={() => setApplying(false)} />
          </>
        )}
      </Paper>
    </>
  );
}
