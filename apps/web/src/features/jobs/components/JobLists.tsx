import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useInfiniteQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AssignmentTurnedInOutlined from '@mui/icons-material/AssignmentTurnedInOutlined';
import BookmarkBorderOutlined from '@mui/icons-material/BookmarkBorderOutlined';
import WorkOutlined from '@mui/icons-material/WorkOutlined';
import { ApplicationStageLabels, JOB_PAGE_SIZE, JobsText, type MyApplication, routes } from '@nexus/contracts';
import { api } from '../../../api/client';
import { useSentinel } from '../../../lib/useSentinel';
import { EmptyState } from '../../../ui/Page';
import { jobKeys } from '../queries';
import { type JobFilters, searchQueryOf } from '../../../ui/jobs/searchParams';
import { JobCard, jobListSx, JobListSkeleton } from './JobCard';
import { StageChip } from './StageChip';

interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

/** A keyset list that loads its next page when its end scrolls into view. */
function InfiniteList<T>({
  queryKey,
  load,
  label,
  empty,
  render,
}: {
  queryKey: readonly unknown[];
  load: (cursor: string | undefined) => Promise<Page<T>>;
  label: string;
  empty: ReactNode;
  render: (item: T) => ReactNode;
}) {
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }) => load(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
  const sentinel = useSentinel(() => void query.fetchNextPage(), query.hasNextPage && !query.isFetchingNextPage);
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  if (query.isPending) return <JobListSkeleton label={`Loading ${label.toLowerCase()}`} />;
  if (items.length === 0) return <>{empty}</>;
  return (
    <>
      <Box component="ul" aria-label={label} sx={jobListSx}>
        {items.map(render)}
      </Box>
      <Box ref={sentinel} sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
        {query.isFetchingNextPage ? <CircularProgress size={24} aria-label={`Loading more ${label.toLowerCase()}`} /> : null}
      </Box>
    </>
  );
}

export function JobSearchResults({ filters }: { filters: JobFilters }) {
  return (
    <InfiniteList
      queryKey={jobKeys.search(filters)}
      load={(cursor) =>
        api.call(
          routes.jobs.search,
          { query: { ...searchQueryOf(filters), pageSize: JOB_PAGE_SIZE.search, ...(cursor ? { cursor } : {}) } },
          { silent: true },
        )
      }
      label="Jobs found"
      empty={
        <EmptyState icon={<WorkOutlined />} title={JobsText.noJobs}>
          Try fewer filters or another keyword.
        </EmptyState>
      }
      render={(job) => <JobCard key={job.id} job={job} />}
    />
  );
}

export function SavedJobs() {
  return (
    <InfiniteList
      queryKey={jobKeys.saved}
      load={(cursor) => api.call(routes.jobs.saved, { query: cursor ? { cursor } : {} }, { silent: true })}
      label={JobsText.savedTab}
      empty={
        <EmptyState icon={<BookmarkBorderOutlined />} title={JobsText.noSavedJobs}>
          Save a job to find it here later.
        </EmptyState>
      }
      render={(job) => <JobCard key={job.id} job={job} />}
    />
  );
}

export function MyApplications() {
  return (
    <InfiniteList
      queryKey={jobKeys.applications}
      load={(cursor) => api.call(routes.jobs.applications, { query: cursor ? { cursor } : {} }, { silent: true })}
      label={JobsText.applicationsTab}
      empty={
        <EmptyState icon={<AssignmentTurnedInOutlined />} title={JobsText.noApplications}>
          Where each application stands shows here once you apply.
        </EmptyState>
      }
      render={(application) => <ApplicationRow key={application.id} application={application} />}
    />
  );
}

function ApplicationRow({ application }: { application: MyApplication }) {
  const last = application.history[application.history.length - 1];
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Box sx={{ flex: 1, minWidth: 200 }}>
          <Link
            component={RouterLink}
            to={`/jobs/${application.job.id}`}
            underline="hover"
            color="inherit"
            sx={{ fontWeight: 700 }}
          >
            {application.job.title}
          </Link>
          <Typography variant="body2" color="text.secondary">
            {application.job.companyName} · Applied {new Date(application.createdAt).toLocaleDateString()}
          </Typography>
          {last ? (
            <Typography variant="caption" color="text.secondary">
              {ApplicationStageLabels[last.stage]} since {new Date(last.at).toLocaleDateString()}
            </Typography>
          ) : null}
        </Box>
        <StageChip stage={application.stage} />
      </Stack>
    </Paper>
  );
}
