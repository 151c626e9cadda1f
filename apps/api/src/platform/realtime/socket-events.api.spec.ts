import { ErrorCode, MessageStatus, type SocketAck, SocketEvent, clientEvents } from '@nexus/contracts';
import { randomUUID } from 'node:crypto';
import type { Socket } from 'socket.io-client';
import { socketClients } from '../testing/sockets';
import { startTestApp, type TestApp, type TestMember } from '../testing/test-app';

const read = clientEvents.chatMessageRead.event;

describe('client socket events: a contract each, checked like HTTP calls', () => {
  let t: TestApp;
  const sockets = socketClients(() => t.url);
  beforeAll(async () => (t = await startTestApp()));
  afterEach(() => sockets.closeAll());
  afterAll(() => t.close());

  /** Two connections. */
  const pair = async () => {
    const [a, b] = await Promise.all([t.member(), t.member()]);
    await t.connect(a.user.id, b.user.id);
    return [a, b] as const;
  };
  /** A message from `from` to `to`, unread. */
  const message = (from: TestMember, to: TestMember) => t.message(from, to.user.id);

  it('marks a received message read and tells the reader the new unread count', async () => {
    const [reader, sender] = await pair();
    const { id } = await message(sender, reader);
    await message(sender, reader);
    const socket = await sockets.connect(reader.token);
    const count = new Promise((resolve) => socket.once(SocketEvent.UnreadMessageCount, resolve));
    const ack = await socket.emitWithAck(read, { id, payload: { userId: reader.user.id, receiverId: sender.user.id } });
    expect(ack).toEqual({ ok: true });
    expect(await count).toEqual({ unreadMessagesCount: 1 });
    expect((await t.prisma.message.findUniqueOrThrow({ where: { id } })).status).toBe(MessageStatus.Read);
  });

  it('refuses a payload that does not match the contract, naming the field, and stays connected', async () => {
    const { user, token } = await t.member();
    const socket = await sockets.connect(token);
    const send = (payload: unknown) => (socket as unknown as Socket).emitWithAck(read, payload) as Promise<SocketAck>;
    const cases: [unknown, string][] = [
      [{ id: 'not-an-id', payload: { userId: user.id, receiverId: randomUUID() } }, 'id'],
      [{ id: randomUUID(), payload: { receiverId: randomUUID() } }, 'payload.userId'],
      [{ id: randomUUID() }, 'payload'],
      ['just a string', 'payload'],
      [null, 'payload'],
    ];
    for (const [payload, field] of cases) {
      const ack = await send(payload);
      expect(ack).toMatchObject({ ok: false, error: { statusCode: 400, code: ErrorCode.ValidationFailed } });
      if (!ack.ok) expect(ack.error.issues?.[0]?.field).toBe(field);
    }
    expect(socket.connected).toBe(true);
  });

  it('refuses another member’s id (access self on payload.userId)', async () => {
    const [me, other] = await pair();
    const { id } = await message(me, other);
    const socket = await sockets.connect(me.token);
    const ack = await socket.emitWithAck(read, { id, payload: { userId: other.user.id, receiverId: me.user.id } });
    expect(ack).toMatchObject({ ok: false, error: { statusCode: 403, code: ErrorCode.Forbidden } });
    expect((await t.prisma.message.findUniqueOrThrow({ where: { id } })).status).toBe(MessageStatus.Unread);
  });

  it('refuses an event without a contract (deny by default), with an ack or as an exception event', async () => {
    const { token } = await t.member();
    const socket = await sockets.connect(token);
    // What any client could send, whatever the contracts' types allow.
    const untyped = socket as unknown as Socket;
    const ack = (await untyped.emitWithAck(SocketEvent.UsersOnline, {})) as SocketAck;
    expect(ack).toMatchObject({ ok: false, error: { code: ErrorCode.RouteNotFound } });
    const exception = new Promise((resolve) => socket.once(SocketEvent.Exception, resolve));
    untyped.emit('delete everything', { all: true });
    expect(await exception).toMatchObject({ event: 'delete everything', error: { code: ErrorCode.RouteNotFound } });
    const badPayload = new Promise((resolve) => socket.once(SocketEvent.Exception, resolve));
    untyped.emit(read, { id: 42 });
    expect(await badPayload).toMatchObject({ event: read, error: { code: ErrorCode.ValidationFailed } });
  });
});
