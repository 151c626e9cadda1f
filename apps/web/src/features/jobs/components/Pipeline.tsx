import { useState } from 'react';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import {
  APPLICATION_STAGES,
  type ApplicationStage,
  ApplicationFormLabels,
  ApplicationStageLabels,
  JOB_LIMITS,
  JOB_PAGE_SIZE,
  JobsText,
  type PipelineApplication,
  routes,
} from '@nexus/contracts';
import { api } from '../../../api/client';
import { saveFile } from '../../../lib/download';
import { useSentinel } from '../../../lib/useSentinel';
import { EmptyState } from '../../../ui/Page';
import { toast } from '../../../ui/toast/toast';
import { jobKeys } from '../queries';
import { jobListSx, JobListSkeleton } from './JobCard';
import { StageChip } from './StageChip';

const ALL = 'all';

/** A job's applicants by stage; each can be moved to another stage with a note (the applicant gets a ping). */
export function Pipeline({ partnerId, jobId }: { partnerId: string; jobId: string }) {
  const [stage, setStage] = useState<ApplicationStage | typeof ALL>(ALL);
  const query = useInfiniteQuery({
    queryKey: jobKeys.pipeline(jobId, stage),
    queryFn: ({ pageParam }) =>
      api.call(
        routes.recruit.pipeline,
        {
          params: { partnerId, jobId },
          query: {
            pageSize: JOB_PAGE_SIZE.pipeline,
            ...(stage === ALL ? {} : { stage }),
            ...(pageParam ? { cursor: pageParam } : {}),
          },
        },
        { silent: true },
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
  const sentinel = useSentinel(() => void query.fetchNextPage(), query.hasNextPage && !query.isFetchingNextPage);
  const applications = query.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <Box component="section" aria-label={JobsText.pipeline}>
      <Tabs
        value={stage}
        onChange={(_, v: ApplicationStage | typeof ALL) => setStage(v)}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 2 }}
      >
        <Tab value={ALL} label="All" />
        {APPLICATION_STAGES.map((s) => (
          <Tab key={s} value={s} label={ApplicationStageLabels[s]} />
        ))}
      </Tabs>
      {query.isPending ? (
        <JobListSkeleton label="Loading applicants" />
      ) : applications.length === 0 ? (
        <EmptyState icon={<PeopleOutlined />} title={JobsText.noApplicants}>
          Applicants show here as they apply.
        </EmptyState>
      ) : (
        <Box component="ul" aria-label="Applicants" sx={jobListSx}>
          {applications.map((a) => (
            <ApplicantRow key={a.id} partnerId={partnerId} jobId={jobId} application={a} />
          ))}
        </Box>
      )}
      <Box ref={sentinel} />
    </Box>
  );
}

function ApplicantRow({
  partnerId,
  jobId,
  application: a,
}: {
  partnerId: string;
  jobId: string;
  application: PipelineApplication;
}) {
  const [moving, setMoving] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const name = `${a.firstName} ${a.lastName}`;
  const downloadResume = async () => {
    setDownloading(true);
    const got = await api.download(routes.recruit.resume, { params: { partnerId, jobId, applicationId: a.id } });
    setDownloading(false);
    if (got) saveFile(got.file, `${name} ${got.name}`);
  };
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start', flexWrap: 'wrap' }} useFlexGap>
        <Box sx={{ flex: 1, minWidth: 220 }}>
          <Typography sx={{ fontWeight: 700 }}>{name}</Typography>
          <Typography variant="body2" color="text.secondary">
            {a.email} · {a.phoneNumber} · {a.location}
          </Typography>
          {a.coverLetter ? (
            <Typography variant="body2" sx={{ mt: 1, whiteSpace: 'pre-wrap' }}>
              {a.coverLetter}
            </Typography>
          ) : null}
          {a.screening.map(({ question, answer }, i) => (
            <Typography key={i} variant="body2" sx={{ mt: 0.5 }}>
              <strong>{question}</strong> {answer}
            </Typography>
          ))}
          <Box component="ol" aria-label="Stage history" sx={{ pl: 2.5, my: 1 }}>
            {a.history.map((e, i) => (
              <Typography key={i} component="li" variant="caption" color="text.secondary">
                {ApplicationStageLabels[e.stage]}, {new Date(e.at).toLocaleString()}
                {e.by ? ` by ${e.by}` : ''}
                {e.note ? ` — ${JobsText.note}: ${e.note}` : ''}
              </Typography>
            ))}
          </Box>
        </Box>
        <Stack spacing={1} sx={{ alignItems: 'flex-end' }}>
          <StageChip stage={a.stage} />
          {a.hasResume ? (
            <Button
              size="small"
              startIcon={<FileDownloadOutlined />}
              loading={downloading}
              onClick={() => void downloadResume()}
              aria-label={`${ApplicationFormLabels.resume} (${name})`}
            >
              {ApplicationFormLabels.resume}
            </Button>
          ) : null}
          <Button size="small" variant="outlined" onClick={() => setMoving(true)} aria-label={`${JobsText.moveTo}… (${name})`}>
            {JobsText.moveTo}…
          </Button>
        </Stack>
      </Stack>
      <MoveDialog partnerId={partnerId} jobId={jobId} application={a} open={moving} onClose={() => setMoving(false)} />
    </Paper>
  );
}

function MoveDialog({
  partnerId,
  jobId,
  application,
  open,
  onClose,
}: {
  partnerId: string;
  jobId: string;
  application: PipelineApplication;
  open: boolean;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const [stage, setStage] = useState<ApplicationStage>(application.stage);
  const [note, setNote] = useState('');
  const move = useMutation({
    mutationFn: () =>
      api.call(routes.recruit.move, { params: { partnerId, jobId, applicationId: application.id }, body: { stage, note } }),
    onSuccess: async () => {
      toast.success(JobsText.stageChanged);
      setNote('');
      onClose();
      await queryClient.invalidateQueries({ queryKey: jobKeys.recruitAll });
    },
  });
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={`move-${application.id}`}>
      <DialogTitle id={`move-${application.id}`}>
        {JobsText.moveTo}: {application.firstName} {application.lastName}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField select label={JobsText.moveTo} value={stage} onChange={(e) => setStage(e.target.value as ApplicationStage)}>
            {APPLICATION_STAGES.map((s) => (
              <MenuItem key={s} value={s}>
                {ApplicationStageLabels[s]}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={JobsText.note}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: JOB_LIMITS.note } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" loading={move.isPending} onClick={() => move.mutate()}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
