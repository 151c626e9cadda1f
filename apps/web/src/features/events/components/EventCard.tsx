import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { EVENT_STATUS_LABEL, EventStatus, EventsText, type EventSummary } from '@nexus/contracts';
import { cardGridSx } from '../../../ui/Page';
import { eventWhen } from '../eventText';

const MY_STATUS_LABEL = {
  registered: EventsText.registered,
  attended: EventsText.attended,
  waitlisted: EventsText.waitlisted,
} as const;

/** The status chips of an event: live or draft (scheduled says nothing), and the caller's own place. */
export function EventChips({ event }: { event: Pick<EventSummary, 'status' | 'format' | 'myStatus'> }) {
  return (
    <Stack direction="row" spacing={0.75} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {event.status === EventStatus.Scheduled ? null : (
        <Chip
          size="small"
          color={event.status === EventStatus.Live ? 'error' : 'default'}
          variant={event.status === EventStatus.Live ? 'filled' : 'outlined'}
          label={EVENT_STATUS_LABEL[event.status]}
        />
      )}
      <Chip size="small" variant="outlined" label={event.format} />
      {event.myStatus ? (
        <Chip
          size="small"
          color={event.myStatus === 'waitlisted' ? 'warning' : 'success'}
          label={MY_STATUS_LABEL[event.myStatus]}
        />
      ) : null}
    </Stack>
  );
}

export function EventCard({ event }: { event: EventSummary }) {
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1, minWidth: 0 }}>
      <Typography variant="body2" color="primary" sx={{ fontWeight: 600 }}>
        {eventWhen(event.startsAt, event.endsAt)}
      </Typography>
      <Link
        component={RouterLink}
        to={`/events/${event.id}`}
        underline="hover"
        color="inherit"
        variant="subtitle1"
        sx={{ fontWeight: 700, lineHeight: 1.3, overflowWrap: 'anywhere' }}
      >
        {event.title}
      </Link>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {event.organiser.name}
        {event.venue ? ` · ${event.venue}` : ''}
      </Typography>
      <Box sx={{ mt: 'auto', pt: 0.5 }}>
        <EventChips event={event} />
      </Box>
    </Paper>
  );
}

export function EventGridSkeleton({ label }: { label: string }) {
  return (
    <Box aria-busy aria-label={label} sx={cardGridSx}>
      {[0, 1, 2, 3, 4, 5].map((i) => (
        <Paper key={i} variant="outlined" sx={{ p: 2 }}>
          <Skeleton width="60%" />
          <Skeleton width="85%" height={28} />
          <Skeleton width="50%" />
          <Skeleton variant="rounded" width={120} height={24} sx={{ mt: 1 }} />
        </Paper>
      ))}
    </Box>
  );
}
