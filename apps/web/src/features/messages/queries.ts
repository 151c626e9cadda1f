import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { PAGE_SIZE, routes, type Message } from '@nexus/contracts';
import { api } from '../../api/client';
import { useSession } from '../../lib/session/useSession';
import {
  markReadFrom,
  mapRow,
  orderedMessages,
  removeMessage,
  upsertMessage,
  type ConversationPages,
  type LatestPages,
} from './cache';

/** Query keys of the messages screens. */
export const messageKeys = {
  all: ['messages'] as const,
  /** The member's conversations, one row each (GET latest, keyset pages). */
  latest: ['messages', 'latest'] as const,
  /** The messages with one member (pages of 10, newest first). */
  conversation: (otherId: string) => ['messages', 'conversation', otherId] as const,
  /** The member a conversation is with (chat-partner info). */
  receiver: (id: string) => ['messages', 'receiver', id] as const,
};

const useMe = () => useSession().user?.id ?? '';

/** The conversations list (drawer, full page, phone page); its newest page carries the nav badge's count. */
export function useLatest(enabled = true) {
  const me = useMe();
  return useInfiniteQuery({
    queryKey: messageKeys.latest,
    queryFn: ({ pageParam }) =>
      api.call(
        routes.messages.latest,
        {
          params: { userId: me },
          query: {
            pageSize: PAGE_SIZE.latestMessages,
            dir: 'desc',
            sort: 'created_at',
            ...(pageParam ? { cursor: pageParam } : {}),
          },
        },
        { silent: true },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled: enabled && Boolean(me),
  });
}

export function useConversation(otherId: string) {
  const me = useMe();
  const query = useInfiniteQuery({
    queryKey: messageKeys.conversation(otherId),
    queryFn: ({ pageParam }) =>
      api.call(routes.messages.conversation, {
        params: { userId: me, otherId },
        query: { pageSize: PAGE_SIZE.chatMessages, ...(pageParam ? { cursor: pageParam } : {}) },
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled: Boolean(me && otherId),
  });
  return { ...query, messages: orderedMessages(query.data) };
}

export function useReceiver(receiverId: string) {
  const me = useMe();
  return useQuery({
    queryKey: messageKeys.receiver(receiverId),
    queryFn: () => api.call(routes.messages.receiver, { params: { userId: me, receiverId } }, { silent: true }),
    enabled: Boolean(me && receiverId),
    retry: false,
  });
}

/** Sends one message; `clientMessageId` is made once per message by the caller and sent again on a retry. */
export function sendMessage(me: string, receiverId: string, text: string, clientMessageId: string): Promise<Message> {
  return api.call(
    routes.messages.send,
    { params: { senderId: me, receiverId }, body: { clientMessageId, content: { message: text.trim() } } },
    { silent: true },
  );
}

/**
 * A message the API answered or the socket announced, in its conversation. A conversation still on its first load
 * has nothing to put it in, and that load's answer may have been read before the message was stored: it loads again.
 */
export function storeMessage(queryClient: QueryClient, me: string, message: Message) {
  const queryKey = messageKeys.conversation(message.senderId === me ? message.receiverId : message.senderId);
  if (queryClient.getQueryData(queryKey) === undefined) {
    // An invalidation would join the load under way (a query without data is never cancelled to refetch): start over.
    if (queryClient.isFetching({ queryKey, exact: true }) > 0) {
      void queryClient.cancelQueries({ queryKey, exact: true }).then(() => queryClient.refetchQueries({ queryKey, exact: true }));
    }
    return;
  }
  queryClient.setQueryData<ConversationPages>(queryKey, (d) => upsertMessage(d, message));
}

export function useEditMessage(otherId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, text }: { id: string; text: string }) =>
      api.call(routes.messages.update, { params: { id }, body: { content: { message: text.trim() }, edited: true } }),
    onSuccess: (message) => {
      queryClient.setQueryData<ConversationPages>(messageKeys.conversation(otherId), (d) => upsertMessage(d, message));
      queryClient.setQueryData<LatestPages>(messageKeys.latest, (d) =>
        mapRow(d, otherId, (row) => (row.id === message.id ? { ...row, content: message.content, edited: true } : row)),
      );
    },
  });
}

export function useDeleteMessage(otherId: string) {
  const me = useMe();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.call(routes.messages.remove, { params: { messageId: id, userId: me } }),
    onSuccess: (_ok, id) => {
      queryClient.setQueryData<ConversationPages>(messageKeys.conversation(otherId), (d) => removeMessage(d, id));
      void queryClient.invalidateQueries({ queryKey: messageKeys.latest });
    },
  });
}

/** 'Delete Conversation': archived for this member; the list and the conversation forget it. */
export function useArchiveConversation(otherId: string) {
  const me = useMe();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.call(routes.messages.archive, { params: { userId: me, otherId } }),
    onSuccess: () => forgetConversation(queryClient, otherId),
  });
}

export function forgetConversation(queryClient: QueryClient, otherId: string) {
  queryClient.setQueryData<LatestPages>(messageKeys.latest, (d) => mapRow(d, otherId, () => null));
  queryClient.removeQueries({ queryKey: messageKeys.conversation(otherId) });
}

/** The member read the chat with `otherId` up to `uptoSeq`: their copies of those messages and the row say so. */
export function applyRead(queryClient: QueryClient, otherId: string, readerIsMe: boolean, me: string, uptoSeq?: number) {
  queryClient.setQueryData<ConversationPages>(messageKeys.conversation(otherId), (d) =>
    markReadFrom(d, readerIsMe ? otherId : me, uptoSeq),
  );
  queryClient.setQueryData<LatestPages>(messageKeys.latest, (d) =>
    mapRow(d, otherId, (row) =>
      readerIsMe
        ? { ...row, unread: false, unreadCount: 0, status: row.senderId === otherId ? 'read' : row.status }
        : { ...row, status: row.senderId === me && (uptoSeq === undefined || row.seq <= uptoSeq) ? 'read' : row.status },
    ),
  );
}
