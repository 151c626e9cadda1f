import { useMutation, useQueryClient } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import BookmarkBorderOutlined from '@mui/icons-material/BookmarkBorderOutlined';
import BookmarkOutlined from '@mui/icons-material/BookmarkOutlined';
import { type Job, JobSaveStatus, JobsText, routes } from '@nexus/contracts';
import { api } from '../../../api/client';
import { toast } from '../../../ui/toast/toast';
import { jobKeys } from '../queries';

/** Save / Saved: toggles the member's saved job (JobSaveStatus). */
export function SaveJobButton({ job }: { job: Job }) {
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: () =>
      api.call(routes.jobs.save, {
        params: { id: job.id },
        body: { status: job.saved ? JobSaveStatus.Unsaved : JobSaveStatus.Saved },
      }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(jobKeys.job(job.id), saved);
      toast.success(saved.saved ? JobsText.saved : JobsText.unsaved);
      await queryClient.invalidateQueries({ queryKey: jobKeys.all });
    },
  });
  return (
    <Button
      variant={job.saved ? 'contained' : 'outlined'}
      color="primary"
      startIcon={job.saved ? <BookmarkOutlined /> : <BookmarkBorderOutlined />}
      aria-pressed={job.saved}
      loading={save.isPending}
      onClick={() => save.mutate()}
    >
      {job.saved ? JobsText.unsave : JobsText.save}
    </Button>
  );
}
