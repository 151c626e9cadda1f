import { Link as RouterLink, useParams } from 'react-router';
import Button from '@mui/material/Button';
import DynamicFeedOutlined from '@mui/icons-material/DynamicFeedOutlined';
import EditNoteOutlined from '@mui/icons-material/EditNoteOutlined';
import EventOutlined from '@mui/icons-material/EventOutlined';
import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import PersonSearchOutlined from '@mui/icons-material/PersonSearchOutlined';
import TagOutlined from '@mui/icons-material/TagOutlined';
import WorkOutlined from '@mui/icons-material/WorkOutlined';
import EmojiEventsOutlined from '@mui/icons-material/EmojiEventsOutlined';
import { AreaPlaceholder } from '../../../ui/Page';

export const FeedPage = () => (
  <AreaPlaceholder
    title="Feed"
    description="Updates from the people and communities you follow."
    icon={<DynamicFeedOutlined />}
    emptyTitle="Your feed is quiet"
    empty="Posts from your connections and communities will appear here."
    actions={
      <Button component={RouterLink} to="/createPost" variant="contained" startIcon={<EditNoteOutlined />}>
        Start a post
      </Button>
    }
  />
);

export function FeedTagPage() {
  const { tag = '' } = useParams();
  return (
    <AreaPlaceholder
      title={`#${tag}`}
      description={`Posts tagged #${tag}.`}
      icon={<TagOutlined />}
      emptyTitle={`No posts with #${tag} yet`}
      empty="When someone tags a post with this hashtag, it will show up here."
    />
  );
}

export const JobsPage = () => (
  <AreaPlaceholder
    title="Jobs"
    description="Roles from companies on Nexus, matched to your profile."
    icon={<WorkOutlined />}
    emptyTitle="No open roles for you right now"
    empty="Openings from companies you follow, and roles that fit your experience, will appear here."
  />
);

export const CreatePostPage = () => (
  <AreaPlaceholder
    title="Create a post"
    description="Share an update, an article or a question with your network."
    icon={<EditNoteOutlined />}
    emptyTitle="What would you like to share?"
    empty="Posts can hold text, images, video, documents and polls, and reach your connections and communities."
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

export const PingsPage = () => (
  <AreaPlaceholder
    title="Pings"
    description="Mentions, reactions and requests that need your attention."
    icon={<NotificationsNoneOutlined />}
    emptyTitle="You are all caught up"
    empty="When someone mentions you, reacts to your posts or asks to connect, you will see it here."
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
