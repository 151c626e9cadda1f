import { useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import ChatOutlined from '@mui/icons-material/ChatOutlined';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import { routes } from '@nexus/contracts';
import { api } from '../../../api/client';
import { displayName } from '../../../lib/people/format';
import { AreaPlaceholder } from '../../../ui/Page';
import { messageKeys } from '../queries';

export const MessagesPage = () => (
  <AreaPlaceholder
    title="Messages"
    description="Your direct conversations."
    icon={<ChatOutlined />}
    emptyTitle="No conversations yet"
    empty="Messages you send and receive will appear here. Start a conversation from a connection's profile."
  />
);

function usePublicUser(id: string | undefined) {
  return useQuery({
    queryKey: messageKeys.receiver(id ?? ''),
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
    <AreaPlaceholder
      title={name ? `Messages with ${name}` : 'Messages'}
      description="Your conversation."
      icon={<ForumOutlined />}
      emptyTitle="No messages yet"
      empty={name ? `Say hello to ${name}. Messages you exchange will appear here.` : 'Messages you exchange will appear here.'}
    />
  );
}
