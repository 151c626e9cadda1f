import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link as RouterLink } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  COMPANY_PAGE_LIMITS,
  COMPANY_SIZES,
  ErrorCode,
  Text,
  companyProfileBodySchema,
  routes,
  type CompanyProfile,
} from '@nexus/contracts';
import { api, isHandledError } from '../../../api/client';
import { FormTextField, applyIssues, errorText } from '../../../ui/forms';
import { normalizeWebsite } from '../../../lib/people/format';
import { toast } from '../../../ui/toast/toast';
import { partnerSettingsKeys } from '../queries';
import { CompanyPageImageUpload } from './CompanyPageImageUpload';
import { CompanyLogo } from '../../../ui/CompanyLogo';

export const CompanyPageLabels = {
  name: 'Organisation name',
  about: 'About',
  website: 'Website',
  logo: 'Logo image address',
  banner: 'Banner image address',
  industry: 'Industry',
  size: 'Company size',
  location: 'Location',
  save: 'Save company page',
  view: 'View company page',
  notStated: 'Not stated',
} as const;

export type FormValues = { [K in keyof z.input<typeof companyProfileBodySchema>]-?: string };
type FormBody = z.output<typeof companyProfileBodySchema>;
const FIELDS = ['name', 'about', 'website', 'logo', 'banner', 'industry', 'size', 'location'] as const;

const bodyResolver = zodResolver(companyProfileBodySchema);
/** An uploaded image's path stays as it is; a bare domain gets https://. */
const imageAddress = (value: string) => (value.trim().startsWith('/') ? value.trim() : normalizeWebsite(value));

/** What the form sends the contracts' schema: https:// added to bare addresses, an empty size read as none. */
export const companyPageValues = (values: FormValues) => ({
  ...values,
  website: normalizeWebsite(values.website),
  logo: imageAddress(values.logo),
  banner: imageAddress(values.banner),
  size: (values.size === '' ? null : values.size) as FormBody['size'],
});
/** The contracts' schema, after adding https:// to bare addresses and reading an empty size as none. */
const resolver: Resolver<FormValues, unknown, FormBody> = (values, context, options) =>
  bodyResolver(companyPageValues(values), context, options as never) as ReturnType<Resolver<FormValues, unknown, FormBody>>;

const defaultsOf = (c: CompanyProfile): FormValues => ({
  name: c.name,
  about: c.about ?? '',
  website: c.website ?? '',
  logo: c.logo ?? '',
  banner: c.banner ?? '',
  industry: c.industry ?? '',
  size: c.size ?? '',
  location: c.location ?? '',
});

/** The company page form of /settings/partner: the fields of PUT partner-profile/{id}, with a live preview of the images. */
export function CompanyPageForm({ company }: { company: CompanyProfile }) {
  const queryClient = useQueryClient();
  const form = useForm<FormValues, unknown, FormBody>({ resolver, defaultValues: defaultsOf(company) });
  const { handleSubmit, formState, setError, control, reset, resetField } = form;
  /** An upload is saved at once: the field takes the new address as its saved value. */
  const onUploaded = (kind: 'logo' | 'banner') => (saved: CompanyProfile) => {
    queryClient.setQueryData(partnerSettingsKeys.companyPage(company.id), saved);
    resetField(kind, { defaultValue: saved[kind] ?? '' });
  };
  const [logo, banner] = useWatch({ control, name: ['logo', 'banner'] });

  const onSubmit = handleSubmit(async (body) => {
    const res = await api.call(routes.partners.update, { params: { id: company.id }, body }, { silent: true, handleError: true });
    if (isHandledError(res)) {
      const applied = applyIssues(res.issues, FIELDS, setError);
      if (!applied && res.code === ErrorCode.Conflict) setError('name', { type: 'server', message: res.message });
      else if (!applied) toast.error(res.message);
      return;
    }
    queryClient.setQueryData(partnerSettingsKeys.companyPage(company.id), res);
    reset(defaultsOf(res));
    toast.success(Text.companyPageSaved);
  });

  const sizeError = formState.errors.size;
  return (
    <Box component="form" onSubmit={onSubmit} noValidate aria-labelledby="company-page-form">
      <Stack direction="row" sx={{ alignItems: 'center', mb: 2, gap: 2, flexWrap: 'wrap' }}>
        <Typography id="company-page-form" variant="h3" component="h2" sx={{ flex: 1 }}>
          Company page
        </Typography>
        <Button component={RouterLink} to={`/company/${company.id}`} variant="outlined">
          {CompanyPageLabels.view}
        </Button>
      </Stack>
      <Paper variant="outlined" sx={{ overflow: 'hidden', mb: 3 }} aria-hidden>
        <Box
          sx={(theme) => ({
            height: { xs: 88, md: 132 },
            backgroundImage: banner
              ? `url("${imageAddress(banner).replace(/"/g, '%22')}")`
              : `linear-gradient(120deg, ${theme.palette.primary.main}, ${theme.palette.secondary.main})`,
            backgroundSize: 'cover',
            backgroundPosition: 'center',
          })}
        />
        <CompanyLogo
          name={company.name}
          logo={logo ? imageAddress(logo) : null}
          size={72}
          decorative
          sx={{ mt: -4.5, ml: 2, mb: 2, border: 3, borderColor: 'background.paper' }}
        />
      </Paper>
      <Stack spacing={2.5}>
        <FormTextField form={form} name="name" label={CompanyPageLabels.name} autoComplete="organization" />
        <FormTextField
          form={form}
          name="about"
          label={CompanyPageLabels.about}
          optional
          multiline
          minRows={4}
          helperText={`At most ${COMPANY_PAGE_LIMITS.about} characters`}
        />
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <FormTextField
            form={form}
            name="website"
            label={CompanyPageLabels.website}
            optional
            type="url"
            fullWidth
            autoComplete="url"
          />
          <FormTextField form={form} name="location" label={CompanyPageLabels.location} optional fullWidth />
        </Stack>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <FormTextField form={form} name="industry" label={CompanyPageLabels.industry} optional fullWidth />
          <Controller
            control={control}
            name="size"
            render={({ field }) => (
              <TextField
                {...field}
                select
                fullWidth
                label={CompanyPageLabels.size}
                error={Boolean(sizeError)}
                helperText={sizeError ? errorText(CompanyPageLabels.size, sizeError) : undefined}
              >
                <MenuItem value="">{CompanyPageLabels.notStated}</MenuItem>
                {COMPANY_SIZES.map((s) => (
                  <MenuItem key={s} value={s}>
                    {s} employees
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        </Stack>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
          <FormTextField
            form={form}
            name="logo"
            label={CompanyPageLabels.logo}
            optional
            fullWidth
            helperText="A square image: upload one, or give its address on the web"
          />
          <CompanyPageImageUpload partnerId={company.id} kind="logo" onUploaded={onUploaded('logo')} />
        </Stack>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
          <FormTextField
            form={form}
            name="banner"
            label={CompanyPageLabels.banner}
            optional
            fullWidth
            helperText="A wide image, about 1500 × 400: upload one, or give its address on the web"
          />
          <CompanyPageImageUpload partnerId={company.id} kind="banner" onUploaded={onUploaded('banner')} />
        </Stack>
        <Box>
          <Button type="submit" variant="contained" size="large" loading={formState.isSubmitting} disabled={!formState.isDirty}>
            {CompanyPageLabels.save}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
