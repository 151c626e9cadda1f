import { randomUUID } from 'node:crypto';
import {
  type ChatMessageDeletedPayload,
  type ConversationPage,
  ConnectionsText,
  DirectMessagesText,
  type Message,
  type MessagePage,
  PAGE_SIZE,
  SocketEvent,
} from '@nexus/contracts';
import { socketClients, until } from '../../platform/testing/sockets';
import { startTestApp, type TestApp, type TestMember } from '../../platform/testing/test-app';

describe('conversations: latest, pages, read, edit, delete, archive', () => {
  let t: TestApp;
  const sockets = socketClients(() => t.url);
  beforeAll(async () => (t = await startTestApp()));
  afterEach(() => sockets.closeAll());
  afterAll(() => t.close());

  const as = (m: TestMember) => t.bearer(m.token);
  async function pair(first = 'Ada', second = 'Bo') {
    const [a, b] = await Promise.all([t.member({ firstName: first }), t.member({ firstName: second })]);
    await t.connect(a.user.id, b.user.id);
    return [a, b] as const;
  }
  /** Sends `count` messages, waiting out nothing: each pair of members stays under the flood rule by alternating. */
  async function exchange(a: TestMember, b: TestMember, count: number) {
    const sent: Message[] = [];
    for (let i = 0; i < count; i++) {
      // The flood rule counts one sender to one receiver: the other member answers every third message.
      const [from, to] = i % 3 === 2 ? [b, a] : [a, b];
      await t.prisma
        .$executeRaw`UPDATE messages SET created_at = created_at - interval '1 minute' WHERE sender_id = ${from.user.id}::uuid`;
      sent.push(await t.message(from, to.user.id, `m${i}`));
    }
    return sent;
  }
  const latest = (m: TestMember, query = '') => t.http.get(`/v1/message/${m.user.id}/latest${query}`).set(as(m));
  const conversation = (m: TestMember, other: TestMember, query = '') =>
    t.http.get(`/v1/message/${m.user.id}/conversation/${other.user.id}${query}`).set(as(m));
  const markRead = (m: TestMember, id: string) => t.http.put(`/v1/message/${id}`).set(as(m)).send({ status: 'read' });
  const edit = (m: TestMember, id: string, message: unknown) =>
    t.http.put(`/v1/message/${id}`).set(as(m)).send({ content: { message }, edited: true });
  const remove = (m: TestMember, id: string) => t.http.delete(`/v1/message/${id}/user/${m.user.id}`).set(as(m));
  const archive = (m: TestMember, other: TestMember) =>
    t.http.put(`/v1/message/${m.user.id}/archive/${other.user.id}`).set(as(m));
  const block = (m: TestMember, other: TestMember) =>
    t.http.put(`/v1/user/${m.user.id}/blocks/${other.user.id}`).set(as(m)).expect(200);

  describe('GET /v1/message/:userId/latest', () => {
    it('lists one row per conversation, newest first, in keyset pages, with the other member, online and unread', async () => {
      const me = await t.member({ firstName: 'Me' });
      const others = await Promise.all([1, 2, 3, 4, 5, 6].map((i) => t.member({ firstName: `Friend${i}` })));
      for (const other of others) {
        await t.connect(me.user.id, other.user.id);
        await t.message(other, me.user.id, `from ${other.user.firstName}`);
      }
      await t.message(me, others[0]!.user.id, 'my answer');
      await sockets.connect(others[1]!.token);
      const first = (await latest(me).expect(200)).body as ConversationPage;
      expect(first.items).toHaveLength(PAGE_SIZE.latestMessages);
      expect(first.unreadMessagesCount).toBe(6);
      expect(first.items.map((i) => i.otherUser.name)).toEqual(['Friend1', 'Friend6', 'Friend5', 'Friend4', 'Friend3']);
      expect(first.items[0]).toMatchObject({
        content: { message: 'my answer' },
        senderId: me.user.id,
        unread: true,
        unreadCount: 1,
        otherUser: { id: others[0]!.user.id, isConnection: true, hasMessagePermission: false, online: false },
      });
      const second = (await latest(me, `?cursor=${first.nextCursor}`).expect(200)).body as ConversationPage;
      expect(second.items.map((i) => [i.otherUser.name, i.otherUser.online])).toEqual([['Friend2', true]]);
      expect(second.nextCursor).toBeNull();
      // The page-number form of the spec reads the same rows.
      expect((await latest(me, '?page=2&pageSize=5&dir=desc&sort=created_at').expect(200)).body.items).toHaveLength(1);
    });

    it('refuses bad input (400 naming the field), another member (403), no token (401); hides a blocked member', async () => {
      const [a, b] = await pair();
      await t.message(a, b.user.id);
      expect((await latest(a, '?pageSize=0').expect(400)).body.httpMessage).toBe('pageSize: must be at least 1');
      expect((await latest(a, '?cursor=nope').expect(400)).body.httpMessage).toBe(`cursor: ${ConnectionsText.invalidCursor}`);
      await t.http.get(`/v1/message/${a.user.id}/latest`).set(as(b)).expect(403);
      await t.http.get(`/v1/message/${a.user.id}/latest`).expect(401);
      expect((await latest(b).expect(200)).body).toMatchObject({ unreadMessagesCount: 1 });
      await block(a, b);
      expect((await latest(b).expect(200)).body).toEqual({ items: [], nextCursor: null, unreadMessagesCount: 0 });
      expect((await latest(a).expect(200)).body.items).toEqual([]);
    });

    it('counts unread from members the reader can see: a block, a disabled or platform-blocked sender leave the total until undone', async () => {
      const [a, b] = await pair();
      const c = await t.member({ firstName: 'Cy' });
      await t.connect(c.user.id, b.user.id);
      await t.message(a, b.user.id);
      await t.message(c, b.user.id);
      const total = async () => (await latest(b).expect(200)).body.unreadMessagesCount as number;
      expect(await total()).toBe(2);
      await block(b, a);
      expect(await total()).toBe(1);
      await t.http.delete(`/v1/user/${b.user.id}/blocks/${a.user.id}`).set(as(b)).expect(200);
      expect(await total()).toBe(2);
      await t.prisma.user.update({ where: { id: c.user.id }, data: { enabled: false } });
      expect(await total()).toBe(1);
      await t.prisma.user.update({ where: { id: c.user.id }, data: { enabled: true, blocked: true } });
      expect(await total()).toBe(1);
      await t.prisma.user.update({ where: { id: c.user.id }, data: { blocked: false } });
      expect(await total()).toBe(2);
      // A conversation's first message from a member disabled meanwhile (their request already past the session
      // check): the new row starts hidden.
      const d = await t.member({ firstName: 'Di' });
      await t.connect(d.user.id, b.user.id);
      await t.prisma.user.update({ where: { id: d.user.id }, data: { enabled: false } });
      await t.prisma
        .$queryRaw`SELECT outcome FROM send_direct_message(${d.user.id}::uuid, ${b.user.id}::uuid, NULL, 'late', 3, interval '5 s')`;
      expect(await total()).toBe(2);
      const rows = await t.prisma.conversationMember.findMany({ where: { userId: b.user.id } });
      expect(rows.map((r) => [r.otherUserId, r.otherVisible]).sort(([x], [y]) => String(x).localeCompare(String(y)))).toEqual(
        [a, c, d].map((m) => [m.user.id, m !== d]).sort(([x], [y]) => String(x).localeCompare(String(y))),
      );
    });
  });

  describe('GET /v1/message/:userId/conversation/:otherId', () => {
    it('pages of 10 newest first, then `after` catches up oldest first', async () => {
      const [a, b] = await pair();
      const sent = await exchange(a, b, 23);
      const first = (await conversation(a, b).expect(200)).body as MessagePage;
      expect(first.items.map((m) => m.content.message)).toEqual(
        sent
          .slice(13)
          .reverse()
          .map((m) => m.content.message),
      );
      const second = (await conversation(a, b, `?cursor=${first.nextCursor}`).expect(200)).body as MessagePage;
      expect(second.items.map((m) => m.seq)).toEqual(
        sent
          .slice(3, 13)
          .reverse()
          .map((m) => m.seq),
      );
      const third = (await conversation(a, b, `?cursor=${second.nextCursor}`).expect(200)).body as MessagePage;
      expect(third.items).toHaveLength(3);
      expect(third.nextCursor).toBeNull();
      // Catch-up from the 5th message: the 18 after it, oldest first, in pages.
      const caught = (await conversation(b, a, `?after=${sent[4]!.id}`).expect(200)).body as MessagePage;
      expect(caught.items.map((m) => m.id)).toEqual(sent.slice(5, 15).map((m) => m.id));
      const rest = (await conversation(b, a, `?after=${sent[4]!.id}&cursor=${caught.nextCursor}`).expect(200))
        .body as MessagePage;
      expect(rest.items.map((m) => m.id)).toEqual(sent.slice(15).map((m) => m.id));
      expect(rest.nextCursor).toBeNull();
      // Nothing new after the last one.
      expect((await conversation(b, a, `?after=${sent[22]!.id}`).expect(200)).body.items).toEqual([]);
    });

    it('answers an empty page between connections who never wrote; refuses bad input, others, no token, and a block', async () => {
      const [a, b] = await pair();
      expect((await conversation(a, b).expect(200)).body).toEqual({ items: [], nextCursor: null });
      const { id } = await t.message(a, b.user.id);
      expect((await conversation(a, b, `?after=${randomUUID()}`).expect(400)).body.httpMessage).toBe(
        `after: ${DirectMessagesText.afterNotInConversation}`,
      );
      expect((await conversation(a, b, '?after=nope').expect(400)).body.httpMessage).toBe('after: must be a valid id');
      expect((await conversation(a, b, '?cursor=nope').expect(400)).body.httpMessage).toBe(
        `cursor: ${ConnectionsText.invalidCursor}`,
      );
      await t.http.get(`/v1/message/${a.user.id}/conversation/${b.user.id}`).set(as(b)).expect(403);
      await t.http.get(`/v1/message/${a.user.id}/conversation/${b.user.id}`).expect(401);
      // A stranger reading their own conversation with one of them sees nothing of the two's.
      const stranger = await t.member();
      expect((await conversation(stranger, b).expect(200)).body.items).toEqual([]);
      await block(b, a);
      expect((await conversation(a, b).expect(404)).body.httpMessage).toBe(ConnectionsText.memberNotFound);
      await conversation(b, a).expect(404);
      expect(await t.prisma.message.count({ where: { id } })).toBe(1);
    });
  });

  describe('PUT /v1/message/:id', () => {
    it('the receiver marks read up to a message; everything before it is read; a repeat changes nothing', async () => {
      const [a, b] = await pair();
      const sent = await exchange(a, b, 5); // a a b a a
      const b1 = await sockets.connect(b.token);
      const counts: number[] = [];
      b1.on(SocketEvent.UnreadMessageCount, ({ unreadMessagesCount }) => counts.push(unreadMessagesCount));
      expect((await latest(b).expect(200)).body.unreadMessagesCount).toBe(4);
      const read = (await markRead(b, sent[3]!.id).expect(200)).body as Message;
      expect(read).toMatchObject({ id: sent[3]!.id, status: 'read' });
      const statuses = await t.prisma.message.findMany({ where: { id: { in: sent.map((m) => m.id) } }, orderBy: { seq: 'asc' } });
      expect(statuses.map((m) => m.status)).toEqual(['read', 'read', 'unread', 'read', 'unread']);
      await until(() => counts.length === 1);
      expect(counts).toEqual([1]);
      await markRead(b, sent[3]!.id).expect(200); // idempotent
      await markRead(b, sent[0]!.id).expect(200); // an older one: the read point never moves back
      expect((await latest(b).expect(200)).body.unreadMessagesCount).toBe(1);
      // The sender sees 'read' (both share read receipts).
      expect((await conversation(a, b).expect(200)).body.items[1]).toMatchObject({ id: sent[3]!.id, status: 'read' });
      // Only the receiver marks read; a stranger does not see the message at all.
      expect((await markRead(a, sent[4]!.id).expect(403)).body.httpMessage).toBe(DirectMessagesText.onlyReceiverMarksRead);
      const stranger = await t.member();
      expect((await markRead(stranger, sent[4]!.id).expect(404)).body.httpMessage).toBe(DirectMessagesText.messageNotFound);
      await t.http.put(`/v1/message/${sent[4]!.id}`).send({ status: 'read' }).expect(401);
      expect(
        (await t.http.put(`/v1/message/${sent[4]!.id}`).set(as(b)).send({ status: 'seen' }).expect(400)).body.httpMessage,
      ).toMatch(/^status|^body/);
      await t.http.put('/v1/message/nope').set(as(b)).send({ status: 'read' }).expect(400);
      await block(a, b);
      await markRead(b, sent[4]!.id).expect(404);
    });

    it('the sender edits (trimmed, edited set; both members hear it); the receiver may not; 400 names the field', async () => {
      const [a, b] = await pair();
      const { id } = await t.message(a, b.user.id, 'Helo');
      const [a2, b1] = await Promise.all([sockets.connect(a.token), sockets.connect(b.token)]);
      const heard: Message[] = [];
      [a2, b1].forEach((s) => s.on(SocketEvent.ChatMessageUpdated, ({ message }) => heard.push(message)));
      const { body } = await edit(a, id, '  Hello  ').expect(200);
      expect(body).toMatchObject({ id, content: { message: 'Hello' }, edited: true, senderFirstName: 'Ada' });
      await until(() => heard.length === 2);
      expect(heard.map((m) => m.content.message)).toEqual(['Hello', 'Hello']);
      expect((await edit(b, id, 'Hijacked').expect(403)).body.httpMessage).toBe(DirectMessagesText.onlySenderEdits);
      expect((await edit(a, id, '   ').expect(400)).body.httpMessage).toMatch(/content\.message: must not be empty|body/);
      await t.http
        .put(`/v1/message/${id}`)
        .set(as(a))
        .send({ content: { message: 'x' } })
        .expect(400);
      await t.http
        .put(`/v1/message/${id}`)
        .send({ content: { message: 'x' }, edited: true })
        .expect(401);
      const stranger = await t.member();
      await edit(stranger, id, 'Mine now').expect(404);
      await block(b, a);
      await edit(a, id, 'After the block').expect(404);
      expect((await t.prisma.message.findUniqueOrThrow({ where: { id } })).content).toBe('Hello');
    });
  });

  describe('DELETE /v1/message/:messageId/user/:userId', () => {
    it('the sender deletes for both; an unread one leaves no phantom unread; the last message moves back', async () => {
      const [a, b] = await pair();
      const first = await t.message(a, b.user.id, 'first');
      const second = await t.message(a, b.user.id, 'second');
      const b1 = await sockets.connect(b.token);
      const a1 = await sockets.connect(a.token);
      const heard: [string, ChatMessageDeletedPayload][] = [];
      b1.on(SocketEvent.ChatMessageDeleted, (p) => heard.push(['b', p]));
      a1.on(SocketEvent.ChatMessageDeleted, (p) => heard.push(['a', p]));
      expect((await remove(b, second.id).expect(403)).body.httpMessage).toBe(DirectMessagesText.onlySenderDeletes);
      await t.http.delete(`/v1/message/${second.id}/user/${a.user.id}`).set(as(b)).expect(403);
      await t.http.delete(`/v1/message/${second.id}/user/${a.user.id}`).expect(401);
      await t.http.delete(`/v1/message/nope/user/${a.user.id}`).set(as(a)).expect(400);
      expect((await remove(a, second.id).expect(200)).body).toEqual({ message: DirectMessagesText.messageDeleted });
      await until(() => heard.length === 2);
      expect(heard.sort()).toEqual([
        ['a', { id: second.id, senderId: a.user.id, receiverId: b.user.id, unreadMessagesCount: 0 }],
        ['b', { id: second.id, senderId: a.user.id, receiverId: b.user.id, unreadMessagesCount: 1 }],
      ]);
      const row = (await latest(b).expect(200)).body as ConversationPage;
      expect(row.unreadMessagesCount).toBe(1);
      expect(row.items[0]).toMatchObject({ id: first.id, unreadCount: 1 });
      // A retry of the delete finds nothing.
      await remove(a, second.id).expect(404);
      // Read, then deleted: the count does not go below what is unread.
      await markRead(b, first.id).expect(200);
      await remove(a, first.id).expect(200);
      expect((await latest(b).expect(200)).body).toEqual({ items: [], nextCursor: null, unreadMessagesCount: 0 });
      const third = await t.message(a, b.user.id, 'third');
      await block(a, b);
      await remove(a, third.id).expect(404);
    });
  });

  describe('PUT /v1/message/:userId/archive/:otherId', () => {
    it('hides the conversation from that member only, clears their unread; a new message brings it back without the old ones', async () => {
      const [a, b] = await pair();
      const old = await t.message(a, b.user.id, 'old');
      const b1 = await sockets.connect(b.token);
      const archived = new Promise((resolve) => b1.once(SocketEvent.ChatArchived, resolve));
      expect((await archive(b, a).expect(200)).body).toEqual({ message: DirectMessagesText.conversationArchived });
      expect(await archived).toEqual({ userId: b.user.id, otherId: a.user.id });
      await archive(b, a).expect(200); // a retry
      expect((await latest(b).expect(200)).body).toEqual({ items: [], nextCursor: null, unreadMessagesCount: 0 });
      expect((await conversation(b, a).expect(200)).body.items).toEqual([]);
      expect((await latest(a).expect(200)).body.items).toHaveLength(1);
      expect((await conversation(a, b).expect(200)).body.items.map((m: Message) => m.id)).toEqual([old.id]);
      const fresh = await t.message(a, b.user.id, 'new');
      const back = (await latest(b).expect(200)).body as ConversationPage;
      expect(back.items.map((i) => [i.id, i.unreadCount])).toEqual([[fresh.id, 1]]);
      expect((await conversation(b, a).expect(200)).body.items.map((m: Message) => m.id)).toEqual([fresh.id]);
      await t.http.put(`/v1/message/${b.user.id}/archive/${a.user.id}`).set(as(a)).expect(403);
      await t.http.put(`/v1/message/${b.user.id}/archive/${a.user.id}`).expect(401);
      await t.http.put(`/v1/message/${b.user.id}/archive/nope`).set(as(b)).expect(400);
      const stranger = await t.member();
      expect((await archive(stranger, a).expect(404)).body.httpMessage).toBe(DirectMessagesText.conversationNotFound);
      // Across a block the member can still put it away (their own view; nobody else hears of it).
      await block(a, b);
      await archive(b, a).expect(200);
    });
  });
});
