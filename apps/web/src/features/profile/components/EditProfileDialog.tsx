import { useCallback, type ReactNode } from 'react';
import { Controller, useForm, type Control, type FieldPath, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { PROFILE_LIMITS, routes, updateProfileBodySchema, type Profile } from '@nexus/contracts';
import { api, isHandledError } from '../../../api/client';
import { FormDialog, useResetOnOpen } from '../../../ui/FormDialog';
import { FormTextField, applyIssues } from '../../../ui/forms';
import { normalizeWebsite } from '../../../lib/people/format';
import { profileKeys, profileFormDefaults } from '../../../lib/people/queries';
import { refreshMemberData } from '../../../lib/queryData';
import { toast } from '../../../ui/toast/toast';

export const ProfileFormLabels = {
  title: 'Edit profile',
  headline: 'Headline',
  jobTitle: 'Job title',
  companyName: 'Company',
  industry: 'Industry',
  expertise: 'Area of expertise',
  levelExperience: 'Level of experience',
  website: 'Website',
  aboutMe: 'About',
  goals: 'Goals',
  country: 'Country',
  province: 'Province or state',
  city: 'City',
  genderIdentity: 'Gender identity',
  ageRange: 'Age range',
  showCountry: 'Show my country',
  showProvince: 'Show my province or state',
  showCity: 'Show my city',
  showGoals: 'Show my goals',
  showResume: 'Show my resume',
  showInSuggestions: 'Show me in suggestions',
  saved: 'Your profile is saved',
} as const;

type FormValues = z.input<typeof updateProfileBodySchema>;
type FormBody = z.output<typeof updateProfileBodySchema>;

const bodyResolver = zodResolver(updateProfileBodySchema);
/** The contracts' schema, after adding https:// to a bare domain in the website field. */
const profileResolver: Resolver<FormValues, unknown, FormBody> = (values, context, options) =>
  bodyResolver({ ...values, website: normalizeWebsite(values.website) }, context, options as never) as ReturnType<
    Resolver<FormValues, unknown, FormBody>
  >;

const TEXT_FIELDS = [
  'headline',
  'aboutMe',
  'industry',
  'expertise',
  'levelExperience',
  'companyName',
  'website',
  'jobTitle',
  'goals',
  'country',
  'province',
  'city',
  'genderIdentity',
  'ageRange',
] as const;

/** A switch bound to a boolean field; `inverted` shows the opposite of the stored value. */
function FormSwitch({
  control,
  name,
  label,
  inverted = false,
}: {
  control: Control<FormValues>;
  name: FieldPath<FormValues>;
  label: string;
  inverted?: boolean;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          label={label}
          control={
            <Switch
              checked={inverted ? !field.value : Boolean(field.value)}
              onChange={(_, checked) => field.onChange(inverted ? !checked : checked)}
              onBlur={field.onBlur}
              slotProps={{ input: { ref: field.ref } }}
            />
          }
        />
      )}
    />
  );
}

function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography
        component="legend"
        variant="overline"
        color="text.secondary"
        sx={{ mb: 1.5, p: 0, fontWeight: 700, letterSpacing: '0.08em' }}
      >
        {title}
      </Typography>
      <Stack spacing={2}>{children}</Stack>
    </Box>
  );
}

/** The owner's profile form (headline, about, work, location, personal details and visibility). */
export function EditProfileDialog({ profile, open, onClose }: { profile: Profile; open: boolean; onClose: () => void }) {
  const queryClient = useQueryClient();
  const form = useForm<FormValues, unknown, FormBody>({
    resolver: profileResolver,
    defaultValues: profileFormDefaults(profile),
  });
  const { control, handleSubmit, formState, reset, setError } = form;
  useResetOnOpen(
    open,
    useCallback(() => reset(profileFormDefaults(profile)), [profile, reset]),
  );

  // Read while rendering, so react-hook-form tracks them.
  const { isDirty, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (body) => {
    const res = await api.call(
      routes.profiles.update,
      { params: { id: profile.userId }, body },
      { silent: true, handleError: true },
    );
    if (isHandledError(res)) {
      if (!applyIssues(res.issues, TEXT_FIELDS, setError)) toast.error(res.message);
      return;
    }
    queryClient.setQueryData(profileKeys.detail(profile.userId), res);
    // Names and headlines show in lists and searches too.
    void refreshMemberData(queryClient);
    toast.success(ProfileFormLabels.saved);
    onClose();
  });

  const L = ProfileFormLabels;
  const field = (name: (typeof TEXT_FIELDS)[number], extra: Record<string, unknown> = {}) => (
    <FormTextField form={form} name={name} label={L[name]} optional {...extra} />
  );

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={L.title}
      onSubmit={onSubmit}
      isDirty={isDirty}
      isSubmitting={isSubmitting}
      discardMessage="The changes you made to your profile will be lost."
      maxWidth="md"
    >
      <Stack spacing={4} sx={{ py: 1 }}>
        <FormSection title="Introduction">
          {field('headline', {
            helperText: 'A line about what you do, e.g. Product designer helping teams ship accessible apps',
          })}
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
            {field('jobTitle', { autoComplete: 'organization-title' })}
            {field('companyName', { autoComplete: 'organization' })}
          </Stack>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
            {field('industry')}
            {field('expertise')}
          </Stack>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
            {field('levelExperience', { helperText: 'e.g. Senior, 5–10 years' })}
            {field('website', { type: 'url', autoComplete: 'url', placeholder: 'https://' })}
          </Stack>
        </FormSection>
        <FormSection title="About you">
          {field('aboutMe', { multiline: true, minRows: 4, helperText: `Up to ${PROFILE_LIMITS.aboutMe} characters` })}
          {field('goals', {
            multiline: true,
            minRows: 2,
            helperText: 'What you are looking for: a role, mentors, collaborators…',
          })}
        </FormSection>
        <FormSection title="Location">
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
            {field('city', { autoComplete: 'address-level2' })}
            {field('province', { autoComplete: 'address-level1' })}
            {field('country', { autoComplete: 'country-name' })}
          </Stack>
        </FormSection>
        <FormSection title="Personal details">
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
            {field('genderIdentity')}
            {field('ageRange', { helperText: 'e.g. 25–34' })}
          </Stack>
        </FormSection>
        <FormSection title="Privacy">
          <Typography variant="body2" color="text.secondary" sx={{ mt: -1 }}>
            Hidden details stay on your profile for you, and nobody else sees them.
          </Typography>
          <FormGroup sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2 }}>
            <FormSwitch control={control} name="showCity" label={L.showCity} />
            <FormSwitch control={control} name="showProvince" label={L.showProvince} />
            <FormSwitch control={control} name="showCountry" label={L.showCountry} />
            <FormSwitch control={control} name="showGoals" label={L.showGoals} />
            <FormSwitch control={control} name="showResume" label={L.showResume} />
            <FormSwitch control={control} name="hiddenFromSuggestions" label={L.showInSuggestions} inverted />
          </FormGroup>
        </FormSection>
      </Stack>
    </FormDialog>
  );
}
