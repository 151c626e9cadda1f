// @vitest-environment node
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server, type Socket as ServerSocket } from 'socket.io';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Notification, type NotificationReceivedPayload, SocketEvent, type UnreadPings } from '@nexus/contracts';
import { connectSocket, disconnectSocket } from '../../lib/socket';
import { listenToPings, pingKeys } from './queries';
import { relativeTime } from './time';

const ping = (id: string): Notification => ({
  id,
  kind: 'connection_request',
  actor: { id: 'bo', firstName: 'Bo', lastName: 'Lund', image: null, headline: null },
  company: null,
  postId: null,
  commentId: null,
  text: 'Bo Lund wants to connect with you',
  link: '/profile/bo',
  read: false,
  createdAt: new Date(Date.UTC(2026, 0, 1)).toISOString(),
});

describe('relativeTime', () => {
  const now = Date.UTC(2026, 5, 15, 12);
  it.each([
    [now - 20_000, 'just now'],
    [now - 5 * 60_000, '5 minutes ago'],
    [now - 3 * 3600_000, '3 hours ago'],
    [now - 26 * 3600_000, 'yesterday'],
    [now - 9 * 24 * 3600_000, 'last week'],
  ])('%s is %s', (at, text) => expect(relativeTime(new Date(at).toISOString(), now)).toBe(text));
});

describe("'notification received' on a real Socket.IO server", () => {
  let server: Server;
  let client: ServerSocket;
  let queryClient: QueryClient;
  let off: () => void;

  beforeAll(async () => {
    const http = createServer();
    server = new Server(http);
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    // On /pings itself: no toast (this node environment has no window for one).
    Object.assign(globalThis, { location: new URL(`http://127.0.0.1:${(http.address() as AddressInfo).port}/pings`) });
  });
  afterAll(async () => {
    disconnectSocket();
    await server.close();
  });
  beforeEach(async () => {
    queryClient = new QueryClient();
    off = listenToPings(queryClient);
    const connection = new Promise<ServerSocket>((resolve) => server.once('connection', resolve));
    connectSocket({ token: 't' });
    client = await connection;
  });
  afterEach(() => {
    off();
    disconnectSocket();
  });

  const emit = (payload: NotificationReceivedPayload) => client.emit(SocketEvent.NotificationReceived, payload);
  async function until(check: () => boolean) {
    for (let i = 0; i < 150 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(check()).toBe(true);
  }

  it('sets the bell count and puts the ping on top of the loaded list, once', async () => {
    queryClient.setQueryData(pingKeys.list, { pages: [{ items: [ping('old')], nextCursor: null }], pageParams: [undefined] });
    emit({ kind: 'notification', notification: ping('new'), unreadNotificationsCount: 2 });
    emit({ kind: 'notification', notification: ping('new'), unreadNotificationsCount: 2 });
    emit({ kind: 'notification', notification: ping('later'), unreadNotificationsCount: 3 });
    const ids = () =>
      queryClient.getQueryData<{ pages: { items: Notification[] }[] }>(pingKeys.list)?.pages[0]?.items.map((n) => n.id);
    // Events arrive in order: once the third is in, the repeated second was seen and kept once.
    await until(() => ids()?.[0] === 'later');
    expect(ids()).toEqual(['later', 'new', 'old']);
    expect(queryClient.getQueryData(pingKeys.unread)).toEqual({ unreadNotificationsCount: 3 });
  });

  it('reads the bell count again on the first connection: a ping sent before the socket joined is not lost', async () => {
    disconnectSocket();
    let reads = 0;
    const bell = new QueryObserver(queryClient, {
      queryKey: pingKeys.unread,
      queryFn: () => ({ unreadNotificationsCount: reads++ }),
    });
    const stop = bell.subscribe(() => undefined);
    try {
      await until(() => reads === 1);
      const connection = new Promise<ServerSocket>((resolve) => server.once('connection', resolve));
      connectSocket({ token: 't' });
      client = await connection;
      await until(() => reads === 2);
      expect(queryClient.getQueryData(pingKeys.unread)).toEqual({ unreadNotificationsCount: 1 });
    } finally {
      stop();
    }
  });

  it('keeps the live count when a read of the count started before the ping answers after it', async () => {
    let answer: (count: number) => void = () => undefined;
    const bell = new QueryObserver(queryClient, {
      queryKey: pingKeys.unread,
      queryFn: () => new Promise<UnreadPings>((resolve) => (answer = (count) => resolve({ unreadNotificationsCount: count }))),
    });
    const stop = bell.subscribe(() => undefined);
    try {
      await until(() => queryClient.getQueryState(pingKeys.unread)?.fetchStatus === 'fetching');
      emit({ kind: 'notification', notification: ping('live'), unreadNotificationsCount: 1 });
      await until(() => queryClient.getQueryData(pingKeys.unread) !== undefined);
      // The read was answered by the server before the ping existed: its 0 must not replace the live 1.
      answer(0);
      await until(() => queryClient.getQueryState(pingKeys.unread)?.fetchStatus === 'idle');
      expect(queryClient.getQueryData(pingKeys.unread)).toEqual({ unreadNotificationsCount: 1 });
    } finally {
      stop();
    }
  });

  it('leaves the bell alone for a direct message (the chat has its own badge)', async () => {
    emit({ kind: 'message', message: {} as never });
    emit({ kind: 'notification', notification: ping('x'), unreadNotificationsCount: 7 });
    await until(() => queryClient.getQueryData(pingKeys.unread) !== undefined);
    expect(queryClient.getQueryData(pingKeys.unread)).toEqual({ unreadNotificationsCount: 7 });
  });
});
