import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import LiveTvOutlined from '@mui/icons-material/LiveTvOutlined';
import { EventStatus, EventsText, routes, type EventDetail, type TicketType } from '@nexus/contracts';
import { api } from '../../../api/client';
import { saveTextFile } from '../../../lib/download';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { toast } from '../../../ui/toast/toast';
import { useSettleEvent } from '../queries';
import { TicketQr } from './TicketQr';

const free = (t: EventDetail['tickets'][number]) => Math.max(0, t.quota - t.registered);

/**
 * Register with a ticket choice (or join its waitlist), the member's waitlist place or ticket with its QR code,
 * cancel, join the live event (§8: before it is live the answer shows 'Event is not live yet') and add to calendar.
 */
export function RegistrationPanel({ event }: { event: EventDetail }) {
  const [choice, setChoice] = useState<TicketType | null>(null);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const chosen = event.tickets.find((t) => t.type === choice) ?? event.tickets.find((t) => free(t) > 0) ?? event.tickets[0];
  // When the page opened: an event ending while it is open is refused by the API (EVENT_ENDED) with its message.
  const [openedAt] = useState(() => Date.now());
  const ended = Date.parse(event.endsAt) <= openedAt;
  const settle = useSettleEvent();
  const register = useMutation({
    mutationFn: (ticketType: TicketType) => api.call(routes.events.register, { params: { id: event.id }, body: { ticketType } }),
    onSuccess: async (next) => {
      await settle(next);
      toast.success(next.myRegistration ? EventsText.registered : EventsText.waitlisted);
    },
  });
  const cancel = useMutation({
    mutationFn: () => api.call(routes.events.cancel, { params: { id: event.id } }),
    onSuccess: async (next) => {
      await settle(next);
      setConfirmCancel(false);
      toast.success(event.myWaitlist ? EventsText.waitlistLeft : EventsText.registrationCancelled);
    },
  });
  const join = useMutation({
    mutationFn: () => api.call(routes.events.presentation, { params: { id: event.id } }),
    onSuccess: ({ url }) => void window.open(url, '_blank', 'noopener'),
  });
  const addToCalendar = useMutation({
    mutationFn: () => api.call(routes.events.ics, { params: { id: event.id } }),
    onSuccess: (text) => saveTextFile(String(text), 'event.ics', 'text/calendar'),
  });

  const registration = event.myRegistration;
  const calendarButton = (
    <Button
      variant="outlined"
      startIcon={<EventAvailableOutlined />}
      onClick={() => addToCalendar.mutate()}
      loading={addToCalendar.isPending}
    >
      {EventsText.addToCalendar}
    </Button>
  );
  return (
    <Stack spacing={2}>
      {registration ? (
        <>
          <TicketQr registration={registration} title={event.title} />
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button
              variant={event.status === EventStatus.Live ? 'contained' : 'outlined'}
              color={event.status === EventStatus.Live ? 'error' : 'primary'}
              startIcon={<LiveTvOutlined />}
              onClick={() => join.mutate()}
              loading={join.isPending}
            >
              {EventsText.joinEvent}
            </Button>
            {calendarButton}
            {registration.status === 'registered' && !ended ? (
              <Button color="error" onClick={() => setConfirmCancel(true)}>
                {EventsText.cancelRegistration}
              </Button>
            ) : null}
          </Stack>
        </>
      ) : event.myWaitlist ? (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Alert severity="info" sx={{ mb: 2 }}>
            {EventsText.waitlisted} ({event.myWaitlist.ticketType}). {EventsText.waitlistPosition(event.myWaitlist.position)}.
          </Alert>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {calendarButton}
            <Button color="error" onClick={() => cancel.mutate()} loading={cancel.isPending}>
              {EventsText.leaveWaitlist}
            </Button>
          </Stack>
        </Paper>
      ) : ended ? (
        <Alert severity="info">{EventsText.eventEnded}</Alert>
      ) : chosen ? (
        <Paper variant="outlined" component="section" aria-labelledby="register-heading" sx={{ p: 2 }}>
          <Typography id="register-heading" variant="h3" component="h2" gutterBottom>
            {EventsText.register}
          </Typography>
          <RadioGroup
            aria-label={EventsText.chooseTicket}
            value={chosen.type}
            onChange={(e) => setChoice(e.target.value as TicketType)}
          >
            {event.tickets.map((t) => (
              <FormControlLabel
                key={t.type}
                value={t.type}
                control={<Radio />}
                label={`${t.type} · ${free(t) > 0 ? EventsText.seatsLeft(free(t)) : EventsText.ticketFull}`}
              />
            ))}
          </RadioGroup>
          <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1.5, flexWrap: 'wrap' }}>
            <Button variant="contained" onClick={() => register.mutate(chosen.type)} loading={register.isPending}>
              {free(chosen) > 0 ? EventsText.register : EventsText.joinWaitlist}
            </Button>
            {calendarButton}
          </Stack>
        </Paper>
      ) : null}
      <ConfirmDialog
        open={confirmCancel}
        title={EventsText.cancelRegistration}
        variant="yesNo"
        okColor="error"
        busy={cancel.isPending}
        onCancel={() => setConfirmCancel(false)}
        onConfirm={() => cancel.mutate()}
      >
        {EventsText.confirmCancel}
      </ConfirmDialog>
    </Stack>
  );
}
