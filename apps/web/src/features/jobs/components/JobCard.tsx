import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { type Job, JobsText, Visibility } from '@nexus/contracts';
import { HiddenContentNote } from '../../../ui/report/HiddenContentNote';
import { jobPlace, jobTerms, postedAgo } from './jobText';
import { SaveJobButton } from './SaveJobButton';
import { StageChip } from './StageChip';

/** One job in a list: title (to its page), company, place, terms, when posted; Save, and the member's stage. */
export function JobCard({ job }: { job: Job }) {
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2, display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
      <Box sx={{ flex: 1, minWidth: 220 }}>
        <Link
          component={RouterLink}
          to={`/jobs/${job.id}`}
          underline="hover"
          color="inherit"
          variant="subtitle1"
          sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}
        >
          {job.title}
        </Link>
        <Typography variant="body2">{job.companyName}</Typography>
        <Typography variant="body2" color="text.secondary">
          {jobPlace(job)} · {jobTerms(job)}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ mt: 0.5, alignItems: 'center' }}>
          <Typography variant="caption" color="text.secondary">
            {postedAgo(job.publishedAt)}
          </Typography>
          {job.visibility === Visibility.Private ? (
            <Typography variant="caption" color="text.secondary" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
              <LockOutlined sx={{ fontSize: 14 }} aria-hidden /> {JobsText.privateJob}
            </Typography>
          ) : null}
          {job.myApplication ? <StageChip stage={job.myApplication.stage} /> : null}
        </Stack>
        {job.hidden ? <HiddenContentNote sx={{ mt: 1 }} /> : null}
      </Box>
      <SaveJobButton job={job} />
    </Paper>
  );
}

export function JobListSkeleton({ label }: { label: string }) {
  return (
    <Stack spacing={1.5} aria-busy aria-label={label}>
      {[0, 1, 2, 3].map((i) => (
        <Paper key={i} variant="outlined" sx={{ p: 2 }}>
          <Skeleton width="45%" height={28} />
          <Skeleton width="30%" />
          <Skeleton width="60%" />
        </Paper>
      ))}
    </Stack>
  );
}

/** One column that never grows past the page (scrollable tabs inside an item would otherwise widen it). */
export const jobListSx = {
  listStyle: 'none',
  p: 0,
  m: 0,
  display: 'grid',
  gap: 1.5,
  gridTemplateColumns: 'minmax(0, 1fr)',
} as const;
