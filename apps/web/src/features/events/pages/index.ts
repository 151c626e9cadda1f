// The events area's pages (§2 /events), loaded together as one chunk.
export { CheckInPage } from './CheckInPage';
export { EventPage } from './EventPage';
export { EventsPage } from './EventsPage';
