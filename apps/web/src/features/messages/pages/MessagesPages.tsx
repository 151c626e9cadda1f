import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import { chatStore, useChatState } from '../../../lib/chat';
import { useIsDevice } from '../../../lib/device';
import { Paths } from '../../../lib/postLogin';
import { PageTitle } from '../../../ui/Page';
import { sawList } from '../chatStores';
import { ConversationList } from '../components/ConversationList';
import { ConversationView } from '../components/ConversationView';
import { useLatest } from '../queries';
import { clearMessageNotifications } from '../realtime';

export const MessagesLabels = {
  title: 'Messages',
  choose: 'Choose a conversation',
  chooseHint: 'Pick someone on the left to read and write messages.',
} as const;

/** Seeing the list clears the new-chat badge and saves the newest message seen (§3, §4). */
function useSawList() {
  const latest = useLatest();
  const newest = latest.data?.pages[0]?.items[0];
  useEffect(() => sawList(newest), [newest]);
  useEffect(() => clearMessageNotifications(), []);
}

/** The page's height: the viewport below the app bar, less the frame's padding. */
const PANE_HEIGHT = { xs: 'calc(100dvh - 56px - 48px)', md: 'calc(100dvh - 64px - 64px)' };

function ListPane({ selectedId, onSelect }: { selectedId: string | null; onSelect: (id: string) => void }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, height: '100%' }}>
      <Typography
        variant="h3"
        component="h1"
        sx={{ px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider', fontSize: 20, fontWeight: 700 }}
      >
        {MessagesLabels.title}
      </Typography>
      <Box sx={{ flex: 1, overflowY: 'auto' }}>
        <ConversationList selectedId={selectedId} onSelect={onSelect} />
      </Box>
    </Box>
  );
}

function NoConversation() {
  return (
    <Box sx={{ height: '100%', display: 'grid', placeItems: 'center', textAlign: 'center', p: 4, color: 'text.secondary' }}>
      <div>
        <ForumOutlined aria-hidden sx={{ fontSize: 48, color: 'primary.main' }} />
        <Typography variant="h3" component="h2" color="text.primary" gutterBottom>
          {MessagesLabels.choose}
        </Typography>
        <Typography>{MessagesLabels.chooseHint}</Typography>
      </div>
    </Box>
  );
}

/** The full chat page (§2): the conversations beside the open one; on a device, one of them at a time. */
function FullChatPage({ receiverId }: { receiverId: string | null }) {
  const navigate = useNavigate();
  const isDevice = useIsDevice();
  useSawList();
  const open = (id: string) => navigate(`${Paths.messagesPage}/${id}`);
  const back = () => navigate(Paths.messagesPage);
  if (isDevice) {
    return (
      <Paper variant="outlined" sx={{ height: PANE_HEIGHT, overflow: 'hidden', display: 'flex', flexDirection: 'column' }}>
        <PageTitle title={MessagesLabels.title} />
        {receiverId ? (
          <ConversationView key={receiverId} receiverId={receiverId} onBack={back} />
        ) : (
          <ListPane selectedId={null} onSelect={open} />
        )}
      </Paper>
    );
  }
  return (
    <Paper
      variant="outlined"
      sx={{
        height: PANE_HEIGHT,
        minHeight: 480,
        overflow: 'hidden',
        display: 'grid',
        gridTemplateColumns: '340px minmax(0, 1fr)',
      }}
    >
      <PageTitle title={MessagesLabels.title} />
      <Box sx={{ borderRight: 1, borderColor: 'divider', minHeight: 0 }}>
        <ListPane selectedId={receiverId} onSelect={open} />
      </Box>
      <Box sx={{ minHeight: 0 }}>
        {receiverId ? <ConversationView key={receiverId} receiverId={receiverId} onClose={back} autoFocus /> : <NoConversation />}
      </Box>
    </Paper>
  );
}

/** /page/messages: the conversations, none open. */
export function MessagesPage() {
  return <FullChatPage receiverId={null} />;
}

/** /page/messages/{receiverId}. */
export function ConversationPage() {
  const { receiverId } = useParams();
  return <FullChatPage receiverId={receiverId ?? null} />;
}

/** /messages (§2, mobile): the list, then one conversation; the open chat is kept locally like the popup's. */
export function MobileMessagesPage() {
  const chat = useChatState();
  useSawList();
  return (
    <Paper
      variant="outlined"
      sx={{ height: PANE_HEIGHT, overflow: 'hidden', display: 'flex', flexDirection: 'column', mx: { xs: -1, sm: 0 } }}
    >
      <PageTitle title={MessagesLabels.title} />
      {chat.open && chat.receiverId ? (
        <ConversationView key={chat.receiverId} receiverId={chat.receiverId} onBack={() => chatStore.close()} />
      ) : (
        <ListPane selectedId={null} onSelect={(id) => chatStore.open(id)} />
      )}
    </Paper>
  );
}
