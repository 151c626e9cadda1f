import { useCallback, useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import { type z } from 'zod';
import { ApplicationFormLabels as L, applyBodySchema, type Job, JobsText, routes } from '@nexus/contracts';
import { api, isHandledError } from '../../../api/client';
import { useResumeImport } from '../../../lib/resumeImportStore';
import { useSession } from '../../../lib/session/useSession';
import { FormDialog, useResetOnOpen } from '../../../ui/FormDialog';
import { FormTextField, applyIssues } from '../../../ui/forms';
import { ResumeUpload } from '../../../ui/profile-files';
import { toast } from '../../../ui/toast/toast';
import { jobKeys } from '../queries';

const LABELS = {
  save: JobsText.apply,
  cancel: 'Cancel',
  discardTitle: 'Discard your application?',
  discard: 'Discard',
  keepEditing: 'Keep editing',
} as const;
const FIELDS = ['firstName', 'lastName', 'email', 'phoneNumber', 'location', 'coverLetter', 'screeningAnswers'] as const;
type FormValues = z.input<typeof applyBodySchema>;
type FormOutput = z.output<typeof applyBodySchema>;

/**
 * The application form, with §3's labels exactly, pre-filled from the member's profile; the resume is the one on
 * file (a new one can be uploaded here, with progress, and becomes the one on file).
 */
export function ApplyDialog({ job, open, onClose }: { job: Job; open: boolean; onClose: () => void }) {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const profile = useQuery({
    queryKey: ['profile', user?.id, 'own'],
    queryFn: () => api.call(routes.profiles.get, { params: { id: user!.id } }, { silent: true }),
    enabled: open && Boolean(user),
  });
  // A resume uploaded here becomes the one on file: read the profile again.
  const resumeImport = useResumeImport();
  const refetchProfile = profile.refetch;
  useEffect(() => {
    if (resumeImport) void refetchProfile();
  }, [resumeImport, refetchProfile]);
  const prefill = useCallback(
    (): FormValues => ({
      firstName: profile.data?.firstName ?? user?.firstName ?? '',
      lastName: profile.data?.lastName ?? user?.lastName ?? '',
      email: user?.username ?? '',
      phoneNumber: '',
      location: profile.data?.location ?? '',
      coverLetter: '',
      screeningAnswers: job.screeningQuestions.map(() => ''),
    }),
    [profile.data, user, job.screeningQuestions],
  );
  const form = useForm<FormValues, unknown, FormOutput>({ resolver: zodResolver(applyBodySchema), defaultValues: prefill() });
  const { handleSubmit, formState, reset, setError } = form;
  useResetOnOpen(
    open && !profile.isPending,
    useCallback(() => reset(prefill()), [prefill, reset]),
  );

  const onSubmit = handleSubmit(async (body) => {
    const sent = await api.call(routes.jobs.apply, { params: { id: job.id }, body }, { silent: true, handleError: true });
    if (isHandledError(sent)) {
      if (!applyIssues(sent.issues, FIELDS, setError)) toast.error(sent.message);
      return;
    }
    toast.success(JobsText.applicationSent);
    await queryClient.invalidateQueries({ queryKey: jobKeys.all });
    onClose();
  });

  const hasResume = Boolean(profile.data?.resumeUrl);
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={`${JobsText.apply}: ${job.title}`}
      onSubmit={onSubmit}
      isDirty={formState.isDirty}
      isSubmitting={formState.isSubmitting}
      labels={LABELS}
      discardMessage="What you wrote in this application will be lost."
      maxWidth={false}
      paperMaxWidth={640}
    >
      <Stack spacing={2.5} sx={{ py: 1 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormTextField form={form} name="firstName" label={L.firstName} autoComplete="given-name" fullWidth />
          <FormTextField form={form} name="lastName" label={L.lastName} autoComplete="family-name" fullWidth />
        </Stack>
        <FormTextField form={form} name="email" label={L.email} type="email" autoComplete="email" />
        <FormTextField form={form} name="phoneNumber" label={L.phoneNumber} type="tel" autoComplete="tel" />
        <FormTextField form={form} name="location" label={L.location} autoComplete="address-level2" />
        <Stack spacing={1} component="section" aria-labelledby="apply-resume">
          <Typography id="apply-resume" variant="subtitle2" component="h3">
            {L.resume}
          </Typography>
          {hasResume ? (
            <Typography sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <DescriptionOutlined aria-hidden color="primary" />
              {JobsText.resumeOnFile}
            </Typography>
          ) : (
            <Alert severity="info">{JobsText.noResume}</Alert>
          )}
          <ResumeUpload label={JobsText.uploadResume} />
        </Stack>
        <FormTextField form={form} name="coverLetter" label={L.coverLetter} optional multiline minRows={4} />
        {job.screeningQuestions.length > 0 ? (
          <Stack spacing={2} component="section" aria-labelledby="apply-screening">
            <Typography id="apply-screening" variant="subtitle2" component="h3">
              {L.screeningQuestions}
            </Typography>
            {job.screeningQuestions.map((question, i) => (
              <FormTextField key={i} form={form} name={`screeningAnswers.${i}`} label={question} multiline minRows={2} />
            ))}
          </Stack>
        ) : null}
      </Stack>
    </FormDialog>
  );
}
