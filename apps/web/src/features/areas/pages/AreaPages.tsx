import EventOutlined from '@mui/icons-material/EventOutlined';
import PersonSearchOutlined from '@mui/icons-material/PersonSearchOutlined';
import WorkOutlined from '@mui/icons-material/WorkOutlined';
import { AreaPlaceholder } from '../../../ui/Page';

export const JobsPage = () => (
  <AreaPlaceholder
    title="Jobs"
    description="Roles from companies on Nexus, matched to your profile."
    icon={<WorkOutlined />}
    emptyTitle="No open roles for you right now"
    empty="Openings from companies you follow, and roles that fit your experience, will appear here."
  />
);

export const EventsPage = () => (
  <AreaPlaceholder
    title="Events"
    description="Meetups, talks and summits from your communities and partners."
    icon={<EventOutlined />}
    emptyTitle="No upcoming events"
    empty="Events you are invited to, and events of the communities you join, will be listed here."
  />
);

export const RecruitPage = () => (
  <AreaPlaceholder
    title="Recruit"
    description="Candidates for your open roles."
    icon={<PersonSearchOutlined />}
    emptyTitle="No candidates yet"
    empty="Post a job and the people who match it will be listed here."
  />
);
