import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import EventOutlined from '@mui/icons-material/EventOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import PersonSearchOutlined from '@mui/icons-material/PersonSearchOutlined';
import WorkOutlined from '@mui/icons-material/WorkOutlined';
import EmojiEventsOutlined from '@mui/icons-material/EmojiEventsOutlined';
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

export const CommunitiesPage = () => (
  <AreaPlaceholder
    title="Communities"
    description="Groups of professionals who share an interest, a field or a background."
    icon={<GroupsOutlined />}
    emptyTitle="You have not joined a community yet"
    empty="Communities you join will appear here, with their events, channels and members."
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

export const RecruitPage = () => (
  <AreaPlaceholder
    title="Recruit"
    description="Candidates for your open roles."
    icon={<PersonSearchOutlined />}
    emptyTitle="No candidates yet"
    empty="Post a job and the people who match it will be listed here."
  />
);

export const ChannelPage = () => (
  <AreaPlaceholder
    title="Channels"
    description="Conversations inside your communities."
    icon={<CampaignOutlined />}
    emptyTitle="No channels yet"
    empty="Channels of the communities you belong to will appear here."
  />
);
