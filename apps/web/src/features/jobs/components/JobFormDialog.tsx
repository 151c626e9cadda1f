import { useCallback } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { z } from 'zod';
import {
  EmploymentTypeLabels,
  ExperienceLevelLabels,
  jobBodySchema,
  JobFieldLabels,
  JobsText,
  type RecruitJob,
  routes,
  WorkplaceLabels,
} from '@nexus/contracts';
import { api, isHandledError } from '../../../api/client';
import { FormDialog, useResetOnOpen } from '../../../ui/FormDialog';
import { FormTextField, applyIssues } from '../../../ui/forms';
import { toast } from '../../../ui/toast/toast';
import { jobKeys } from '../queries';

/** The job's fields, with the screening questions typed one a line. */
const formSchema = jobBodySchema.omit({ screeningQuestions: true }).extend({
  screeningQuestions: z.string().transform((text) =>
    text
      .split('\n')
      .map((q) => q.trim())
      .filter(Boolean),
  ),
  publish: z.boolean(),
});
type FormValues = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;
const FIELDS = Object.keys(jobBodySchema.shape) as (keyof typeof jobBodySchema.shape)[];
const SELECTS = {
  employmentType: EmploymentTypeLabels,
  workplace: WorkplaceLabels,
  experienceLevel: ExperienceLevelLabels,
  visibility: { public: 'Public', private: JobsText.privateJob },
} as const;
const TEXTS = ['country', 'province', 'city', 'companyName', 'jobTitle', 'industry', 'areaOfExpertise'] as const;
const OPTIONAL = new Set<string>(['province', 'city']);

const valuesOf = (job: RecruitJob | null, companyName: string): FormValues => ({
  title: job?.title ?? '',
  description: job?.description ?? '',
  employmentType: job?.employmentType ?? 'full_time',
  workplace: job?.workplace ?? 'on_site',
  experienceLevel: job?.experienceLevel ?? 'mid_senior',
  country: job?.country ?? '',
  province: job?.province ?? '',
  city: job?.city ?? '',
  companyName: job?.companyName ?? companyName,
  jobTitle: job?.jobTitle ?? '',
  industry: job?.industry ?? '',
  areaOfExpertise: job?.areaOfExpertise ?? '',
  willRelocateApplicant: job?.willRelocateApplicant ?? false,
  visibility: job?.visibility ?? 'public',
  screeningQuestions: job?.screeningQuestions.join('\n') ?? '',
  publish: true,
});

/** Post a job (mode new: published at once or kept as a draft) or edit one (mode edit). */
export function JobFormDialog({
  partnerId,
  companyName,
  job,
  open,
  onClose,
}: {
  partnerId: string;
  companyName: string;
  job: RecruitJob | null;
  open: boolean;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const form = useForm<FormValues, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: valuesOf(job, companyName),
  });
  const { handleSubmit, formState, reset, setError, control } = form;
  useResetOnOpen(
    open,
    useCallback(() => reset(valuesOf(job, companyName)), [job, companyName, reset]),
  );

  const onSubmit = handleSubmit(async ({ publish, ...body }) => {
    const saved = job
      ? await api.call(routes.recruit.edit, { params: { partnerId, jobId: job.id }, body }, { silent: true, handleError: true })
      : await api.call(
          routes.recruit.create,
          { params: { partnerId }, body: { ...body, publish } },
          { silent: true, handleError: true },
        );
    if (isHandledError(saved)) {
      const issues = saved.issues.map((i) => ({ ...i, field: i.field.split('.')[0]! }));
      if (!applyIssues(issues, FIELDS, setError)) toast.error(saved.message);
      return;
    }
    toast.success(job ? JobsText.jobUpdated : saved.status === 'active' ? JobsText.jobPublished : JobsText.jobSaved);
    await queryClient.invalidateQueries({ queryKey: jobKeys.recruit(partnerId) });
    onClose();
  });

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={job ? JobsText.editJob : JobsText.postJob}
      onSubmit={onSubmit}
      isDirty={formState.isDirty}
      isSubmitting={formState.isSubmitting}
      discardMessage="What you wrote for this job will be lost."
      maxWidth={false}
      paperMaxWidth={720}
    >
      <Stack spacing={2.5} sx={{ py: 1 }}>
        <FormTextField form={form} name="title" label={JobFieldLabels.title} autoFocus autoComplete="off" />
        <FormTextField form={form} name="description" label={JobFieldLabels.description} multiline minRows={5} />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, minmax(0, 1fr))' } }}>
          {(Object.keys(SELECTS) as (keyof typeof SELECTS)[]).map((key) => (
            <Controller
              key={key}
              control={control}
              name={key}
              render={({ field }) => (
                <FormTextField
                  form={form}
                  name={key}
                  label={JobFieldLabels[key]}
                  select
                  fullWidth
                  value={field.value}
                  onChange={field.onChange}
                >
                  {Object.entries(SELECTS[key]).map(([value, label]) => (
                    <MenuItem key={value} value={value}>
                      {label}
                    </MenuItem>
                  ))}
                </FormTextField>
              )}
            />
          ))}
        </Box>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ flexWrap: 'wrap' }} useFlexGap>
          {TEXTS.map((key) => (
            <FormTextField
              key={key}
              form={form}
              name={key}
              label={JobFieldLabels[key]}
              optional={OPTIONAL.has(key)}
              sx={{ flex: '1 1 200px' }}
            />
          ))}
        </Stack>
        <FormTextField
          form={form}
          name="screeningQuestions"
          label={JobFieldLabels.screeningQuestions}
          optional
          multiline
          minRows={2}
        />
        <Controller
          control={control}
          name="willRelocateApplicant"
          render={({ field }) => (
            <FormControlLabel
              control={<Checkbox checked={Boolean(field.value)} onChange={(e) => field.onChange(e.target.checked)} />}
              label={JobFieldLabels.willRelocateApplicant}
            />
          )}
        />
        {job ? null : (
          <Controller
            control={control}
            name="publish"
            render={({ field }) => (
              <FormControlLabel
                control={<Checkbox checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />}
                label={`${JobsText.publishJob} now (otherwise: ${JobsText.saveDraft.toLowerCase()})`}
              />
            )}
          />
        )}
      </Stack>
    </FormDialog>
  );
}
