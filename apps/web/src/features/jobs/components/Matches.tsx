import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PersonSearchOutlined from '@mui/icons-material/PersonSearchOutlined';
import { JobFieldLabels, JobsText, routes, SocketEvent } from '@nexus/contracts';
import { api } from '../../../api/client';
import { onSocketEvent } from '../../../lib/socket';
import { EmptyState } from '../../../ui/Page';
import { toast } from '../../../ui/toast/toast';
import { jobKeys } from '../queries';
import { jobListSx, JobListSkeleton } from './JobCard';

/** A reason key of a match, as the job form names that field. */
const reasonLabel = (reason: string) => JobFieldLabels[reason as keyof typeof JobFieldLabels] ?? reason;

/** The job's ranked candidates, updated live when a scan ends ('matched candidates update'). */
export function Matches({ partnerId, jobId }: { partnerId: string; jobId: string }) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: jobKeys.matches(jobId),
    queryFn: () => api.call(routes.recruit.matches, { params: { partnerId, jobId } }, { silent: true }),
  });
  useEffect(() => {
    const offUpdate = onSocketEvent(SocketEvent.MatchedCandidatesUpdate, (event) => {
      if (event.jobId === jobId) void queryClient.invalidateQueries({ queryKey: jobKeys.matches(jobId) });
      void queryClient.invalidateQueries({ queryKey: jobKeys.recruit(partnerId) });
    });
    const offFinished = onSocketEvent(SocketEvent.JobMatchScanFinished, (event) => {
      if (event.jobId === jobId) toast.success(JobsText.matchScanFinished);
    });
    const offFailed = onSocketEvent(SocketEvent.JobMatchScanFailed, (event) => {
      if (event.jobId === jobId) toast.error(JobsText.matchScanFailed);
    });
    return () => {
      offUpdate();
      offFinished();
      offFailed();
    };
  }, [jobId, partnerId, queryClient]);
  const scan = useMutation({
    mutationFn: () => api.call(routes.recruit.scan, { params: { partnerId, jobId } }),
    onSuccess: () => toast.info(JobsText.matchScanStarted),
  });
  const items = query.data?.items ?? [];
  return (
    <Box component="section" aria-label={JobsText.matches}>
      <Stack direction="row" sx={{ alignItems: 'center', mb: 2, gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
          {query.data?.matchScannedAt
            ? `Last scan ${new Date(query.data.matchScannedAt).toLocaleString()}`
            : 'Candidates who opted in and fit the job are ranked here.'}
        </Typography>
        <Button variant="outlined" startIcon={<PersonSearchOutlined />} loading={scan.isPending} onClick={() => scan.mutate()}>
          {JobsText.runMatchScan}
        </Button>
      </Stack>
      {query.isPending ? (
        <JobListSkeleton label="Loading candidates" />
      ) : items.length === 0 ? (
        <EmptyState icon={<PersonSearchOutlined />} title={JobsText.noMatches}>
          Members who opt in to matching and fit the job's expertise or industry show here.
        </EmptyState>
      ) : (
        <Box component="ul" aria-label={JobsText.matches} sx={jobListSx}>
          {items.map(({ member, score, reasons }) => (
            <Paper
              key={member.id}
              component="li"
              variant="outlined"
              sx={{ p: 2, display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}
            >
              <Box sx={{ flex: 1, minWidth: 200 }}>
                <Link component={RouterLink} to={`/profile/${member.id}`} underline="hover" sx={{ fontWeight: 700 }}>
                  {[member.firstName, member.lastName].filter(Boolean).join(' ')}
                </Link>
                <Typography variant="body2" color="text.secondary">
                  {[member.headline ?? member.jobTitle, member.city].filter(Boolean).join(' · ')}
                </Typography>
                <Stack direction="row" spacing={0.5} sx={{ mt: 0.5, flexWrap: 'wrap' }} useFlexGap>
                  {reasons.map((r) => (
                    <Chip key={r} size="small" label={reasonLabel(r)} variant="outlined" />
                  ))}
                </Stack>
              </Box>
              <Chip label={`Score ${score}`} color="primary" />
            </Paper>
          ))}
        </Box>
      )}
    </Box>
  );
}
