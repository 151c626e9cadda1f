import {
  type ChatMessageCreatedPayload,
  ConnectionsText,
  DirectMessagesText,
  MESSAGE_LIMITS,
  PartnerFunction,
  type ServerToClientEvents,
  SocketEvent,
  Text,
} from '@nexus/contracts';
import { io, type Socket } from 'socket.io-client';
import { partnerGroup, partnerOwner } from '../../platform/testing/partners';
import { MessagesRepository } from './messages.repository';
import { until } from '../../platform/testing/sockets';
import { startTestApp, type TestApp, type TestMember } from '../../platform/testing/test-app';

const NOBODY = '00000000-0000-4000-8000-000000000000';

describe('direct messages', () => {
  let t: TestApp;
  const open: Socket[] = [];
  beforeAll(async () => (t = await startTestApp()));
  afterEach(() => open.splice(0).forEach((s) => s.disconnect()));
  afterAll(() => t.close());

  const as = (m: TestMember) => t.bearer(m.token);
  const send = (from: TestMember, to: string, message: unknown = 'Hello there') =>
    t.http.post(`/v1/message/${from.user.id}/${to}`).set(as(from)).send({ content: { message } });
  const receiverInfo = (viewer: TestMember, other: TestMember) =>
    t.http.get(`/v1/message/${viewer.user.id}/receiver/${other.user.id}`).set(as(viewer));
  const stored = (a: TestMember, b: TestMember) =>
    t.prisma.message.count({
      where: {
        OR: [
          { senderId: a.user.id, receiverId: b.user.id },
          { senderId: b.user.id, receiverId: a.user.id },
        ],
      },
    });
  async function connected() {
    const [a, b] = await Promise.all([
      t.member({ firstName: 'Ada', lastName: 'Sender' }),
      t.member({ firstName: 'Bo', lastName: 'Receiver' }),
    ]);
    await t.prisma.connection.createMany({
      data: [
        { userId: a.user.id, connectedUserId: b.user.id },
        { userId: b.user.id, connectedUserId: a.user.id },
      ],
    });
    return [a, b] as const;
  }
  async function listen(m: TestMember) {
    const socket: Socket<ServerToClientEvents> = io(t.url, {
      auth: { token: m.token },
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
    });
    open.push(socket);
    await new Promise<void>((resolve) => socket.on('connect', () => resolve()));
    const received: ChatMessageCreatedPayload[] = [];
    socket.on(SocketEvent.ChatMessageCreated, (payload) => received.push(payload));
    return received;
  }

  describe('POST /v1/message/:senderId/:receiverId', () => {
    it('stores a message between connections and delivers it to the receiver with their unread count', async () => {
      const [a, b] = await connected();
      const heard = await listen(b);
      const { body } = await send(a, b.user.id, '  Good to meet you  ').expect(200);
      expect(body).toMatchObject({
        senderId: a.user.id,
        receiverId: b.user.id,
        status: 'unread',
        content: { message: 'Good to meet you' },
        edited: false,
        senderFirstName: 'Ada',
        receiverLastName: 'Receiver',
      });
      await send(a, b.user.id, 'Second').expect(200);
      await until(() => heard.length === 2);
      expect(heard.map((h) => [h.message.content.message, h.unreadMessagesCount])).toEqual([
        ['Good to meet you', 1],
        ['Second', 2],
      ]);
      expect(heard[0]!.message).toEqual(body);
      expect(await stored(a, b)).toBe(2);
      // The send answers from what it holds: the same message the conversation reads back, names and all.
      const read = await t.http.get(`/v1/message/${a.user.id}/conversation/${b.user.id}`).set(as(a)).expect(200);
      expect(read.body.items.at(-1)).toEqual(body);
    });

    it('refuses members who are not connected (403) and writes nothing', async () => {
      const [a, b] = await Promise.all([t.member(), t.member()]);
      const { body } = await send(a, b.user.id).expect(403);
      expect(body.httpMessage).toBe(Text.noChatPermission);
      // A pending request is not a connection either.
      await t.http.post(`/v1/user/${a.user.id}/connection-requests`).set(as(a)).send({ userId: b.user.id }).expect(200);
      await send(a, b.user.id).expect(403);
      expect(await stored(a, b)).toBe(0);
    });

    it('is closed both ways by a block, and stays closed after unblocking (the block ended the connection)', async () => {
      const [a, b] = await connected();
      await send(a, b.user.id).expect(200);
      await t.http.put(`/v1/user/${b.user.id}/blocks/${a.user.id}`).set(as(b)).expect(200);
      expect((await send(a, b.user.id).expect(403)).body.httpMessage).toBe(Text.noChatPermission);
      expect((await send(b, a.user.id).expect(403)).body.httpMessage).toBe(Text.noChatPermission);
      await t.http.delete(`/v1/user/${b.user.id}/blocks/${a.user.id}`).set(as(b)).expect(200);
      await send(a, b.user.id).expect(403);
      expect(await stored(a, b)).toBe(1);
    });

    it('refuses a block on its own, whatever else the two have', async () => {
      // A block ends the connection, so the test above cannot tell the block check from the connection check:
      // here the connection rows stay beside the block.
      const [a, b] = await connected();
      await t.prisma.block.create({ data: { blockerId: b.user.id, blockedId: a.user.id } });
      expect((await send(a, b.user.id).expect(403)).body.httpMessage).toBe(Text.noChatPermission);
      expect((await send(b, a.user.id).expect(403)).body.httpMessage).toBe(Text.noChatPermission);
      expect(await stored(a, b)).toBe(0);
    });

    it('a send racing a block is either stored before it or refused, never half of each (20 rounds)', async () => {
      for (let round = 0; round < 20; round++) {
        const [a, b] = await connected();
        const [sent, blocked] = await Promise.all([
          send(a, b.user.id),
          t.http.put(`/v1/user/${b.user.id}/blocks/${a.user.id}`).set(as(b)),
        ]);
        expect(blocked.status).toBe(200);
        expect([200, 403]).toContain(sent.status);
        expect(await stored(a, b)).toBe(sent.status === 200 ? 1 : 0);
        await send(a, b.user.id).expect(403);
      }
    }, 120_000); // forty sign-ups (bcrypt) and sixty sends: longer than the default 30 s on a busy machine

    it(`refuses more than ${MESSAGE_LIMITS.floodMessages} messages in ${MESSAGE_LIMITS.floodWindowMs / 1000} s to one member (429)`, async () => {
      const [a, b] = await connected();
      for (let i = 0; i < MESSAGE_LIMITS.floodMessages; i++) await send(a, b.user.id, `m${i}`).expect(200);
      const flood = await send(a, b.user.id).expect(429);
      expect(flood.body.httpMessage).toBe(Text.floodLimit);
      expect(flood.headers['retry-after']).toBe(String(MESSAGE_LIMITS.floodWindowMs / 1000));
      // The other member is not held back by it.
      await send(b, a.user.id).expect(200);
    });

    it('group-commits sends made together: each answered as if alone, with the flood rule, seq and a bad one failing alone', async () => {
      const [a, b] = await connected();
      const c = await t.member({ firstName: 'Cy', lastName: 'Third' });
      await t.prisma.connection.createMany({
        data: [
          { userId: c.user.id, connectedUserId: b.user.id },
          { userId: b.user.id, connectedUserId: c.user.id },
        ],
      });
      const messages = t.app.get(MessagesRepository);
      // Two sends go at once; the others wait for one of them and go together, in one statement.
      const rows = await Promise.all([
        ...[0, 1, 2, 3, 4].map((i) => messages.send(a.user.id, b.user.id, null, `a${i}`)),
        messages.send(c.user.id, b.user.id, null, 'c0'),
        messages.send(a.user.id, NOBODY, null, 'to nobody'),
        messages.send(c.user.id, b.user.id, null, 'c1'),
      ]);
      // The two that went at once may commit in either order, so which of a's five the flood rule refuses is not fixed.
      const fromA = rows.slice(0, 5);
      expect(fromA.map((row) => row.outcome).sort()).toEqual(['flood', 'flood', 'sent', 'sent', 'sent']);
      expect(rows.slice(5).map((row) => row.outcome)).toEqual(['sent', 'not_found', 'sent']);
      const seqsFromA = fromA.filter((row) => row.outcome === 'sent').map((row) => row.seq);
      expect(new Set(seqsFromA).size).toBe(3);
      expect(Math.max(...seqsFromA) - Math.min(...seqsFromA)).toBe(2);
      expect(rows[7]!.seq).toBe(rows[5]!.seq + 1);
      expect(rows[7]!.content).toBe('c1');

      // A statement that fails (PostgreSQL refuses a NUL in text) is written again one send at a time.
      const outcomes = await Promise.all(
        [
          messages.send(b.user.id, a.user.id, null, 'x0'),
          messages.send(b.user.id, a.user.id, null, 'x1'),
          messages.send(b.user.id, a.user.id, null, 'x2'),
          messages.send(b.user.id, c.user.id, null, 'bad \u0000'),
          messages.send(b.user.id, c.user.id, null, 'y'),
        ].map((sent) => sent.then((row) => row.outcome).catch(() => 'failed')),
      );
      expect(outcomes).toEqual(['sent', 'sent', 'sent', 'failed', 'sent']);
      expect(await stored(a, b)).toBe(6);
      expect(await stored(b, c)).toBe(3);
    });

    it('refuses bad input (400), yourself (400), unknown or disabled members (404), another sender (403), no token (401)', async () => {
      const [a, b] = await connected();
      for (const [message, expected] of [
        ['', 'content.message: must not be empty'],
        ['   ', 'content.message: must not be empty'],
        [
          'x'.repeat(MESSAGE_LIMITS.typedMaxLength + 1),
          `content.message: must be at most ${MESSAGE_LIMITS.typedMaxLength} characters`,
        ],
        [42, 'content.message: is required'],
      ] as const) {
        expect((await send(a, b.user.id, message).expect(400)).body.httpMessage).toBe(expected);
      }
      await send(a, b.user.id, 'x'.repeat(MESSAGE_LIMITS.typedMaxLength)).expect(200);
      expect((await t.http.post(`/v1/message/${a.user.id}/${b.user.id}`).set(as(a)).send({}).expect(400)).body.httpMessage).toBe(
        'content: is required',
      );
      expect((await send(a, 'nope').expect(400)).body.httpMessage).toBe('receiverId: must be a valid id');
      expect((await send(a, a.user.id).expect(400)).body.httpMessage).toBe(`receiverId: ${DirectMessagesText.cannotMessageSelf}`);
      expect((await send(a, NOBODY).expect(404)).body.httpMessage).toBe(ConnectionsText.memberNotFound);
      await t.prisma.user.update({ where: { id: b.user.id }, data: { enabled: false } });
      await send(a, b.user.id).expect(404);
      await t.http
        .post(`/v1/message/${a.user.id}/${b.user.id}`)
        .set(as(b))
        .send({ content: { message: 'spoof' } })
        .expect(403);
      await t.http
        .post(`/v1/message/${a.user.id}/${b.user.id}`)
        .send({ content: { message: 'hi' } })
        .expect(401);
      expect(await t.prisma.message.count({ where: { content: 'spoof' } })).toBe(0);
    });
  });

  describe('GET /v1/message/:userId/receiver/:receiverId', () => {
    it('says who the other member is and whether the caller may write to them', async () => {
      const [a, b] = await connected();
      await t.prisma.profile.update({ where: { userId: b.user.id }, data: { companyName: 'Acme' } });
      expect((await receiverInfo(a, b).expect(200)).body).toEqual({
        id: b.user.id,
        name: 'Bo Receiver',
        image: null,
        isConnection: true,
        hasMessagePermission: false,
        companyName: 'Acme',
        companyId: null,
        isDmCountMaxed: false,
        dmQuotaUsedUp: false,
      });
      const stranger = await t.member();
      expect((await receiverInfo(stranger, b).expect(200)).body).toMatchObject({
        isConnection: false,
        hasMessagePermission: false,
      });
    });

    it("names the company of a partner's own admin and of an employee holding its DM function, here and in the drawer", async () => {
      const owner = await partnerOwner(t);
      const company = await t.prisma.partner.findUniqueOrThrow({ where: { id: owner.partnerId } });
      const [member, employee, colleague] = await Promise.all([
        t.member({ firstName: 'Mo' }),
        t.member({ firstName: 'Em' }),
        t.member({ firstName: 'Co' }),
      ]);
      // The employee's own profile names another employer: the company whose DM they hold is what the chat shows.
      await t.prisma.profile.update({ where: { userId: employee.user.id }, data: { companyName: 'Elsewhere' } });
      await t.prisma.profile.update({ where: { userId: colleague.user.id }, data: { companyName: 'Acme' } });
      await t.prisma.partnerEmployee.createMany({
        data: [employee, colleague].map((e) => ({ partnerId: owner.partnerId, userId: e.user.id, status: 'verified' as const })),
      });
      await partnerGroup(t, owner.partnerId, { functions: [PartnerFunction.Dm], members: [employee.user.id] });
      const ofCompany = { companyName: company.name, companyId: owner.partnerId };
      expect((await receiverInfo(member, owner).expect(200)).body).toMatchObject(ofCompany);
      expect((await receiverInfo(member, employee).expect(200)).body).toMatchObject(ofCompany);
      // An employee without the DM function is a member like any other: their profile's company, no company id.
      expect((await receiverInfo(member, colleague).expect(200)).body).toMatchObject({ companyName: 'Acme', companyId: null });

      for (const other of [owner, employee, colleague]) {
        await t.connect(member.user.id, other.user.id);
        await send(other, member.user.id, `Hi from ${other.user.firstName}`).expect(200);
      }
      const { body } = await t.http
        .get(`/v1/message/${member.user.id}/latest`)
        .query({ page: 1, pageSize: 5 })
        .set(as(member))
        .expect(200);
      const rows = Object.fromEntries(
        body.items.map((r: { otherUser: { id: string; companyName: string | null; companyId: string | null } }) => [
          r.otherUser.id,
          { companyName: r.otherUser.companyName, companyId: r.otherUser.companyId },
        ]),
      );
      expect(rows).toEqual({
        [owner.user.id]: ofCompany,
        [employee.user.id]: ofCompany,
        [colleague.user.id]: { companyName: 'Acme', companyId: null },
      });
    });

    it('hides both members from each other across a block (404); refuses another member (403) and no token (401)', async () => {
      const [a, b] = await connected();
      await t.http.put(`/v1/user/${a.user.id}/blocks/${b.user.id}`).set(as(a)).expect(200);
      expect((await receiverInfo(b, a).expect(404)).body.httpMessage).toBe(ConnectionsText.memberNotFound);
      await receiverInfo(a, b).expect(404);
      await t.http.get(`/v1/message/${a.user.id}/receiver/${b.user.id}`).set(as(b)).expect(403);
      await t.http.get(`/v1/message/${a.user.id}/receiver/${b.user.id}`).expect(401);
      await t.http.get(`/v1/message/${a.user.id}/receiver/nope`).set(as(a)).expect(400);
    });
  });
});
