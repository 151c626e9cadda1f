import EventOutlined from '@mui/icons-material/EventOutlined';
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
