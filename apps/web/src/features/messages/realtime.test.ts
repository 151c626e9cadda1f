// @vitest-environment node
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server, type Socket as ServerSocket } from 'socket.io';
import { InfiniteQueryObserver, QueryClient } from '@tanstack/react-query';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { routes, SocketEvent, type ChatMessageReadPayload, type Message } from '@nexus/contracts';
import { api, httpClient } from '../../api/client';
import { chatStore } from '../../lib/chat';
import { connectSocket, disconnectSocket } from '../../lib/socket';
import { orderedMessages, type ConversationPages, type LatestPages } from './cache';
import { conversationsOnScreen, newChatStore } from './chatStores';
import { messageKeys } from './queries';
import { listenToChat } from './realtime';
import { chatPartner } from '../../testing/chat';

/**
 * A real Socket.IO server and HTTP routes standing where the API stands: the chat's listeners are driven by the
 * events the API sends, and answer with the read event and the catch-up call the API takes.
 */
const ME = 'me-1';
const OTHER = 'other-1';
let server: Server;
let origin = '';
/** What GET conversation?after= answers next, and what the read events and HTTP calls were. */
let catchUpItems: Message[] = [];
const requests: string[] = [];
const reads: ChatMessageReadPayload[] = [];

function route(req: IncomingMessage, res: ServerResponse) {
  requests.push(`${req.method} ${req.url}`);
  const url = new URL(req.url ?? '/', origin);
  if (req.method === 'GET' && url.pathname === `/v1/message/${ME}/conversation/${OTHER}`) {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ items: url.searchParams.get('after') ? catchUpItems : [], nextCursor: null }));
    return;
  }
  if (req.method === 'GET' && url.pathname === `/v1/message/${ME}/latest`) {
    // Each answer carries the next of latestCounts; the first is slow, as a list counted before a read would be.
    const first = latestCalls++ === 0;
    const count = latestCounts.shift() ?? 0;
    setTimeout(
      () => {
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ items: [], nextCursor: null, unreadMessagesCount: count }));
      },
      first ? 300 : 0,
    );
    return;
  }
  res.statusCode = 404;
  res.end();
}
let latestCounts: number[] = [];
let latestCalls = 0;

beforeAll(async () => {
  const http = createServer(route);
  server = new Server(http);
  server.on('connection', (s) =>
    s.on(SocketEvent.ChatMessageRead, (payload: ChatMessageReadPayload, ack?: (a: { ok: true }) => void) => {
      reads.push(payload);
      ack?.({ ok: true });
    }),
  );
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  Object.assign(globalThis, { location: new URL(origin) });
  (await httpClient()).defaults.baseURL = `${origin}/v1`;
});
afterAll(async () => {
  disconnectSocket();
  await server.close();
});

let queryClient: QueryClient;
let off: () => void;
let client: ServerSocket;
beforeEach(async () => {
  queryClient = new QueryClient();
  off = listenToChat(queryClient, ME);
  reads.length = 0;
  requests.length = 0;
  newChatStore.set(false);
  const connection = new Promise<ServerSocket>((resolve) => server.once('connection', resolve));
  connectSocket({ token: 't' });
  client = await connection;
});
afterEach(() => {
  off();
  disconnectSocket();
});

async function until(check: () => boolean) {
  for (let i = 0; i < 150 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 20));
  expect(check()).toBe(true);
}

let seq = 0;
const message = (over: Partial<Message> = {}): Message => {
  seq += 1;
  return {
    id: `m${seq}`,
    senderId: OTHER,
    receiverId: ME,
    status: 'unread',
    content: { message: `hello ${seq}` },
    createdAt: new Date(Date.UTC(2026, 0, 1, 0, seq)).toISOString(),
    edited: false,
    senderFirstName: 'Oli',
    senderLastName: 'Ver',
    senderImage: null,
    receiverFirstName: 'Me',
    receiverLastName: 'Self',
    receiverImage: null,
    seq,
    clientMessageId: null,
    ...over,
  };
};
const conversation = () => orderedMessages(queryClient.getQueryData<ConversationPages>(messageKeys.conversation(OTHER)));
const seedConversation = (...items: Message[]) =>
  queryClient.setQueryData<ConversationPages>(messageKeys.conversation(OTHER), {
    pages: [{ items, nextCursor: null }],
    pageParams: [null],
  });
const seedLatest = (first: Message) =>
  queryClient.setQueryData<LatestPages>(messageKeys.latest, {
    pages: [
      {
        items: [
          {
            ...first,
            otherUser: chatPartner(OTHER, { name: 'Oli Ver', online: true }),
            unread: false,
            unreadCount: 0,
          },
        ],
        nextCursor: null,
        unreadMessagesCount: 0,
      },
    ],
    pageParams: [null],
  });

describe('chat events', () => {
  it('a message to a closed chat lands in the caches, raises the badge count and the new-chat flag, and is not read', async () => {
    const first = message();
    seedConversation(first);
    seedLatest(first);
    const incoming = message();
    client.emit(SocketEvent.ChatMessageCreated, { message: incoming, unreadMessagesCount: 3 });
    await until(() => conversation().length === 2);
    const latest = queryClient.getQueryData<LatestPages>(messageKeys.latest)!;
    expect(latest.pages[0]!.unreadMessagesCount).toBe(3);
    expect(latest.pages[0]!.items[0]).toMatchObject({ id: incoming.id, unread: true });
    expect(newChatStore.get()).toBe(true);
    expect(reads).toEqual([]);
  });

  it('a message to an open chat is marked read at once with the read event (§4)', async () => {
    seedConversation(message());
    const leave = conversationsOnScreen.add(OTHER);
    try {
      const incoming = message();
      client.emit(SocketEvent.ChatMessageCreated, { message: incoming, unreadMessagesCount: 0 });
      await until(() => reads.length === 1);
      expect(reads[0]).toEqual({ id: incoming.id, payload: { userId: ME, receiverId: OTHER } });
      expect(conversation().at(-1)).toMatchObject({ id: incoming.id, status: 'read' });
      expect(newChatStore.get()).toBe(false);
    } finally {
      leave();
    }
  });

  it('the echo of the member’s own send is the same bubble, not a second one', async () => {
    const sent = message({ senderId: ME, receiverId: OTHER, clientMessageId: 'c-1' });
    seedConversation(sent);
    client.emit(SocketEvent.ChatMessageCreated, { message: sent, unreadMessagesCount: 0 });
    client.emit(SocketEvent.ChatMessageUpdated, { message: { ...sent, content: { message: 'fixed' }, edited: true } });
    await until(() => conversation()[0]?.edited === true);
    expect(conversation()).toHaveLength(1);
    expect(conversation()[0]!.content.message).toBe('fixed');
  });

  it('a message that comes while its conversation is loading is in it once loaded, though the first answer predates it', async () => {
    const incoming = message();
    let loads = 0;
    const observer = new InfiniteQueryObserver(queryClient, {
      queryKey: messageKeys.conversation(OTHER),
      // The first answer was read before the message was stored, and reaches the page after the message's event.
      queryFn: async () => {
        const first = loads++ === 0;
        await new Promise((resolve) => setTimeout(resolve, first ? 300 : 0));
        return { items: first ? [] : [incoming], nextCursor: null };
      },
      initialPageParam: null as string | null,
      getNextPageParam: () => undefined,
    });
    const stop = observer.subscribe(() => undefined);
    try {
      await until(() => queryClient.isFetching({ queryKey: messageKeys.conversation(OTHER) }) > 0);
      client.emit(SocketEvent.ChatMessageCreated, { message: incoming, unreadMessagesCount: 1 });
      await until(() => conversation().some((m) => m.id === incoming.id));
      expect(loads).toBe(2);
    } finally {
      stop();
    }
  });

  it('a receipt marks the member’s messages Seen; a deletion and an archive take them away', async () => {
    const mine = message({ senderId: ME, receiverId: OTHER });
    const theirs = message();
    seedConversation(mine, theirs);
    client.emit(SocketEvent.ChatMessageRead, { id: mine.id, payload: { userId: OTHER, receiverId: ME } });
    await until(() => conversation()[0]?.status === 'read');
    client.emit(SocketEvent.ChatMessageDeleted, { id: theirs.id, senderId: OTHER, receiverId: ME, unreadMessagesCount: 0 });
    await until(() => conversation().length === 1);
    chatStore.open(OTHER);
    client.emit(SocketEvent.ChatArchived, { userId: ME, otherId: OTHER });
    await until(() => !chatStore.get().open);
    expect(queryClient.getQueryData(messageKeys.conversation(OTHER))).toBeUndefined();
  });

  it('a new unread count that comes while the list is on its way is not overwritten by the list counted before it', async () => {
    latestCounts = [1, 0];
    latestCalls = 0;
    // The nav badge watches the list, as an observer here.
    const badge = new InfiniteQueryObserver(queryClient, {
      queryKey: messageKeys.latest,
      queryFn: () => api.call(routes.messages.latest, { params: { userId: ME }, query: {} }, { silent: true }),
      initialPageParam: null as string | null,
      getNextPageParam: () => null,
    });
    const stop = badge.subscribe(() => undefined);
    try {
      await until(() => latestCalls === 1);
      client.emit(SocketEvent.UnreadMessageCount, { unreadMessagesCount: 0 });
      await until(() => latestCalls === 2 && queryClient.isFetching({ queryKey: messageKeys.latest }) === 0);
      expect(queryClient.getQueryData<LatestPages>(messageKeys.latest)!.pages[0]!.unreadMessagesCount).toBe(0);
    } finally {
      stop();
    }
  });

  it('on its first connection too, an open chat catches up from its last message: the page read it before the socket joined', async () => {
    disconnectSocket();
    const last = message();
    seedConversation(last);
    const leave = conversationsOnScreen.add(OTHER);
    try {
      const missed = message();
      catchUpItems = [missed];
      const connection = new Promise<ServerSocket>((resolve) => server.once('connection', resolve));
      connectSocket({ token: 't' });
      client = await connection;
      await until(() => conversation().length === 2);
      expect(requests).toContain(`GET /v1/message/${ME}/conversation/${OTHER}?after=${last.id}`);
    } finally {
      leave();
    }
  });

  it('after a reconnect that lost events, an open chat catches up from its last message (after=) and reads it', async () => {
    const last = message();
    seedConversation(last);
    const leave = conversationsOnScreen.add(OTHER);
    try {
      // The first mark-read of the already-open chat is not this test's subject.
      const missed = [message(), message()];
      catchUpItems = missed;
      const reconnection = new Promise<ServerSocket>((resolve) => server.once('connection', resolve));
      client.conn.close();
      await reconnection;
      await until(() => conversation().length === 3);
      expect(requests).toContain(`GET /v1/message/${ME}/conversation/${OTHER}?after=${last.id}`);
      await until(() => reads.some((r) => r.id === missed[1]!.id));
    } finally {
      leave();
    }
  });
});
