import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { MessageStatus, SocketEvent, TRUNCATE, routes, type Message, type MessagePage } from '@nexus/contracts';
import { api } from '../../api/client';
import { displayName } from '../../lib/people/format';
import { getSocket, onSocketConnected, onSocketEvent } from '../../lib/socket';
import { chatStore } from '../../lib/chat';
import { toast } from '../../ui/toast/toast';
import {
  mapRow,
  otherOf,
  orderedMessages,
  removeMessage,
  withLatestMessage,
  withUnreadCount,
  type ConversationPages,
  type LatestPages,
} from './cache';
import { conversationsOnScreen, newChatStore, setTyping } from './chatStores';
import { truncate } from './chatText';
import { applyRead, forgetConversation, messageKeys, storeMessage } from './queries';

/**
 * The member read the chat with `otherId` up to `message` (§4): the read event over the socket (the API marks it
 * and everything before it read, tells the member's other tabs and, with read receipts, the sender), or PUT
 * message/:id when the socket is down. The caches follow at once.
 */
export function markRead(queryClient: QueryClient, me: string, otherId: string, message: Message) {
  applyRead(queryClient, otherId, true, me, message.seq);
  const socket = getSocket();
  // Over HTTP the new unread count comes as a socket event, which a socket still connecting misses: the list
  // (which carries the count) is fetched again once the read is in.
  const viaHttp = () =>
    void api
      .call(routes.messages.update, { params: { id: message.id }, body: { status: MessageStatus.Read } }, { silent: true })
      .then(() => refetchLatest(queryClient))
      .catch(() => undefined);
  if (!socket?.connected) return viaHttp();
  // The acknowledgement says the API took it; without one in time (or with a refusal), HTTP does it.
  let settled = false;
  const fallback = setTimeout(() => {
    settled = true;
    viaHttp();
  }, READ_ACK_TIMEOUT_MS);
  socket.emit(SocketEvent.ChatMessageRead, { id: message.id, payload: { userId: me, receiverId: otherId } }, (ack) => {
    clearTimeout(fallback);
    if (settled) return;
    settled = true;
    if (!ack.ok) viaHttp();
  });
}

const READ_ACK_TIMEOUT_MS = 10_000;

/** The newest unread message from `otherId` in the cached conversation, if any. */
export function newestUnreadFrom(pages: ConversationPages | undefined, otherId: string): Message | undefined {
  return orderedMessages(pages)
    .filter((m) => m.senderId === otherId && m.status === MessageStatus.Unread)
    .at(-1);
}

/** The message notifications (toasts) shown, until the member opens the list (§4: that clears them). */
const messageToasts = new Set<string>();
export function clearMessageNotifications() {
  for (const key of messageToasts) toast.dismiss(key);
  messageToasts.clear();
}

/** A chat is 'open' for a member when a conversation with them is on screen (popup, full page, phone view). */
const isOpen = (otherId: string) => conversationsOnScreen.has(otherId);

function setUnread(queryClient: QueryClient, count: number) {
  // A list on its way may have been counted before this change: it is fetched again rather than let land stale.
  if (queryClient.isFetching({ queryKey: messageKeys.latest })) void refetchLatest(queryClient);
  else queryClient.setQueryData<LatestPages>(messageKeys.latest, (d) => withUnreadCount(d, count));
}

/** The list (and the badge count it carries) fetched anew; a fetch under way is dropped, not waited for. */
async function refetchLatest(queryClient: QueryClient) {
  // Invalidating alone would join a first load still under way and keep what it brings.
  await queryClient.cancelQueries({ queryKey: messageKeys.latest });
  await queryClient.invalidateQueries({ queryKey: messageKeys.latest });
}

/** Missed while the socket was away: the list again, and each open chat from its last message on (`after=`). */
async function catchUp(queryClient: QueryClient, me: string) {
  void queryClient.invalidateQueries({ queryKey: messageKeys.latest });
  for (const otherId of conversationsOnScreen.ids()) {
    const last = orderedMessages(queryClient.getQueryData<ConversationPages>(messageKeys.conversation(otherId))).at(-1);
    if (!last) {
      void queryClient.invalidateQueries({ queryKey: messageKeys.conversation(otherId) });
      continue;
    }
    let cursor: string | null = null;
    for (let page = 0; page < 20; page++) {
      const res: MessagePage | null = await api
        .call(
          routes.messages.conversation,
          { params: { userId: me, otherId }, query: { after: last.id, ...(cursor ? { cursor } : {}) } },
          { silent: true },
        )
        .catch(() => null);
      if (!res) {
        // The last message was deleted meanwhile (the API refuses `after` for it): load the newest page again.
        void queryClient.invalidateQueries({ queryKey: messageKeys.conversation(otherId) });
        break;
      }
      for (const m of res.items) storeMessage(queryClient, me, m);
      cursor = res.nextCursor;
      if (!cursor) break;
    }
    const unread = newestUnreadFrom(queryClient.getQueryData(messageKeys.conversation(otherId)), otherId);
    if (unread) markRead(queryClient, me, otherId, unread);
  }
}

/** §4 real-time events of the chat, for the whole signed-in app: caches, badge, read marks, toasts. */
export function useChatRealtime(me: string | undefined) {
  const queryClient = useQueryClient();
  useEffect(() => (me ? listenToChat(queryClient, me) : undefined), [me, queryClient]);
}

/** Listens to the chat's socket events for member `me`; returns the unsubscribe. */
export function listenToChat(queryClient: QueryClient, me: string): () => void {
  const offs = [
    onSocketEvent(SocketEvent.ChatMessageCreated, ({ message, unreadMessagesCount }) => {
      const other = otherOf(message, me);
      const incoming = message.senderId !== me;
      storeMessage(queryClient, me, message);
      const open = isOpen(other);
      const rows = withLatestMessage(queryClient.getQueryData<LatestPages>(messageKeys.latest), message, me, {
        unreadMessagesCount,
        countsAsUnread: !open,
      });
      if (rows === null) void queryClient.invalidateQueries({ queryKey: messageKeys.latest });
      else queryClient.setQueryData(messageKeys.latest, rows);
      setUnread(queryClient, unreadMessagesCount);
      if (incoming) setTyping(other, false);
      if (incoming && open) markRead(queryClient, me, other, message);
      else if (incoming) newChatStore.set(true);
    }),
    onSocketEvent(SocketEvent.UnreadMessageCount, ({ unreadMessagesCount }) => setUnread(queryClient, unreadMessagesCount)),
    onSocketEvent(SocketEvent.ChatMessageRead, ({ id, payload }) => {
      const readerIsMe = payload.userId === me;
      const other = readerIsMe ? payload.receiverId : payload.userId;
      const read = orderedMessages(queryClient.getQueryData<ConversationPages>(messageKeys.conversation(other))).find(
        (m) => m.id === id,
      );
      applyRead(queryClient, other, readerIsMe, me, read?.seq);
    }),
    onSocketEvent(SocketEvent.ChatMessageUpdated, ({ message }) => {
      storeMessage(queryClient, me, message);
      queryClient.setQueryData<LatestPages>(messageKeys.latest, (d) =>
        mapRow(d, otherOf(message, me), (row) =>
          row.id === message.id ? { ...row, content: message.content, edited: true } : row,
        ),
      );
    }),
    onSocketEvent(SocketEvent.ChatMessageDeleted, ({ id, senderId, receiverId, unreadMessagesCount }) => {
      const other = senderId === me ? receiverId : senderId;
      queryClient.setQueryData<ConversationPages>(messageKeys.conversation(other), (d) => removeMessage(d, id));
      void queryClient.invalidateQueries({ queryKey: messageKeys.latest });
      setUnread(queryClient, unreadMessagesCount);
    }),
    onSocketEvent(SocketEvent.ChatArchived, ({ userId, otherId }) => {
      if (userId !== me) return;
      forgetConversation(queryClient, otherId);
      if (chatStore.get().receiverId === otherId) chatStore.close();
    }),
    onSocketEvent(SocketEvent.ChatTyping, ({ userId, typing }) => {
      if (userId !== me) setTyping(userId, typing);
    }),
    onSocketEvent(SocketEvent.NotificationReceived, (n) => {
      if (n.kind !== 'message' || n.message.senderId === me || isOpen(n.message.senderId)) return;
      const name = displayName(n.message.senderFirstName, n.message.senderLastName) || 'Someone';
      const key = `chat-message:${n.message.id}`;
      messageToasts.add(key);
      toast.infoWithKey(`${name}: ${truncate(n.message.content.message, TRUNCATE.previewOther)}`, key);
    }),
    // The first connection too: a message sent between the page's read and the socket joining its room is caught up.
    onSocketConnected(({ recovered }) => {
      if (!recovered) void catchUp(queryClient, me);
    }),
  ];
  return () => offs.forEach((off) => off());
}
