import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import DeleteForeverOutlined from '@mui/icons-material/DeleteForeverOutlined';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import {
  DeleteUserReasons,
  EMAIL_ONLY_SETTINGS,
  PushText,
  Text,
  ThemeMode,
  deleteAccountRequestBodySchema,
  routes,
  type DeleteAccountRequestBody,
  type NotificationSetting,
  type NotificationSettings,
  type Preference,
  type User,
} from '@nexus/contracts';
import { api, isHandledError } from '../../../api/client';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { FormTextField, applyIssues } from '../../../ui/forms';
import { PageHeading } from '../../../ui/Page';
import { deleteReasonOptions } from '../deleteReasons';
import { EXPORT_FILE_NAME, saveJsonFile } from '../../../lib/download';
import { useSession } from '../../../lib/session/useSession';
import { useThemeMode } from '../../../ui/theme/ThemeModeProvider';
import { toast } from '../../../ui/toast/toast';
import { visuallyHidden } from '../../../ui/visuallyHidden';
import { PushDeviceSwitch } from '../components/PushDeviceSwitch';
import { SettingsSection } from '../components/SettingsSection';
import { settingsKeys } from '../queries';

export const SettingsLabels = {
  title: 'Settings',
  appearance: 'Appearance',
  darkTheme: 'Dark theme',
  notifications: 'Notifications',
  email: 'E-mail',
  inApp: PushText.inAppAndPush,
  emailOnly: 'By e-mail only',
  unsubscribedNote:
    'You unsubscribed from Nexus e-mails. You still get the ones your account needs; switch e-mail on for a kind of notification to get it again.',
  privacy: 'Privacy',
  readReceipts: 'Read receipts',
  readReceiptsHint: 'Let the people you chat with see when you have read their messages, and see when they read yours.',
  typingIndicators: 'Typing indicators',
  typingIndicatorsHint: 'Let the people you chat with see when you are typing, and see when they are.',
  privacyNotSaved: 'Your privacy settings could not be loaded.',
  yourData: 'Your data',
  download: 'Download my data',
  downloaded: 'Your data was saved as nexus-my-data.json',
  deleteAccount: 'Delete account',
  reason: 'Why are you leaving?',
  otherReason: 'Tell us more',
  requestDeletion: 'Delete my account',
  confirmTitle: 'Delete your account?',
  sendLink: 'Send the link',
} as const;

/** The contract's rules; its 'other' message (a fragment for an API field) said as a sentence for this form. */
const contractResolver = zodResolver(deleteAccountRequestBodySchema);
const deleteResolver: typeof contractResolver = async (...args) => {
  const result = await contractResolver(...args);
  const other = result.errors.otherReasonText;
  if (other) other.message = 'Write a few words about why you are leaving.';
  return result;
};

export function SettingsPage() {
  const { user } = useSession();
  if (!user) return null;
  return (
    <Box sx={{ maxWidth: 880, mx: 'auto' }}>
      <PageHeading title={SettingsLabels.title} description="Your appearance, notifications, privacy and account." />
      <Stack spacing={3}>
        <AppearanceSection />
        <NotificationsSection userId={user.id} />
        <PrivacySection userId={user.id} />
        <YourDataSection userId={user.id} />
        <DeleteAccountSection user={user} />
      </Stack>
    </Box>
  );
}

/** The theme switch: the same preference as the app bar's toggle (stored locally and on the account). */
function AppearanceSection() {
  const { mode } = useThemeMode();
  const { setDarkMode } = useSession();
  return (
    <SettingsSection title={SettingsLabels.appearance}>
      <FormControlLabel
        control={
          <Switch
            checked={mode === ThemeMode.Dark}
            onChange={(e) => setDarkMode(e.target.checked)}
            slotProps={{ input: { role: 'switch' } }}
          />
        }
        label={SettingsLabels.darkTheme}
      />
    </SettingsSection>
  );
}

type PrivacySwitch = 'readReceipts' | 'typingIndicators';

/** Read receipts and typing indicators: off, the member neither sends nor sees them (saved on the preference). */
function PrivacySection({ userId }: { userId: string }) {
  const queryClient = useQueryClient();
  const key = settingsKeys.preference(userId);
  const query = useQuery({ queryKey: key, queryFn: () => api.call(routes.preferences.get, { params: { userId } }) });
  const change = async (name: PrivacySwitch, value: boolean) => {
    const before = queryClient.getQueryData<Preference>(key);
    if (!before) return;
    queryClient.setQueryData<Preference>(key, { ...before, [name]: value });
    const res = await api.call(
      routes.preferences.update,
      { params: { userId, id: before.id }, body: { [name]: value } },
      { handleError: true },
    );
    queryClient.setQueryData<Preference>(key, isHandledError(res) ? before : res);
  };
  const switches: { name: PrivacySwitch; label: string; hint: string }[] = [
    { name: 'readReceipts', label: SettingsLabels.readReceipts, hint: SettingsLabels.readReceiptsHint },
    { name: 'typingIndicators', label: SettingsLabels.typingIndicators, hint: SettingsLabels.typingIndicatorsHint },
  ];
  return (
    <SettingsSection title={SettingsLabels.privacy} description="What the people you chat with see of you.">
      {query.isPending ? (
        <Stack spacing={1}>
          <Skeleton variant="rounded" height={48} />
          <Skeleton variant="rounded" height={48} />
        </Stack>
      ) : query.isError ? (
        <LoadError message={SettingsLabels.privacyNotSaved} onRetry={() => void query.refetch()} />
      ) : (
        <Stack spacing={1.5}>
          {switches.map((s) => (
            <FormControlLabel
              key={s.name}
              sx={{ alignItems: 'flex-start', ml: 0, gap: 1 }}
              control={
                <Switch
                  checked={query.data[s.name]}
                  onChange={(e) => void change(s.name, e.target.checked)}
                  slotProps={{ input: { role: 'switch', 'aria-describedby': `privacy-${s.name}` } }}
                />
              }
              label={
                <Box sx={{ pt: 0.75 }}>
                  <Typography sx={{ fontWeight: 600 }}>{s.label}</Typography>
                  <Typography id={`privacy-${s.name}`} variant="body2" color="text.secondary">
                    {s.hint}
                  </Typography>
                </Box>
              }
            />
          ))}
        </Stack>
      )}
    </SettingsSection>
  );
}

/** A section whose settings could not be loaded, with a retry. */
function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" onClick={onRetry}>
          Try again
        </Button>
      }
    >
      {message}
    </Alert>
  );
}

type Channel = 'email' | 'inApp';

function NotificationsSection({ userId }: { userId: string }) {
  const queryClient = useQueryClient();
  const key = settingsKeys.notifications(userId);
  const query = useQuery({
    queryKey: key,
    queryFn: () => api.call(routes.notifications.settings, { params: { userId } }),
  });

  const change = async (setting: NotificationSetting, channel: Channel, value: boolean) => {
    const patch = (data: NotificationSettings | undefined, next: Partial<NotificationSetting>) =>
      data && { ...data, settings: data.settings.map((s) => (s.typeId === setting.typeId ? { ...s, ...next } : s)) };
    queryClient.setQueryData<NotificationSettings>(key, (data) => patch(data, { [channel]: value }));
    const res = await api.call(
      routes.notifications.save,
      { body: { userId, typeId: setting.typeId, [channel]: value } },
      { handleError: true },
    );
    if (isHandledError(res)) {
      await queryClient.invalidateQueries({ queryKey: key });
      return;
    }
    queryClient.setQueryData<NotificationSettings>(key, (data) => patch(data, res));
    // Switching an e-mail back on undoes the one-click unsubscribe.
    if (channel === 'email' && value && queryClient.getQueryData<NotificationSettings>(key)?.unsubscribedAll) {
      await queryClient.invalidateQueries({ queryKey: key });
    }
  };

  return (
    <SettingsSection title={SettingsLabels.notifications} description="Choose how Nexus tells you about each kind of activity.">
      {query.data?.unsubscribedAll ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {SettingsLabels.unsubscribedNote}
        </Alert>
      ) : null}
      <PushDeviceSwitch />
      {query.isPending ? (
        <Stack spacing={1}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={48} />
          ))}
        </Stack>
      ) : query.isError ? (
        <LoadError message="Your notification settings could not be loaded." onRetry={() => void query.refetch()} />
      ) : (
        <NotificationTable settings={query.data.settings} onChange={(s, channel, value) => void change(s, channel, value)} />
      )}
    </SettingsSection>
  );
}

interface NotificationTableProps {
  settings: NotificationSetting[];
  onChange: (setting: NotificationSetting, channel: Channel, value: boolean) => void;
}

/** The channels a setting has: the weekly digest is an e-mail and nothing else. */
const channelsOf = (setting: NotificationSetting): Channel[] =>
  EMAIL_ONLY_SETTINGS.includes(setting.key) ? ['email'] : ['email', 'inApp'];

function ChannelSwitch({
  setting,
  channel,
  onChange,
}: { setting: NotificationSetting; channel: Channel } & Pick<NotificationTableProps, 'onChange'>) {
  const label = channel === 'email' ? SettingsLabels.email : SettingsLabels.inApp;
  if (!channelsOf(setting).includes(channel)) {
    return (
      <Typography variant="body2" color="text.secondary" component="span">
        <span aria-hidden>—</span>
        <Box component="span" sx={visuallyHidden}>
          {SettingsLabels.emailOnly}
        </Box>
      </Typography>
    );
  }
  return (
    <Switch
      checked={setting[channel]}
      onChange={(e) => onChange(setting, channel, e.target.checked)}
      slotProps={{ input: { role: 'switch', 'aria-label': `${setting.name}: ${label}` } }}
    />
  );
}

/** A table on wide screens; on narrow ones each kind is a row with its two labelled switches below the text. */
function NotificationTable({ settings, onChange }: NotificationTableProps) {
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('md'));
  if (narrow) {
    return (
      <Box component="ul" aria-label={SettingsLabels.notifications} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {settings.map((s) => (
          <Box component="li" key={s.typeId} sx={{ py: 1.5, borderTop: 1, borderColor: 'divider' }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {s.name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {s.description}
            </Typography>
            <Box sx={{ display: 'flex', gap: 3, mt: 0.5, ml: -1.25 }}>
              {channelsOf(s).map((channel) => (
                <Box key={channel} sx={{ display: 'flex', alignItems: 'center' }}>
                  <ChannelSwitch setting={s} channel={channel} onChange={onChange} />
                  <Typography variant="body2" aria-hidden>
                    {channel === 'email' ? SettingsLabels.email : SettingsLabels.inApp}
                  </Typography>
                </Box>
              ))}
            </Box>
          </Box>
        ))}
      </Box>
    );
  }
  return (
    <Table size="small" aria-label={SettingsLabels.notifications} sx={{ '& th': { fontWeight: 600 } }}>
      <TableHead>
        <TableRow>
          <TableCell>Notification</TableCell>
          <TableCell align="center" sx={{ width: 96 }}>
            {SettingsLabels.email}
          </TableCell>
          <TableCell align="center" sx={{ width: 128 }}>
            {SettingsLabels.inApp}
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {settings.map((s) => (
          <TableRow key={s.typeId}>
            <TableCell sx={{ py: 1.25 }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {s.name}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {s.description}
              </Typography>
            </TableCell>
            <TableCell align="center" padding="none">
              <ChannelSwitch setting={s} channel="email" onChange={onChange} />
            </TableCell>
            <TableCell align="center" padding="none">
              <ChannelSwitch setting={s} channel="inApp" onChange={onChange} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function YourDataSection({ userId }: { userId: string }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    const res = await api.call(routes.accounts.export, { params: { id: userId } }, { handleError: true });
    setBusy(false);
    if (isHandledError(res)) return;
    saveJsonFile(res, EXPORT_FILE_NAME);
    toast.success(SettingsLabels.downloaded);
  };
  return (
    <SettingsSection
      title={SettingsLabels.yourData}
      description="Everything Nexus holds about you (account, profile, connections, messages, posts, jobs, events, settings) as one JSON file."
    >
      <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <Button variant="outlined" startIcon={<DownloadOutlined />} onClick={() => void download()} loading={busy}>
          {SettingsLabels.download}
        </Button>
        {busy ? (
          <Box role="status" sx={{ width: '100%', maxWidth: 360 }}>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
              Preparing your file…
            </Typography>
            <LinearProgress aria-label="Preparing your file" />
          </Box>
        ) : null}
      </Stack>
    </SettingsSection>
  );
}

function DeleteAccountSection({ user }: { user: User }) {
  const [confirming, setConfirming] = useState(false);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const form = useForm<DeleteAccountRequestBody>({
    resolver: deleteResolver,
    defaultValues: { otherReasonText: '' },
  });
  const { control, handleSubmit, setError, getValues } = form;
  const reason = useWatch({ control, name: 'reasonId' });

  const send = async () => {
    const { reasonId, otherReasonText } = getValues();
    setSending(true);
    const body = reasonId === DeleteUserReasons.Other ? { reasonId, otherReasonText } : { reasonId };
    const res = await api.call(
      routes.accounts.requestDeletion,
      { params: { id: user.id }, body },
      { handleError: true, silent: true },
    );
    setSending(false);
    setConfirming(false);
    if (isHandledError(res)) {
      if (!applyIssues(res.issues, ['reasonId', 'otherReasonText'] as const, setError)) toast.error(res.message);
      return;
    }
    setSent(true);
  };

  return (
    <SettingsSection
      title={SettingsLabels.deleteAccount}
      description="Your profile, connections and personal data are erased for good. We e-mail you a link to confirm first."
    >
      {sent ? (
        <Alert severity="success" role="status">
          {Text.deletionMailSent}
        </Alert>
      ) : (
        <Box component="form" noValidate onSubmit={handleSubmit(() => setConfirming(true))}>
          <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
            <Controller
              control={control}
              name="reasonId"
              render={({ field, fieldState }) => (
                <FormControl error={Boolean(fieldState.error)} required>
                  <FormLabel id="delete-reason-label" sx={{ mb: 0.5 }}>
                    {SettingsLabels.reason}
                  </FormLabel>
                  <RadioGroup
                    aria-labelledby="delete-reason-label"
                    name={field.name}
                    value={field.value ?? ''}
                    onChange={(e) => field.onChange(e.target.value)}
                  >
                    {deleteReasonOptions.map((o) => (
                      <FormControlLabel key={o.value} value={o.value} control={<Radio />} label={o.label} />
                    ))}
                  </RadioGroup>
                  {fieldState.error ? <FormHelperText>Choose a reason</FormHelperText> : null}
                </FormControl>
              )}
            />
            {reason === DeleteUserReasons.Other ? (
              <FormTextField
                form={form}
                name="otherReasonText"
                label={SettingsLabels.otherReason}
                multiline
                minRows={2}
                fullWidth
              />
            ) : null}
            <Button type="submit" variant="outlined" color="error" startIcon={<DeleteForeverOutlined />}>
              {SettingsLabels.requestDeletion}
            </Button>
          </Stack>
        </Box>
      )}
      <ConfirmDialog
        open={confirming}
        title={SettingsLabels.confirmTitle}
        okLabel={SettingsLabels.sendLink}
        okColor="error"
        busy={sending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void send()}
      >
        We will e-mail a link to <strong>{user.username}</strong>. Your account is deleted only when you open it and confirm. This
        cannot be undone.
      </ConfirmDialog>
    </SettingsSection>
  );
}
