import { Link as RouterLink, useParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EventOutlined from '@mui/icons-material/EventOutlined';
import { EventsText } from '@nexus/contracts';
import { EmptyState, PageTitle } from '../../../ui/Page';
import { EventChips } from '../components/EventCard';
import { OrganiserPanel } from '../components/OrganiserPanel';
import { RegistrationPanel } from '../components/RegistrationPanel';
import { eventWhen } from '../eventText';
import { EVENTS_PATH, useEvent } from '../queries';

/** /events/{id}: the event, registration and the member's ticket; the organiser's screens for its admins. */
export function EventPage() {
  const { id = '' } = useParams();
  const query = useEvent(id);
  if (query.isPending) return <EventPageSkeleton />;
  if (!query.data) return <EventNotFound />;
  const event = query.data;
  return (
    <>
      <PageTitle title={event.title} />
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
          alignItems: 'start',
        }}
      >
        <Paper variant="outlined" component="article" sx={{ p: { xs: 2, md: 3 } }}>
          {event.coverImage ? (
            <Box
              component="img"
              src={event.coverImage}
              alt=""
              sx={{ display: 'block', width: '100%', aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: 1, mb: 2 }}
            />
          ) : null}
          <Typography color="primary" sx={{ fontWeight: 600 }}>
            {eventWhen(event.startsAt, event.endsAt)}
          </Typography>
          <Typography variant="h2" component="h1" sx={{ my: 1, overflowWrap: 'anywhere' }}>
            {event.title}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 1.5, overflowWrap: 'anywhere' }}>
            {EventsText.organiser}: {event.organiser.name}
            {event.venue ? ` · ${EventsText.venue}: ${event.venue}` : ''}
          </Typography>
          <EventChips event={event} />
          <Typography sx={{ mt: 2.5, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {event.description || 'The organiser has not described this event yet.'}
          </Typography>
        </Paper>
        <RegistrationPanel event={event} />
      </Box>
      {event.canManage ? (
        <Box sx={{ mt: 3 }}>
          <OrganiserPanel event={event} />
        </Box>
      ) : null}
    </>
  );
}

export function EventNotFound() {
  return (
    <>
      <PageTitle title={EventsText.eventNotFound} />
      <EmptyState icon={<EventOutlined />} title={EventsText.eventNotFound}>
        The link may be broken, or the event may not be published yet.
        <Box component="span" sx={{ display: 'block', mt: 2 }}>
          <Button component={RouterLink} to={EVENTS_PATH} variant="outlined">
            See all events
          </Button>
        </Box>
      </EmptyState>
    </>
  );
}

export function EventPageSkeleton() {
  return (
    <Stack aria-busy aria-label={`${EventsText.loading} event`} direction={{ xs: 'column', md: 'row' }} spacing={3}>
      <Paper variant="outlined" sx={{ p: 3, flex: 3 }}>
        <Skeleton width="40%" />
        <Skeleton width="80%" height={48} />
        <Skeleton width="50%" />
        <Skeleton variant="rounded" height={120} sx={{ mt: 2 }} />
      </Paper>
      <Paper variant="outlined" sx={{ p: 3, flex: 2 }}>
        <Skeleton width="50%" height={32} />
        <Skeleton variant="rounded" height={96} sx={{ mt: 1 }} />
      </Paper>
    </Stack>
  );
}
