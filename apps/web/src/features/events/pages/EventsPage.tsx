import { useState } from 'react';
import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import EventOutlined from '@mui/icons-material/EventOutlined';
import { EVENT_LIST_SCOPES, EventListScope, EventsText, PartnerFunction, type EventSummary } from '@nexus/contracts';
import { useSession } from '../../../lib/session/useSession';
import { EmptyState, PageHeading, cardGridSx } from '../../../ui/Page';
import { CalendarFeedCard } from '../components/CalendarFeedCard';
import { EventCard, EventGridSkeleton } from '../components/EventCard';
import { EventFormDialog } from '../components/EventFormDialog';
import { useEventList, useOrganiserEvents } from '../queries';

const SHOW_MORE = 'Show more';

const TAB_LABEL: Record<EventListScope, string> = {
  [EventListScope.Upcoming]: EventsText.upcoming,
  [EventListScope.Past]: EventsText.past,
  [EventListScope.Registered]: EventsText.myEvents,
};
const EMPTY: Record<EventListScope, string> = {
  [EventListScope.Upcoming]: EventsText.noUpcoming,
  [EventListScope.Past]: EventsText.noPast,
  [EventListScope.Registered]: EventsText.noRegistered,
};

const isScope = (value: string | null): value is EventListScope =>
  value !== null && (EVENT_LIST_SCOPES as readonly string[]).includes(value);

/** /events: upcoming, past and the member's own events; a partner's event admins also see and create theirs. */
export function EventsPage() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('scope');
  const scope = isScope(raw) ? raw : EventListScope.Upcoming;
  const { user, functions } = useSession();
  const organiserId = user?.partnerId && functions?.includes(PartnerFunction.ManageEvents) ? user.partnerId : null;
  const [creating, setCreating] = useState(false);
  return (
    <>
      <PageHeading
        title={EventsText.events}
        description="Meetups, talks and summits from your communities and partners."
        actions={
          organiserId ? (
            <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setCreating(true)}>
              {EventsText.createEvent}
            </Button>
          ) : null
        }
      />
      {organiserId ? (
        <>
          <OrganiserEvents partnerId={organiserId} />
          <EventFormDialog partnerId={organiserId} event={null} open={creating} onClose={() => setCreating(false)} />
        </>
      ) : null}
      <Tabs
        value={scope}
        onChange={(_, next: EventListScope) => setParams(next === EventListScope.Upcoming ? {} : { scope: next })}
        aria-label={EventsText.events}
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
        variant="scrollable"
        allowScrollButtonsMobile
      >
        {EVENT_LIST_SCOPES.map((s) => (
          <Tab key={s} value={s} label={TAB_LABEL[s]} id={`events-tab-${s}`} aria-controls="events-tabpanel" />
        ))}
      </Tabs>
      <Box role="tabpanel" id="events-tabpanel" aria-labelledby={`events-tab-${scope}`}>
        <EventList scope={scope} />
      </Box>
      <Box sx={{ mt: 4 }}>
        <CalendarFeedCard />
      </Box>
    </>
  );
}

function EventList({ scope }: { scope: EventListScope }) {
  const query = useEventList(scope);
  const events = query.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <EventGrid
      events={events}
      loading={query.isPending}
      label={TAB_LABEL[scope]}
      empty={EMPTY[scope]}
      more={query.hasNextPage ? () => void query.fetchNextPage() : null}
      fetchingMore={query.isFetchingNextPage}
    />
  );
}

function OrganiserEvents({ partnerId }: { partnerId: string }) {
  const query = useOrganiserEvents(partnerId);
  const events = query.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <Box component="section" aria-labelledby="organiser-events" sx={{ mb: 4 }}>
      <Typography id="organiser-events" variant="h3" component="h2" sx={{ mb: 1.5 }}>
        {EventsText.organiserEvents}
      </Typography>
      <EventGrid
        events={events}
        loading={query.isPending}
        label={EventsText.organiserEvents}
        empty={EventsText.noOrganiserEvents}
        more={query.hasNextPage ? () => void query.fetchNextPage() : null}
        fetchingMore={query.isFetchingNextPage}
      />
    </Box>
  );
}

interface EventGridProps {
  events: EventSummary[];
  loading: boolean;
  label: string;
  empty: string;
  more: (() => void) | null;
  fetchingMore: boolean;
}

function EventGrid({ events, loading, label, empty, more, fetchingMore }: EventGridProps) {
  if (loading) return <EventGridSkeleton label={`Loading ${label.toLowerCase()}`} />;
  if (events.length === 0) {
    return (
      <EmptyState icon={<EventOutlined />} title={empty}>
        Events of the communities and companies on Nexus appear here when they are published.
      </EmptyState>
    );
  }
  return (
    <>
      <Box component="ul" aria-label={label} sx={cardGridSx}>
        {events.map((event) => (
          <EventCard key={event.id} event={event} />
        ))}
      </Box>
      {more ? (
        <Box sx={{ textAlign: 'center', mt: 3 }}>
          <Button onClick={more} loading={fetchingMore} variant="outlined">
            {SHOW_MORE}
          </Button>
        </Box>
      ) : null}
    </>
  );
}
