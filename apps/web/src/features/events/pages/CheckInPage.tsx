import { useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import QrCodeScannerOutlined from '@mui/icons-material/QrCodeScannerOutlined';
import { EventsText, routes, type Attendee } from '@nexus/contracts';
import { api, isHandledError } from '../../../api/client';
import { displayName } from '../../../lib/people/format';
import { PageHeading } from '../../../ui/Page';
import { Attendees } from '../components/OrganiserPanel';
import { QrScanner } from '../components/QrScanner';
import { eventKeys, useEvent } from '../queries';
import { EventNotFound, EventPageSkeleton } from './EventPage';

/**
 * /events/{id}/check-in, for the organiser's admins: the camera reads the ticket's QR code, or the code is typed or
 * pasted; each ticket checks in once.
 */
export function CheckInPage() {
  const { id = '' } = useParams();
  const query = useEvent(id);
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  const [scanning, setScanning] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const lastScanned = useRef<string | null>(null);
  const checkIn = useMutation({
    mutationFn: (ticketCode: string) =>
      api.call(routes.events.checkIn, { params: { id }, body: { ticketCode } }, { silent: true, handleError: true }),
    onSuccess: (answer) => {
      if (isHandledError(answer)) {
        setResult({ ok: false, message: answer.message });
        return;
      }
      const attendee: Attendee = answer;
      setResult({ ok: true, message: EventsText.checkedIn(displayName(attendee.member.firstName, attendee.member.lastName)) });
      setCode('');
      void queryClient.invalidateQueries({ queryKey: eventKeys.attendees(id) });
      void queryClient.invalidateQueries({ queryKey: eventKeys.event(id) });
    },
  });

  if (query.isPending) return <EventPageSkeleton />;
  if (!query.data?.canManage) return <EventNotFound />;
  const event = query.data;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (code.trim()) checkIn.mutate(code.trim());
  };
  const scanned = (value: string) => {
    // The camera reads the same code many times a second: act on a new one only.
    if (value === lastScanned.current || checkIn.isPending) return;
    lastScanned.current = value;
    checkIn.mutate(value);
  };
  return (
    <>
      <Button component={RouterLink} to={`/events/${id}`} startIcon={<ArrowBackOutlined />} sx={{ mb: 1, ml: -1 }}>
        {event.title}
      </Button>
      <PageHeading title={`${EventsText.checkIn}: ${event.title}`} description={EventsText.checkInHelp} />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 3fr) minmax(0, 2fr)' } }}>
        <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
          <Stack component="form" onSubmit={submit} direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 2 }}>
            <TextField
              value={code}
              onChange={(e) => setCode(e.target.value)}
              label={EventsText.ticketCode}
              autoFocus
              autoComplete="off"
              fullWidth
              slotProps={{ htmlInput: { spellCheck: false, style: { textTransform: 'uppercase', fontFamily: 'monospace' } } }}
            />
            <Button type="submit" variant="contained" loading={checkIn.isPending} sx={{ minWidth: 140 }}>
              {EventsText.checkIn}
            </Button>
          </Stack>
          {result ? (
            <Alert severity={result.ok ? 'success' : 'error'} role="status" sx={{ mb: 2 }}>
              {result.message}
            </Alert>
          ) : null}
          <Button
            variant="outlined"
            startIcon={<QrCodeScannerOutlined />}
            onClick={() => setScanning((on) => !on)}
            aria-pressed={scanning}
            sx={{ mb: 2 }}
          >
            {scanning ? EventsText.stopScan : EventsText.scanQr}
          </Button>
          {scanning ? <QrScanner onCode={scanned} /> : null}
        </Paper>
        <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
          <Attendees eventId={id} />
        </Paper>
      </Box>
    </>
  );
}
