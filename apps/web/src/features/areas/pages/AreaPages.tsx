import EventOutlined from '@mui/icons-material/EventOutlined';
import EmojiEventsOutlined from '@mui/icons-material/EmojiEventsOutlined';
import { AreaPlaceholder } from '../../../ui/Page';

export const EventsPage = () => (
  <AreaPlaceholder
    title="Events"
    description="Meetups, talks and summits from your communities and partners."
    icon={<EventOutlined />}
    emptyTitle="No upcoming events"
    empty="Events you are invited to, and events of the communities you join, will be listed here."
  />
);

export const SummitPage = () => (
  <AreaPlaceholder
    title="Summit"
    description="Passes, sessions, speakers and sponsors of the summit."
    icon={<EmojiEventsOutlined />}
    emptyTitle="No summit scheduled"
    empty="When a summit opens for registration, its agenda and passes will be listed here."
  />
);
