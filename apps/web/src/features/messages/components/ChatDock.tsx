import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ChatOutlined from '@mui/icons-material/ChatOutlined';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import { CHAT_DRAWER, CHAT_POPUP_SIZE_PX, Text, UserInteractionName, routes } from '@nexus/contracts';
import { api } from '../../../api/client';
import { chatStore, useChatState } from '../../../lib/chat';
import { useIsDevice } from '../../../lib/device';
import { floatingWidgetsHiddenOn } from '../../../lib/floatingWidgets';
import { useSession } from '../../../lib/session/useSession';
import { storage } from '../../../lib/storage';
import { isNewChat, newChatStore, sawList, useNewChat } from '../chatStores';
import { clearMessageNotifications, useChatRealtime } from '../realtime';
import { messageKeys, useLatest } from '../queries';
import { ConversationList } from './ConversationList';
import { ConversationView } from './ConversationView';

export const DockLabels = {
  openChat: 'Open messages',
  closeChat: 'Close messages',
  drawerTitle: 'Messages',
  closeDrawer: 'Close messages',
} as const;

const DOCK_GAP_PX = 24;
const FAB_PX = 56;

/** The nav badge's figures: the raw unread count (desktop) and the new-chat flag (phone). */
export function useChatBadge() {
  const latest = useLatest();
  const newChat = useNewChat();
  return { unread: latest.data?.pages[0]?.unreadMessagesCount ?? 0, newChat };
}

/** 'hasInteractedWithChat': in local storage, and on the account (GET user-interactions) for other devices. */
function useHasInteracted() {
  const [local, setLocal] = useState(storage.getHasInteractedWithChat);
  const remote = useQuery({
    queryKey: [...messageKeys.all, 'interactions'],
    queryFn: () => api.call(routes.notifications.interactions, undefined, { silent: true }),
    enabled: !local,
    staleTime: Infinity,
  });
  const interacted = local || Boolean(remote.data?.names.includes(UserInteractionName.HasInteractedWithChat));
  const record = () => {
    if (interacted) return;
    storage.setHasInteractedWithChat();
    setLocal(true);
    void api
      .call(
        routes.notifications.recordInteraction,
        { body: { name: UserInteractionName.HasInteractedWithChat } },
        { silent: true },
      )
      .catch(() => undefined);
  };
  return { interacted, record };
}

/**
 * The chat of every signed-in screen (§2): the button at the bottom right, its drawer of conversations and the
 * popup of one chat; and, for the whole app, the chat's real-time events.
 */
export function ChatDock() {
  const { user } = useSession();
  const me = user?.id;
  useChatRealtime(me);
  const { pathname } = useLocation();
  const isDevice = useIsDevice();
  const chat = useChatState();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { interacted, record } = useHasInteracted();
  const latest = useLatest();
  const fab = useRef<HTMLButtonElement | null>(null);
  const drawerHeading = useRef<HTMLHeadingElement | null>(null);
  const newest = latest.data?.pages[0]?.items[0];

  // On load: a newer message from someone else than the one last seen listed raises the new-chat flag (§3).
  useEffect(() => {
    if (me && isNewChat(newest, storage.getLastMessage(), me)) newChatStore.set(true);
  }, [newest, me]);

  useEffect(() => {
    if (drawerOpen) drawerHeading.current?.focus();
  }, [drawerOpen]);

  const allowed = Boolean(user?.enabled && user.isOnBoarded);
  if (!allowed || isDevice || floatingWidgetsHiddenOn(pathname)) return null;

  const toggleDrawer = () => {
    record();
    // §4: opening loads the list (it is kept fresh), clears the new-chat badge and the notification; each toggle saves the newest.
    sawList(newest);
    if (!drawerOpen) {
      void latest.refetch();
      clearMessageNotifications();
    }
    setDrawerOpen((o) => !o);
  };
  const closeDrawer = () => {
    sawList(newest);
    setDrawerOpen(false);
    fab.current?.focus();
  };

  const fabButton = (
    <Fab
      ref={fab}
      color="primary"
      aria-label={drawerOpen ? DockLabels.closeChat : DockLabels.openChat}
      aria-expanded={drawerOpen}
      onClick={toggleDrawer}
      sx={{ position: 'fixed', right: DOCK_GAP_PX, bottom: DOCK_GAP_PX, zIndex: (t) => t.zIndex.speedDial }}
    >
      <Badge color="error" variant="dot" invisible={!latest.data?.pages[0]?.unreadMessagesCount}>
        <ChatOutlined />
      </Badge>
    </Fab>
  );
  const popupOpen = chat.open && Boolean(chat.receiverId);
  const popupRight = DOCK_GAP_PX + (drawerOpen ? CHAT_DRAWER.widthPx + 16 : FAB_PX + 16);

  return (
    <>
      {drawerOpen ? (
        <Paper
          role="dialog"
          aria-labelledby="chat-drawer-title"
          elevation={8}
          onKeyDown={(e) => e.key === 'Escape' && closeDrawer()}
          sx={{
            position: 'fixed',
            right: DOCK_GAP_PX,
            bottom: DOCK_GAP_PX + FAB_PX + 12,
            width: CHAT_DRAWER.widthPx,
            zIndex: (t) => t.zIndex.speedDial,
            borderRadius: 3,
            overflow: 'hidden',
          }}
        >
          <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}>
            <Typography
              id="chat-drawer-title"
              ref={drawerHeading}
              tabIndex={-1}
              component="h2"
              sx={{ flex: 1, fontWeight: 700, fontSize: 18, outline: 'none' }}
            >
              {DockLabels.drawerTitle}
            </Typography>
            <IconButton aria-label={DockLabels.closeDrawer} onClick={closeDrawer} edge="end">
              <CloseOutlined />
            </IconButton>
          </Box>
          <Box sx={{ height: CHAT_DRAWER.listHeight, overflowY: 'auto' }}>
            <ConversationList selectedId={chat.open ? chat.receiverId : null} onSelect={(id) => chatStore.open(id)} />
          </Box>
        </Paper>
      ) : null}

      {popupOpen && chat.receiverId ? (
        <Paper
          role="dialog"
          aria-label="Chat"
          elevation={10}
          sx={{
            position: 'fixed',
            right: popupRight,
            bottom: DOCK_GAP_PX,
            width: CHAT_POPUP_SIZE_PX.width,
            height: CHAT_POPUP_SIZE_PX.height,
            zIndex: (t) => t.zIndex.speedDial,
            borderRadius: 3,
            overflow: 'hidden',
            display: 'flex',
            flexDirection: 'column',
          }}
        >
          <ConversationView key={chat.receiverId} receiverId={chat.receiverId} onClose={() => chatStore.close()} autoFocus />
        </Paper>
      ) : null}

      {interacted ? (
        fabButton
      ) : (
        // §2: the tooltip shows until the first click; it steps aside (and never takes a click) while a chat is open.
        <Tooltip
          title={Text.wantToChat}
          placement="left"
          open={!popupOpen}
          disableInteractive
          arrow
          slotProps={{ popper: { sx: { pointerEvents: 'none' } } }}
        >
          {fabButton}
        </Tooltip>
      )}
    </>
  );
}
