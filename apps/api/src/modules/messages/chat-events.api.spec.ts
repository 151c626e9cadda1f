import { randomUUID } from 'node:crypto';
import {
  type ChatMessageCreatedPayload,
  type ChatMessageReadPayload,
  type ChatTypingPayload,
  ErrorCode,
  MESSAGE_LIMITS,
  type Message,
  type NotificationReceivedPayload,
  SocketEvent,
  clientEvents,
} from '@nexus/contracts';
import { type ClientSocket, socketClients, until } from '../../platform/testing/sockets';
import { startTestApp, type TestApp, type TestMember } from '../../platform/testing/test-app';

/** Everything of one event a socket hears. */
function heard<P>(socket: ClientSocket, event: string): P[] {
  const payloads: P[] = [];
  (socket as unknown as { on: (e: string, f: (p: P) => void) => void }).on(event, (p) => payloads.push(p));
  return payloads;
}

describe('chat events: delivery to every tab, retries, catch-up, read receipts and typing', () => {
  let t: TestApp;
  const sockets = socketClients(() => t.url);
  beforeAll(async () => (t = await startTestApp()));
  afterEach(() => sockets.closeAll());
  afterAll(() => t.close());

  async function pair() {
    const [a, b] = await Promise.all([t.member({ firstName: 'Ada' }), t.member({ firstName: 'Bo' })]);
    await t.connect(a.user.id, b.user.id);
    return [a, b] as const;
  }
  const send = (from: TestMember, to: TestMember, message: string, clientMessageId?: string) =>
    t.http
      .post(`/v1/message/${from.user.id}/${to.user.id}`)
      .set(t.bearer(from.token))
      .send({ clientMessageId, content: { message } });
  const preferences = async (m: TestMember, changes: object) => {
    const { body } = await t.http.get(`/v1/preference/${m.user.id}`).set(t.bearer(m.token)).expect(200);
    await t.http.put(`/v1/preference/${m.user.id}/${body.id}`).set(t.bearer(m.token)).send(changes).expect(200);
  };

  it('reaches every socket of the receiver and of the sender (other tabs), each with their own unread count', async () => {
    const [a, b] = await pair();
    await t.message(b, a.user.id, 'an unread one for Ada');
    const [a1, a2, b1, b2] = await Promise.all([
      sockets.connect(a.token),
      sockets.connect(a.token),
      sockets.connect(b.token),
      sockets.connect(b.token),
    ]);
    const created = [a1, a2, b1, b2].map((s) => heard<ChatMessageCreatedPayload>(s, SocketEvent.ChatMessageCreated));
    const notified = [a1, b1].map((s) => heard<NotificationReceivedPayload>(s, SocketEvent.NotificationReceived));
    const clientMessageId = randomUUID();
    const { body } = await send(a, b, 'to every tab', clientMessageId).expect(200);
    await until(() => created.every((c) => c.length === 1) && notified[1]!.length === 1);
    expect(created.map((c) => c[0]!.unreadMessagesCount)).toEqual([1, 1, 1, 1]);
    expect(created[0]![0]!.message).toEqual(body);
    expect(body.clientMessageId).toBe(clientMessageId);
    // The receiver's copy does not carry the sender's idempotency key.
    expect(created[2]![0]!.message).toEqual({ ...body, clientMessageId: null });
    expect(notified[1]).toEqual([{ kind: 'message', message: { ...body, clientMessageId: null } }]);
    expect(notified[0]).toEqual([]);
  });

  it('a retry with the same clientMessageId answers the stored message: one row, one event, no flood count', async () => {
    const [a, b] = await pair();
    const b1 = await sockets.connect(b.token);
    const created = heard<ChatMessageCreatedPayload>(b1, SocketEvent.ChatMessageCreated);
    const id = randomUUID();
    const first = (await send(a, b, 'once', id).expect(200)).body as Message;
    const retries = await Promise.all([1, 2, 3, 4].map(() => send(a, b, 'once', id)));
    expect(retries.map((r) => [r.status, r.body.id])).toEqual([1, 2, 3, 4].map(() => [200, first.id]));
    // Two more within the flood window are still allowed: the retries did not count.
    for (let i = 1; i < MESSAGE_LIMITS.floodMessages; i++) await send(a, b, `more ${i}`, randomUUID()).expect(200);
    await send(a, b, 'one too many', randomUUID()).expect(429);
    await until(() => created.length === MESSAGE_LIMITS.floodMessages);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(created.map((c) => c.message.content.message)).toEqual(['once', 'more 1', 'more 2']);
    expect(await t.prisma.message.count({ where: { senderId: a.user.id, clientMessageId: id } })).toBe(1);
    // The id belongs to that message: another receiver cannot reuse it.
    const c = await t.member();
    await t.connect(a.user.id, c.user.id);
    expect((await send(a, c, 'reuse', id).expect(400)).body.httpMessage).toMatch(/^clientMessageId: /);
    expect((await send(a, c, 'bad', 'nope').expect(400)).body.httpMessage).toBe('clientMessageId: must be a valid id');
  });

  it('after a forced disconnect, the messages sent meanwhile are fetched with after=, none lost or twice', async () => {
    const [a, b] = await pair();
    const b1 = await sockets.connect(b.token);
    const created = heard<ChatMessageCreatedPayload>(b1, SocketEvent.ChatMessageCreated);
    await t.message(a, b.user.id, 'before');
    await until(() => created.length === 1);
    const lastSeen = created[0]!.message;
    b1.io.engine.close(); // the network drops
    await until(() => !b1.connected);
    const missed = [await t.message(a, b.user.id, 'while away 1'), await t.message(a, b.user.id, 'while away 2')];
    const b2 = await sockets.connect(b.token);
    const again = heard<ChatMessageCreatedPayload>(b2, SocketEvent.ChatMessageCreated);
    const { body } = await t.http
      .get(`/v1/message/${b.user.id}/conversation/${a.user.id}?after=${lastSeen.id}`)
      .set(t.bearer(b.token))
      .expect(200);
    expect(body.items.map((m: Message) => m.id)).toEqual(missed.map((m) => m.id));
    // Out of the flood window (a fourth message within 5 s would be refused).
    await t.prisma.message.updateMany({ where: { senderId: a.user.id }, data: { createdAt: new Date(Date.now() - 60_000) } });
    const after = await t.message(a, b.user.id, 'back');
    await until(() => again.length === 1);
    expect(again.map((c) => c.message.id)).toEqual([after.id]);
  });

  describe('read receipts', () => {
    const read = clientEvents.chatMessageRead.event;

    it('both on: the reader hears the count and the receipt on every tab, the sender the receipt and sees read', async () => {
      const [a, b] = await pair();
      const m = await t.message(a, b.user.id, 'read me');
      const [a1, b1, b2] = await Promise.all([sockets.connect(a.token), sockets.connect(b.token), sockets.connect(b.token)]);
      const receipts = [a1, b1, b2].map((s) => heard<ChatMessageReadPayload>(s, SocketEvent.ChatMessageRead));
      const counts = heard<{ unreadMessagesCount: number }>(b2, SocketEvent.UnreadMessageCount);
      const receipt = { id: m.id, payload: { userId: b.user.id, receiverId: a.user.id } };
      expect(await b1.emitWithAck(read, receipt)).toEqual({ ok: true });
      await until(() => receipts.every((r) => r.length === 1) && counts.length === 1);
      expect(receipts).toEqual([[receipt], [receipt], [receipt]]);
      expect(counts).toEqual([{ unreadMessagesCount: 0 }]);
      const { body } = await t.http.get(`/v1/message/${a.user.id}/conversation/${b.user.id}`).set(t.bearer(a.token)).expect(200);
      expect(body.items[0]).toMatchObject({ id: m.id, status: 'read' });
    });

    it('off on either side: the other member neither hears a receipt nor sees read', async () => {
      for (const off of ['reader', 'sender'] as const) {
        const [a, b] = await pair();
        await preferences(off === 'reader' ? b : a, { readReceipts: false });
        const m = await t.message(a, b.user.id, 'private');
        const [a1, b1] = await Promise.all([sockets.connect(a.token), sockets.connect(b.token)]);
        const senderReceipts = heard<ChatMessageReadPayload>(a1, SocketEvent.ChatMessageRead);
        const readerReceipts = heard<ChatMessageReadPayload>(b1, SocketEvent.ChatMessageRead);
        expect(await b1.emitWithAck(read, { id: m.id, payload: { userId: b.user.id, receiverId: a.user.id } })).toEqual({
          ok: true,
        });
        await until(() => readerReceipts.length === 1);
        await new Promise((resolve) => setTimeout(resolve, 100));
        expect(senderReceipts).toEqual([]);
        const { body } = await t.http
          .get(`/v1/message/${a.user.id}/conversation/${b.user.id}`)
          .set(t.bearer(a.token))
          .expect(200);
        expect(body.items[0]).toMatchObject({ id: m.id, status: 'unread' });
        // The reader's own view is the truth.
        const own = await t.http.get(`/v1/message/${b.user.id}/conversation/${a.user.id}`).set(t.bearer(b.token)).expect(200);
        expect(own.body.items[0]).toMatchObject({ id: m.id, status: 'read' });
      }
    });

    it('refuses a message of another chat partner (404) and one the member sent (403)', async () => {
      const [a, b] = await pair();
      const m = await t.message(a, b.user.id);
      const [a1, b1] = await Promise.all([sockets.connect(a.token), sockets.connect(b.token)]);
      expect(await b1.emitWithAck(read, { id: m.id, payload: { userId: b.user.id, receiverId: randomUUID() } })).toMatchObject({
        ok: false,
        error: { statusCode: 404 },
      });
      expect(await a1.emitWithAck(read, { id: m.id, payload: { userId: a.user.id, receiverId: b.user.id } })).toMatchObject({
        ok: false,
        error: { statusCode: 403 },
      });
    });
  });

  describe('typing', () => {
    const typing = clientEvents.chatTyping.event;

    it('is relayed to the receiver only when both share typing indicators, and never to a stranger', async () => {
      const [a, b] = await pair();
      const [a1, b1] = await Promise.all([sockets.connect(a.token), sockets.connect(b.token)]);
      const typed = heard<ChatTypingPayload>(b1, SocketEvent.ChatTyping);
      const payload = { userId: a.user.id, receiverId: b.user.id, typing: true };
      expect(await a1.emitWithAck(typing, payload)).toEqual({ ok: true });
      await until(() => typed.length === 1);
      expect(typed).toEqual([payload]);
      await preferences(b, { typingIndicators: false });
      expect(await a1.emitWithAck(typing, { ...payload, typing: false })).toEqual({ ok: true });
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(typed).toHaveLength(1);
      const stranger = await t.member();
      const s1 = await sockets.connect(stranger.token);
      const strangerHeard = heard<ChatTypingPayload>(b1, SocketEvent.ChatTyping);
      expect(await s1.emitWithAck(typing, { userId: stranger.user.id, receiverId: b.user.id, typing: true })).toMatchObject({
        ok: false,
        error: { code: ErrorCode.ChatNotAllowed },
      });
      expect(await s1.emitWithAck(typing, { userId: a.user.id, receiverId: b.user.id, typing: true })).toMatchObject({
        ok: false,
        error: { statusCode: 403, code: ErrorCode.Forbidden },
      });
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(strangerHeard).toEqual([]);
    });
  });
});
