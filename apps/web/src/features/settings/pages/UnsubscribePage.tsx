import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Text, WEEKLY_DIGEST_SETTING, routes, unsubscribeResponseBodySchema } from '@nexus/contracts';
import { api, isHandledError } from '../../../api/client';
import { FormTextField } from '../../../ui/forms';
import { PublicCardPage } from '../../../ui/PublicLayout';
import { Paths } from '../../../lib/postLogin';
import { SettingsPaths } from '../../../lib/settingsPaths';
import { settingsKeys } from '../queries';

export const UnsubscribeLabels = {
  title: 'Unsubscribe',
  heading: 'Unsubscribe from Nexus e-mails',
  digestHeading: 'Unsubscribe from the weekly digest',
  working: 'Unsubscribing you',
  why: 'Would you tell us why?',
  comment: 'Anything else? (optional)',
  send: 'Send',
  settings: 'Notification settings',
} as const;

/**
 * /unsubscribe?user=…&token=…, the link of every e-mail: one click unsubscribes, then an optional reason. With
 * `&type=<setting>` (the weekly digest's link) it switches that kind of e-mail off and leaves the others on.
 */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  const userId = params.get('user') ?? '';
  const token = params.get('token') ?? '';
  const type = params.get('type');
  const valid = userId !== '' && token !== '';
  const result = useQuery({
    queryKey: settingsKeys.unsubscribe(userId, token, type),
    queryFn: async () => {
      const res = type
        ? await api.call(
            routes.notifications.unsubscribeType,
            { params: { id: userId, key: type }, body: { token } },
            { silent: true, handleError: true },
          )
        : await api.call(
            routes.notifications.unsubscribeAll,
            { params: { id: userId }, body: { token } },
            { silent: true, handleError: true },
          );
      if (isHandledError(res))
        throw new Error(res.status === 400 || res.status === 401 || res.status === 404 ? Text.tokenInvalid : res.message);
      return res;
    },
    enabled: valid,
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });

  return (
    <PublicCardPage
      title={UnsubscribeLabels.title}
      heading={type === WEEKLY_DIGEST_SETTING ? UnsubscribeLabels.digestHeading : UnsubscribeLabels.heading}
      cardWidth={560}
    >
      {!valid || result.isError ? (
        <InvalidLink message={valid ? result.error?.message : Text.tokenInvalid} />
      ) : result.isPending ? (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 2 }}>
          <CircularProgress size={24} aria-hidden />
          <Typography>{UnsubscribeLabels.working}…</Typography>
        </Box>
      ) : (
        <Stack spacing={3} sx={{ mt: 1 }}>
          <Alert severity="success">{result.data.message}</Alert>
          <ReasonForm userId={userId} token={token} />
        </Stack>
      )}
    </PublicCardPage>
  );
}

function InvalidLink({ message = Text.tokenInvalid }: { message?: string }) {
  return (
    <Stack spacing={3} sx={{ mt: 1 }}>
      <Alert severity="error">{message}</Alert>
      <Typography color="text.secondary">
        Open the link from your most recent Nexus e-mail, or sign in and change your notification settings.
      </Typography>
      <Button component={RouterLink} to={Paths.root} variant="contained">
        {Text.returnHome}
      </Button>
    </Stack>
  );
}

function ReasonForm({ userId, token }: { userId: string; token: string }) {
  const [thanks, setThanks] = useState<string | null>(null);
  const reasons = useQuery({
    queryKey: settingsKeys.unsubscribeReasons,
    queryFn: () => api.call(routes.notifications.unsubscribeReasons, {}, { silent: true }),
    staleTime: Infinity,
  });
  const form = useForm({
    resolver: zodResolver(unsubscribeResponseBodySchema),
    defaultValues: { userId, token, reasonId: '', comment: '' },
  });
  const { control, handleSubmit, formState } = form;

  const onSubmit = handleSubmit(async ({ comment, ...body }) => {
    const res = await api.call(
      routes.notifications.unsubscribeResponse,
      { body: comment ? { ...body, comment } : body },
      { handleError: true },
    );
    if (!isHandledError(res)) setThanks(res.message);
  });

  if (thanks) {
    return (
      <Stack spacing={2}>
        <Alert severity="info" role="status">
          {thanks}
        </Alert>
        <SettingsLinks />
      </Stack>
    );
  }
  if (reasons.isError) return <SettingsLinks />;
  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <Stack spacing={2.5}>
        {reasons.isPending ? (
          <Stack spacing={1}>
            <Skeleton width="50%" />
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} variant="rounded" height={32} />
            ))}
          </Stack>
        ) : (
          <Controller
            control={control}
            name="reasonId"
            render={({ field, fieldState }) => (
              <FormControl error={Boolean(fieldState.error)}>
                <FormLabel id="unsubscribe-reason-label" sx={{ mb: 0.5 }}>
                  {UnsubscribeLabels.why}
                </FormLabel>
                <RadioGroup
                  aria-labelledby="unsubscribe-reason-label"
                  name={field.name}
                  value={field.value}
                  onChange={(e) => field.onChange(e.target.value)}
                >
                  {reasons.data.map((r) => (
                    <FormControlLabel key={r.id} value={r.id} control={<Radio />} label={r.text} />
                  ))}
                </RadioGroup>
                {fieldState.error ? <FormHelperText>Choose a reason</FormHelperText> : null}
              </FormControl>
            )}
          />
        )}
        <FormTextField form={form} name="comment" label={UnsubscribeLabels.comment} optional multiline minRows={2} fullWidth />
        <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
          <Button type="submit" variant="contained" loading={formState.isSubmitting} disabled={reasons.isPending}>
            {UnsubscribeLabels.send}
          </Button>
          <Button component={RouterLink} to={SettingsPaths.settings}>
            {UnsubscribeLabels.settings}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}

function SettingsLinks() {
  return (
    <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
      <Button component={RouterLink} to={Paths.root} variant="contained">
        {Text.returnHome}
      </Button>
      <Button component={RouterLink} to={SettingsPaths.settings}>
        {UnsubscribeLabels.settings}
      </Button>
    </Box>
  );
}
