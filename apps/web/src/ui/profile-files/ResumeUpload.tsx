import { useEffect, useId, useRef, type ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { ResumeImportStatus, routes } from '@nexus/contracts';
import { api, isHandledError } from '../../api/client';
import { acceptFor, uploadHint } from '../../api/uploads';
import { resumeImportStore, useResumeImport } from '../../lib/resumeImportStore';
import { useSession } from '../../lib/session/useSession';
import { useUpload } from './useUpload';

export const ResumeUploadLabels = {
  upload: 'Upload a resume',
  uploading: 'Uploading your resume',
  reading: 'Reading your resume…',
} as const;

const route = routes.files.uploadResume;
/** If the socket's answer does not come, ask for it (the reading takes seconds). */
const POLL_MS = 4000;
const POLL_FOR_MS = 2 * 60_000;

/**
 * A resume upload button with progress, then 'Reading your resume…' until the proposals arrive (the session's
 * listener opens the proposals dialog; for onboarding the sign-up step shows them inline).
 */
export function ResumeUpload({
  forOnboarding = false,
  label = ResumeUploadLabels.upload,
}: {
  forOnboarding?: boolean;
  label?: string;
}) {
  const { user } = useSession();
  const input = useRef<HTMLInputElement>(null);
  const helpId = useId();
  const { progress, uploading, error, uploadChosen } = useUpload(route.upload);
  const current = useResumeImport();
  const reading = current?.status === ResumeImportStatus.Reading && current.forOnboarding === forOnboarding;
  const userId = user?.id;

  useEffect(() => {
    if (!reading || !userId) return;
    const until = Date.now() + POLL_FOR_MS;
    const timer = window.setInterval(() => {
      if (Date.now() > until) {
        window.clearInterval(timer);
        return;
      }
      void api.call(routes.files.resumeImport, { params: { id: userId } }, { silent: true, handleError: true }).then((res) => {
        const latest = resumeImportStore.get();
        if (isHandledError(res) || res.status === ResumeImportStatus.Reading) return;
        if (latest?.status === ResumeImportStatus.Reading) resumeImportStore.set(res);
      });
    }, POLL_MS);
    return () => window.clearInterval(timer);
  }, [reading, userId]);

  if (!user) return null;

  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const res = await uploadChosen(e, 'resume', (file, onUploadProgress) =>
      api.call(
        route,
        { params: { id: user.id }, query: { forOnboarding: forOnboarding ? 'true' : 'false' }, file },
        { handleError: true, silent: true, onUploadProgress },
      ),
    );
    if (!res) return;
    resumeImportStore.set(res);
  };

  return (
    <Stack spacing={1} sx={{ maxWidth: 420 }}>
      <input ref={input} type="file" hidden accept={acceptFor(route.upload)} onChange={(e) => void onFile(e)} />
      <Box>
        <Button
          variant="outlined"
          startIcon={<UploadFileOutlined />}
          onClick={() => input.current?.click()}
          loading={uploading}
          disabled={reading}
          aria-describedby={helpId}
        >
          {label}
        </Button>
      </Box>
      {uploading ? (
        <LinearProgress variant="determinate" value={progress ?? 0} aria-label={ResumeUploadLabels.uploading} />
      ) : null}
      {reading ? (
        <Box role="status">
          <Typography variant="body2" sx={{ mb: 0.5 }}>
            {ResumeUploadLabels.reading}
          </Typography>
          <LinearProgress aria-label={ResumeUploadLabels.reading} />
        </Box>
      ) : null}
      <FormHelperText id={helpId} error={Boolean(error)} sx={{ mx: 0 }}>
        {error ?? uploadHint(route.upload)}
      </FormHelperText>
    </Stack>
  );
}
