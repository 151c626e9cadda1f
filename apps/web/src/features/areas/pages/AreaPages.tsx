import type { ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import ApartmentOutlined from '@mui/icons-material/ApartmentOutlined';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import ChatOutlined from '@mui/icons-material/ChatOutlined';
import DynamicFeedOutlined from '@mui/icons-material/DynamicFeedOutlined';
import EditNoteOutlined from '@mui/icons-material/EditNoteOutlined';
import EventOutlined from '@mui/icons-material/EventOutlined';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import PersonSearchOutlined from '@mui/icons-material/PersonSearchOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import TagOutlined from '@mui/icons-material/TagOutlined';
import WorkOutlined from '@mui/icons-material/WorkOutlined';
import EmojiEventsOutlined from '@mui/icons-material/EmojiEventsOutlined';
import { routes, Text } from '@nexus/contracts';
import { api } from '../../../api/client';
import { displayName } from '../../../lib/people/format';
import { EmptyState, PageHeading, PageTitle } from '../../../ui/Page';

interface AreaProps {
  title: string;
  description: string;
  icon: ReactNode;
  emptyTitle: string;
  empty: ReactNode;
  actions?: ReactNode;
}

function Area({ title, description, icon, emptyTitle, empty, actions }: AreaProps) {
  return (
    <>
      <PageHeading title={title} description={description} actions={actions} />
      <EmptyState icon={icon} title={emptyTitle}>
        {empty}
      </EmptyState>
    </>
  );
}

export const FeedPage = () => (
  <Area
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
    <Area
      title={`#${tag}`}
      description={`Posts tagged #${tag}.`}
      icon={<TagOutlined />}
      emptyTitle={`No posts with #${tag} yet`}
      empty="When someone tags a post with this hashtag, it will show up here."
    />
  );
}

export const JobsPage = () => (
  <Area
    title="Jobs"
    description="Roles from companies on Nexus, matched to your profile."
    icon={<WorkOutlined />}
    emptyTitle="No open roles for you right now"
    empty="Openings from companies you follow, and roles that fit your experience, will appear here."
  />
);

export const CreatePostPage = () => (
  <Area
    title="Create a post"
    description="Share an update, an article or a question with your network."
    icon={<EditNoteOutlined />}
    emptyTitle="What would you like to share?"
    empty="Posts can hold text, images, video, documents and polls, and reach your connections and communities."
  />
);

export const EventsPage = () => (
  <Area
    title="Events"
    description="Meetups, talks and summits from your communities and partners."
    icon={<EventOutlined />}
    emptyTitle="No upcoming events"
    empty="Events you are invited to, and events of the communities you join, will be listed here."
  />
);

export const PingsPage = () => (
  <Area
    title="Pings"
    description="Mentions, reactions and requests that need your attention."
    icon={<NotificationsNoneOutlined />}
    emptyTitle="You are all caught up"
    empty="When someone mentions you, reacts to your posts or asks to connect, you will see it here."
  />
);

export const CommunitiesPage = () => (
  <Area
    title="Communities"
    description="Groups of professionals who share an interest, a field or a background."
    icon={<GroupsOutlined />}
    emptyTitle="You have not joined a community yet"
    empty="Communities you join will appear here, with their events, channels and members."
  />
);

export const MessagesPage = () => (
  <Area
    title="Messages"
    description="Your direct conversations."
    icon={<ChatOutlined />}
    emptyTitle="No conversations yet"
    empty="Messages you send and receive will appear here. Start a conversation from a connection's profile."
  />
);

function usePublicUser(id: string | undefined) {
  return useQuery({
    queryKey: ['user-public', id],
    queryFn: () => api.call(routes.users.getPublic, { params: { id: id ?? '' } }, { silent: true }),
    enabled: Boolean(id),
    retry: false,
  });
}

export function ConversationPage() {
  const { receiverId } = useParams();
  const receiver = usePublicUser(receiverId);
  const name = receiver.data ? displayName(receiver.data.firstName, receiver.data.lastName) : '';
  return (
    <Area
      title={name ? `Messages with ${name}` : 'Messages'}
      description="Your conversation."
      icon={<ForumOutlined />}
      emptyTitle="No messages yet"
      empty={name ? `Say hello to ${name}. Messages you exchange will appear here.` : 'Messages you exchange will appear here.'}
    />
  );
}

export function CompanyPage() {
  const { id } = useParams();
  const query = useQuery({
    queryKey: ['partner', id],
    queryFn: () => api.call(routes.partners.get, { params: { id: id ?? '' } }, { silent: true }),
    enabled: Boolean(id),
    retry: false,
  });
  if (query.isPending) return <Skeleton variant="rounded" height={180} aria-label="Loading company" />;
  if (query.isError || !query.data) {
    return (
      <>
        <PageTitle title={Text.companyNotFound} />
        <Alert severity="warning">{Text.companyNotFound}</Alert>
      </>
    );
  }
  const company = query.data;
  return (
    <>
      <PageHeading
        title={company.name}
        description={<Chip label={company.type} size="small" sx={{ textTransform: 'capitalize' }} />}
      />
      <EmptyState icon={<ApartmentOutlined />} title={`About ${company.name}`}>
        Jobs, events and updates from {company.name} will appear here.
      </EmptyState>
    </>
  );
}

export const PartnerSettingsPage = () => (
  <Area
    title="Partner settings"
    description="Your organisation's profile, admin groups and employees."
    icon={<SettingsOutlined />}
    emptyTitle="Set up your organisation"
    empty="Add admins, give them permissions and manage your employees from here."
  />
);

export const SummitPage = () => (
  <Area
    title="Summit"
    description="Passes, sessions, speakers and sponsors of the summit."
    icon={<EmojiEventsOutlined />}
    emptyTitle="No summit scheduled"
    empty="When a summit opens for registration, its agenda and passes will be listed here."
  />
);

export const RecruitPage = () => (
  <Area
    title="Recruit"
    description="Candidates for your open roles."
    icon={<PersonSearchOutlined />}
    emptyTitle="No candidates yet"
    empty="Post a job and the people who match it will be listed here."
  />
);

export const ChannelPage = () => (
  <Area
    title="Channels"
    description="Conversations inside your communities."
    icon={<CampaignOutlined />}
    emptyTitle="No channels yet"
    empty="Channels of the communities you belong to will appear here."
  />
);
