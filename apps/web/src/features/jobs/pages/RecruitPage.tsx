import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import PersonSearchOutlined from '@mui/icons-material/PersonSearchOutlined';
import {
  JOB_PAGE_SIZE,
  JobsText,
  JobStatus,
  JobStatusLabels,
  plural,
  type RecruitJob,
  routes,
  Visibility,
} from '@nexus/contracts';
import { api } from '../../../api/client';
import { useSession } from '../../../lib/session/useSession';
import { useSentinel } from '../../../lib/useSentinel';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { EmptyState, PageHeading } from '../../../ui/Page';
import { toast } from '../../../ui/toast/toast';
import { jobListSx, JobListSkeleton } from '../components/JobCard';
import { JobFormDialog } from '../components/JobFormDialog';
import { jobPlace, jobTerms } from '../components/jobText';
import { Matches } from '../components/Matches';
import { Pipeline } from '../components/Pipeline';
import { jobKeys } from '../queries';

/** /recruit: the partner's jobs in every status, their actions (modes), and the open job's pipeline and matches. */
export function RecruitPage() {
  const { partner, user } = useSession();
  const partnerId = partner?.id ?? user?.partnerId ?? null;
  const [params, setParams] = useSearchParams();
  const openJobId = params.get('job');
  const [editing, setEditing] = useState<RecruitJob | 'new' | null>(null);
  const query = useInfiniteQuery({
    queryKey: jobKeys.recruit(partnerId ?? ''),
    queryFn: ({ pageParam }) =>
      api.call(
        routes.recruit.list,
        {
          params: { partnerId: partnerId! },
          query: { pageSize: JOB_PAGE_SIZE.partnerJobs, ...(pageParam ? { cursor: pageParam } : {}) },
        },
        { silent: true },
      ),
    enabled: Boolean(partnerId),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
  const sentinel = useSentinel(() => void query.fetchNextPage(), query.hasNextPage && !query.isFetchingNextPage);
  const jobs = query.data?.pages.flatMap((p) => p.items) ?? [];
  const open = (jobId: string | null) => {
    const next = new URLSearchParams(params);
    if (jobId) next.set('job', jobId);
    else next.delete('job');
    setParams(next);
  };

  if (!partnerId) {
    return (
      <>
        <PageHeading title={JobsText.recruit} />
        <EmptyState icon={<PersonSearchOutlined />} title="Recruit is for partner accounts">
          Sign in with your company's account to post jobs and follow your candidates.
        </EmptyState>
      </>
    );
  }
  return (
    <>
      <PageHeading
        title={JobsText.recruit}
        description="Your jobs, their applicants and the members who match them."
        actions={
          <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setEditing('new')}>
            {JobsText.postJob}
          </Button>
        }
      />
      {query.isPending ? (
        <JobListSkeleton label="Loading your jobs" />
      ) : jobs.length === 0 ? (
        <EmptyState icon={<PersonSearchOutlined />} title={JobsText.noPartnerJobs}>
          A job you post shows here with its applicants and matching candidates.
        </EmptyState>
      ) : (
        <Box component="ul" aria-label="Your jobs" sx={jobListSx}>
          {jobs.map((job) => (
            <RecruitJobCard
              key={job.id}
              partnerId={partnerId}
              job={job}
              expanded={job.id === openJobId}
              onToggle={() => open(job.id === openJobId ? null : job.id)}
              onEdit={() => setEditing(job)}
            />
          ))}
        </Box>
      )}
      <Box ref={sentinel} />
      <JobFormDialog
        partnerId={partnerId}
        companyName={partner?.name ?? ''}
        job={editing === 'new' ? null : editing}
        open={editing !== null}
        onClose={() => setEditing(null)}
      />
    </>
  );
}

type Action = 'publish' | 'renew' | 'repost' | 'close' | 'delete';

function RecruitJobCard({
  partnerId,
  job,
  expanded,
  onToggle,
  onEdit,
}: {
  partnerId: string;
  job: RecruitJob;
  expanded: boolean;
  onToggle: () => void;
  onEdit: () => void;
}) {
  const queryClient = useQueryClient();
  const [confirm, setConfirm] = useState<'close' | 'delete' | null>(null);
  const [panel, setPanel] = useState<'pipeline' | 'matches'>('pipeline');
  const params = { partnerId, jobId: job.id };
  const act = useMutation({
    mutationFn: async (action: Action): Promise<unknown> => {
      switch (action) {
        case 'publish':
          return api.call(routes.recruit.setStatus, { params, body: { status: JobStatus.Active } });
        case 'close':
          return api.call(routes.recruit.setStatus, { params, body: { status: JobStatus.Closed } });
        case 'renew':
          return api.call(routes.recruit.renew, { params });
        case 'repost':
          return api.call(routes.recruit.repost, { params });
        case 'delete':
          return api.call(routes.recruit.remove, { params });
      }
    },
    onSuccess: async (_, action) => {
      const done = {
        publish: JobsText.jobPublished,
        close: JobsText.jobClosed,
        renew: JobsText.jobRenewed,
        repost: JobsText.jobReposted,
        delete: JobsText.jobDeleted,
      };
      toast.success(done[action]);
      setConfirm(null);
      await queryClient.invalidateQueries({ queryKey: jobKeys.recruit(partnerId) });
    },
  });
  const live = job.status === JobStatus.Active;
  const actions: { label: string; run: () => void; show: boolean }[] = [
    { label: JobsText.editJob, run: onEdit, show: job.status === JobStatus.Draft || live },
    { label: JobsText.publishJob, run: () => act.mutate('publish'), show: job.status === JobStatus.Draft },
    { label: JobsText.renewJob, run: () => act.mutate('renew'), show: live || job.status === JobStatus.Expired },
    { label: JobsText.repostJob, run: () => act.mutate('repost'), show: job.status === JobStatus.Closed },
    { label: JobsText.closeJob, run: () => setConfirm('close'), show: live || job.status === JobStatus.Expired },
    { label: JobsText.deleteJob, run: () => setConfirm('delete'), show: true },
  ];
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start', flexWrap: 'wrap' }} useFlexGap>
        <Box sx={{ flex: 1, minWidth: 220 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
              {job.title}
            </Typography>
            <Chip size="small" label={JobStatusLabels[job.status]} color={live ? 'success' : 'default'} />
            {job.visibility === Visibility.Private ? <Chip size="small" label="Private" variant="outlined" /> : null}
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {jobPlace(job)} · {jobTerms(job)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {plural(job.applicantCount, 'applicant', 'applicants')} ·{' '}
            {plural(job.matchCount, 'matching candidate', 'matching candidates')}
            {job.expiresAt && job.status !== JobStatus.Closed
              ? ` · ${JobsText.expiresOn} ${new Date(job.expiresAt).toLocaleDateString()}`
              : ''}
          </Typography>
        </Box>
        <Button variant={expanded ? 'contained' : 'outlined'} onClick={onToggle} aria-expanded={expanded}>
          {JobsText.pipeline}
        </Button>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ mt: 1.5, flexWrap: 'wrap' }} useFlexGap>
        {actions
          .filter((a) => a.show)
          .map((a) => (
            <Button key={a.label} size="small" onClick={a.run} disabled={act.isPending}>
              {a.label}
            </Button>
          ))}
      </Stack>
      {job.visibility === Visibility.Private ? <InviteMembers partnerId={partnerId} jobId={job.id} /> : null}
      {expanded ? (
        <Box sx={{ mt: 2 }}>
          <Tabs value={panel} onChange={(_, v: 'pipeline' | 'matches') => setPanel(v)} sx={{ mb: 2 }}>
            <Tab value="pipeline" label={JobsText.pipeline} />
            <Tab value="matches" label={JobsText.matches} />
          </Tabs>
          {panel === 'pipeline' ? (
            <Pipeline partnerId={partnerId} jobId={job.id} />
          ) : (
            <Matches partnerId={partnerId} jobId={job.id} />
          )}
        </Box>
      ) : null}
      <ConfirmDialog
        open={confirm !== null}
        title={confirm === 'delete' ? JobsText.deleteJob : JobsText.closeJob}
        okColor="error"
        busy={act.isPending}
        onCancel={() => setConfirm(null)}
        onConfirm={() => confirm && act.mutate(confirm)}
      >
        {confirm === 'delete' ? JobsText.confirmDelete : JobsText.confirmClose}
      </ConfirmDialog>
    </Paper>
  );
}

/** Invite members to a private job by their e-mails. */
function InviteMembers({ partnerId, jobId }: { partnerId: string; jobId: string }) {
  const [emails, setEmails] = useState('');
  const invite = useMutation({
    mutationFn: () =>
      api.call(routes.recruit.invite, {
        params: { partnerId, jobId },
        body: {
          emails: emails
            .split(',')
            .map((e) => e.trim())
            .filter(Boolean),
        },
      }),
    onSuccess: () => {
      toast.success(JobsText.invited);
      setEmails('');
    },
  });
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1.5 }}>
      <TextField
        size="small"
        fullWidth
        label={JobsText.inviteEmails}
        value={emails}
        onChange={(e) => setEmails(e.target.value)}
      />
      <Button variant="outlined" onClick={() => invite.mutate()} loading={invite.isPending} disabled={!emails.trim()}>
        {JobsText.invite}
      </Button>
    </Stack>
  );
}
