import { useEffect } from 'react';
import {
  type InfiniteData,
  type QueryClient,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { type Notification, PAGE_SIZE, routes, SocketEvent, type UnreadPings } from '@nexus/contracts';
import { api } from '../../api/client';
import { onSocketConnected, onSocketEvent } from '../../lib/socket';
import { toast } from '../../ui/toast/toast';
import { PINGS_PATH } from './components/PingsBell';

/** Query keys of /pings and the bell. */
export const pingKeys = {
  all: ['pings'] as const,
  /** The member's pings, newest first (keyset pages). */
  list: ['pings', 'list'] as const,
  /** The bell's count. */
  unread: ['pings', 'unread'] as const,
};

type PingPages = InfiniteData<{ items: Notification[]; nextCursor: string | null }, string | undefined>;

export function usePings() {
  return useInfiniteQuery({
    queryKey: pingKeys.list,
    queryFn: ({ pageParam }) =>
      api.call(
        routes.pings.list,
        { query: { pageSize: PAGE_SIZE.notifications, ...(pageParam ? { cursor: pageParam } : {}) } },
        { silent: true },
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function useUnreadPings(enabled = true) {
  return useQuery({
    queryKey: pingKeys.unread,
    queryFn: () => api.call(routes.pings.unreadCount, undefined, { silent: true }),
    enabled,
  });
}

/**
 * Sets the bell's count. A read of it still in flight (each socket connection makes one) was answered before the
 * change that brought this count, a ping or a mark: it is cancelled first, so that its older count never replaces this one.
 */
const setUnread = (queryClient: QueryClient, unread: UnreadPings) =>
  queryClient.cancelQueries({ queryKey: pingKeys.unread }).then(() => queryClient.setQueryData(pingKeys.unread, unread));

/** Marks pings read in the cached pages: one (`id`) or all. */
function markCached(queryClient: QueryClient, id?: string) {
  queryClient.setQueryData<PingPages>(pingKeys.list, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            items: page.items.map((n) => (id === undefined || n.id === id ? { ...n, read: true } : n)),
          })),
        }
      : data,
  );
}

export function useMarkPingRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.call(routes.pings.markRead, { params: { id } }, { silent: true }),
    onMutate: (id) => markCached(queryClient, id),
    onSuccess: (unread) => setUnread(queryClient, unread),
  });
}

export function useMarkAllPingsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.call(routes.pings.markAllRead),
    onSuccess: (unread) => {
      markCached(queryClient);
      return setUnread(queryClient, unread);
    },
  });
}

/**
 * 'notification received' (§4): the bell's count, the ping on top of the list when it is loaded, and a toast unless
 * the member is looking at /pings already. The socket connects after the page has loaded, so the count and the list
 * are read again on each connection that did not recover the missed events, the first one included: a ping delivered
 * between the page's read and the socket joining its room would otherwise never show until a reload.
 */
export function listenToPings(queryClient: QueryClient): () => void {
  const offConnect = onSocketConnected(({ recovered }) => {
    if (!recovered) void queryClient.invalidateQueries({ queryKey: pingKeys.all });
  });
  const offEvent = onSocketEvent(SocketEvent.NotificationReceived, (payload) => {
    if (payload.kind !== 'notification') return;
    void setUnread(queryClient, { unreadNotificationsCount: payload.unreadNotificationsCount });
    if (globalThis.location?.pathname !== PINGS_PATH) toast.info(payload.notification.text);
    queryClient.setQueryData<PingPages>(pingKeys.list, (data) => {
      if (!data?.pages[0] || data.pages.some((p) => p.items.some((n) => n.id === payload.notification.id))) return data;
      const [first, ...rest] = data.pages;
      return { ...data, pages: [{ ...first, items: [payload.notification, ...first.items] }, ...rest] };
    });
  });
  return () => {
    offConnect();
    offEvent();
  };
}

/** The bell's count, kept live for the whole signed-in app (the app frame calls it once). */
export function usePingsBell(me: string | undefined): number {
  const queryClient = useQueryClient();
  useEffect(() => (me ? listenToPings(queryClient) : undefined), [me, queryClient]);
  return useUnreadPings(Boolean(me)).data?.unreadNotificationsCount ?? 0;
}
