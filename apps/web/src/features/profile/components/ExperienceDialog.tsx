import { useCallback } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import { experienceBodySchema, routes, type Experience, type ExperienceBody, type Profile } from '@nexus/contracts';
import { api, isHandledError } from '../../../api/client';
import { FormDialog, useResetOnOpen } from '../../../ui/FormDialog';
import { FormTextField, applyIssues } from '../../../ui/forms';
import { profileKeys } from '../../../lib/people/queries';
import { toast } from '../../../ui/toast/toast';

export const ExperienceLabels = {
  addTitle: 'Add experience',
  editTitle: 'Edit experience',
  title: 'Title',
  companyName: 'Company',
  location: 'Location',
  startDate: 'Start date',
  endDate: 'End date',
  current: 'I currently work here',
  description: 'Description',
  added: 'Experience added',
  saved: 'Experience saved',
  endDateRequired: 'is required unless you currently work here',
  startDateRequired: 'is required',
} as const;

export interface ExperienceFormValues {
  title: string;
  companyName: string;
  location: string;
  /** 'YYYY-MM': a month, as profiles show experiences ('Mar 2021'). */
  startDate: string;
  endDate: string;
  current: boolean;
  description: string;
}

const FIELDS = ['title', 'companyName', 'location', 'startDate', 'endDate', 'description'] as const;

/** A month field's 'YYYY-MM' as the first of that month ('' stays '' for the schema to name). */
const firstOfMonth = (month: string) => (month ? `${month}-01` : '');

/** The form's values as the contracts' experience body: 'I currently work here' is an empty end date. */
export function toExperienceBody({ current, ...values }: ExperienceFormValues) {
  return {
    ...values,
    startDate: firstOfMonth(values.startDate),
    endDate: current || !values.endDate ? null : firstOfMonth(values.endDate),
  };
}

export function experienceFormDefaults(experience: Experience | null): ExperienceFormValues {
  return {
    title: experience?.title ?? '',
    companyName: experience?.companyName ?? '',
    location: experience?.location ?? '',
    startDate: experience?.startDate.slice(0, 7) ?? '',
    endDate: experience?.endDate?.slice(0, 7) ?? '',
    current: experience ? experience.endDate === null : false,
    description: experience?.description ?? '',
  };
}

const bodyResolver = zodResolver(experienceBodySchema);

/**
 * The contracts' schema over the body the form makes, plus: a start month (not the schema's 'YYYY-MM-DD'
 * wording for a field that takes a month), and an end month unless 'I currently work here'.
 */
const experienceResolver: Resolver<ExperienceFormValues, unknown, ExperienceBody> = async (values, context, options) => {
  const result = await bodyResolver(toExperienceBody(values), context, options as never);
  const required = {
    ...(!values.startDate ? { startDate: { type: 'required', message: ExperienceLabels.startDateRequired } } : {}),
    ...(!values.current && !values.endDate && !result.errors.endDate
      ? { endDate: { type: 'required', message: ExperienceLabels.endDateRequired } }
      : {}),
  };
  if (Object.keys(required).length > 0) return { values: {}, errors: { ...result.errors, ...required } };
  return result as Awaited<ReturnType<Resolver<ExperienceFormValues, unknown, ExperienceBody>>>;
};

export interface ExperienceDialogProps {
  profile: Profile;
  /** The experience to edit; null to add one. */
  experience: Experience | null;
  open: boolean;
  onClose: () => void;
}

/** §2 'experience modal': add or edit one experience; cancelling unsaved edits asks first. */
export function ExperienceDialog({ profile, experience, open, onClose }: ExperienceDialogProps) {
  const queryClient = useQueryClient();
  const form = useForm<ExperienceFormValues, unknown, ExperienceBody>({
    resolver: experienceResolver,
    defaultValues: experienceFormDefaults(experience),
  });
  const { control, handleSubmit, formState, reset, setError } = form;
  const current = useWatch({ control, name: 'current' });
  useResetOnOpen(
    open,
    useCallback(() => reset(experienceFormDefaults(experience)), [experience, reset]),
  );

  // Read while rendering, so react-hook-form tracks them.
  const { isDirty, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (body) => {
    const params = { id: profile.userId };
    const res = experience
      ? await api.call(
          routes.profiles.updateExperience,
          { params: { ...params, experienceId: experience.id }, body },
          { silent: true, handleError: true },
        )
      : await api.call(routes.profiles.addExperience, { params, body }, { silent: true, handleError: true });
    if (isHandledError(res)) {
      if (!applyIssues(res.issues, FIELDS, setError)) toast.error(res.message);
      return;
    }
    queryClient.setQueryData<Profile>(profileKeys.detail(profile.userId), (old) => (old ? { ...old, experiences: res } : old));
    toast.success(experience ? ExperienceLabels.saved : ExperienceLabels.added);
    onClose();
  });

  const L = ExperienceLabels;
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={experience ? L.editTitle : L.addTitle}
      onSubmit={onSubmit}
      isDirty={isDirty}
      isSubmitting={isSubmitting}
      discardMessage="The changes you made to this experience will be lost."
      maxWidth={false}
      paperMaxWidth={600}
    >
      <Stack spacing={2.5} sx={{ py: 1 }}>
        <FormTextField form={form} name="title" label={L.title} autoComplete="organization-title" autoFocus />
        <FormTextField form={form} name="companyName" label={L.companyName} autoComplete="organization" />
        <FormTextField form={form} name="location" label={L.location} optional />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormTextField
            form={form}
            name="startDate"
            label={L.startDate}
            type="month"
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <FormTextField
            form={form}
            name="endDate"
            label={L.endDate}
            type="month"
            optional
            disabled={current}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Stack>
        <Controller
          control={control}
          name="current"
          render={({ field }) => (
            <FormControlLabel
              sx={{ mt: '4px !important' }}
              label={L.current}
              control={
                <Checkbox
                  checked={field.value}
                  onChange={(_, checked) => field.onChange(checked)}
                  onBlur={field.onBlur}
                  slotProps={{ input: { ref: field.ref } }}
                />
              }
            />
          )}
        />
        <FormTextField form={form} name="description" label={L.description} optional multiline minRows={4} />
      </Stack>
    </FormDialog>
  );
}
