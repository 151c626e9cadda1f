import Badge from '@mui/material/Badge';
import EventOutlined from '@mui/icons-material/EventOutlined';
import { EventsText } from '@nexus/contracts';

/** The Events item's icon, with §3's new-events badge (a dot) until the member opens /events. */
export function EventsNavIcon({ showBadge }: { showBadge: boolean }) {
  return (
    <Badge
      color="error"
      variant="dot"
      invisible={!showBadge}
      aria-label={showBadge ? EventsText.newEvents : undefined}
      data-testid="events-badge"
    >
      <EventOutlined />
    </Badge>
  );
}
