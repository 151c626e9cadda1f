import { randomUUID } from 'node:crypto';
import {
  type Notification,
  NotificationKind,
  type NotificationReceivedPayload,
  PAGE_SIZE,
  Role,
  SocketEvent,
  TEXT_TRIM_LENGTH,
  trimText,
} from '@nexus/contracts';
import { PRESENCE, type Presence } from '../../platform/realtime/presence';
import { eventually } from '../../platform/testing/eventually';
import { type ClientSocket, socketClients } from '../../platform/testing/sockets';
import { startTestApp, type TestApp, type TestMember } from '../../platform/testing/test-app';
import { MessagePingSweep } from './message-ping-sweep';
import { PingsDelivery } from './pings-delivery';
import { PingsService } from './pings.service';

const CONNECTION_REQUEST_TYPE = '6f1d5c1e-0002-4000-8000-000000000001';
const UNSUBSCRIBE_LINK = /(unsubscribe\?user=[\w-]+&token=[\w-]+)/;

/** Every 'notification received' a socket hears. */
function pingsHeard(socket: ClientSocket) {
  const heard: Extract<NotificationReceivedPayload, { kind: 'notification' }>[] = [];
  socket.on(SocketEvent.NotificationReceived, (p) => {
    if (p.kind === 'notification') heard.push(p);
  });
  return heard;
}

describe('pings (notifications)', () => {
  let t: TestApp;
  let service: PingsService;
  let delivery: PingsDelivery;
  let sweep: MessagePingSweep;
  const sockets = socketClients(() => t.url);
  // The delayed message jobs are run by the tests themselves (delivery.pingUnreadMessages), not by the clock.
  beforeAll(async () => {
    t = await startTestApp({ messagePingDelaySeconds: 3600 });
    service = t.app.get(PingsService);
    delivery = t.app.get(PingsDelivery);
    sweep = t.app.get(MessagePingSweep);
  });
  afterEach(() => sockets.closeAll());
  afterAll(() => t.close());

  const rows = (userId: string) => t.prisma.notification.findMany({ where: { userId }, orderBy: { createdAt: 'asc' } });
  const ping = (to: TestMember, from: TestMember, kind: NotificationKind = NotificationKind.ConnectionRequest) => ({
    id: randomUUID(),
    userId: to.user.id,
    kind,
    actorId: from.user.id,
  });
  const turnOff = (m: TestMember, change: { email?: boolean; inApp?: boolean }) =>
    t.http
      .post('/v1/preference/notification')
      .set(t.bearer(m.token))
      .send({ userId: m.user.id, typeId: CONNECTION_REQUEST_TYPE, ...change })
      .expect(200);

  it('notify: the row, the live event with the unread count, and an e-mail with the unsubscribe link', async () => {
    const [ada, bo] = await Promise.all([t.member({ firstName: 'Ada' }), t.member({ firstName: 'Bo', lastName: 'Lund' })]);
    const socket = await sockets.connect(ada.token);
    const heard = pingsHeard(socket);
    await service.notify({ userId: ada.user.id, kind: NotificationKind.ConnectionRequest, actorId: bo.user.id });
    await eventually(() => heard.length === 1);
    const [event] = heard;
    expect(event!.unreadNotificationsCount).toBe(1);
    expect(event!.notification).toMatchObject({
      kind: 'connection_request',
      actor: { id: bo.user.id, firstName: 'Bo', lastName: 'Lund' },
      text: 'Bo Lund wants to connect with you',
      link: `/profile/${bo.user.id}`,
      read: false,
    });
    expect(await rows(ada.user.id)).toHaveLength(1);
    const link = await t.mailbox.find(ada.user.username, UNSUBSCRIBE_LINK, 10_000);
    expect(link).toContain(`user=${ada.user.id}`);
    const [mail] = t.mailbox.delivered(ada.user.username).filter((m) => m.raw.includes('Subject: Bo Lund wants to connect'));
    expect(mail!.raw).toMatch(/List-Unsubscribe:\s+<http[^>]+unsubscribe\?user=/);
    const { body } = await t.http.get('/v1/notifications').set(t.bearer(ada.token)).expect(200);
    expect(body.items).toEqual([event!.notification]);
  });

  it('a connection request pings the receiver live; accepting it pings the requester', async () => {
    const [ada, bo] = await Promise.all([t.member({ firstName: 'Ada' }), t.member({ firstName: 'Bo' })]);
    const [adaSocket, boSocket] = await Promise.all([sockets.connect(ada.token), sockets.connect(bo.token)]);
    const [toAda, toBo] = [pingsHeard(adaSocket), pingsHeard(boSocket)];
    const request = await t.http
      .post(`/v1/user/${bo.user.id}/connection-requests`)
      .set(t.bearer(bo.token))
      .send({ userId: ada.user.id })
      .expect(200);
    await eventually(() => toAda.length === 1);
    expect(toAda[0]!.notification).toMatchObject({ kind: 'connection_request', text: 'Bo wants to connect with you' });
    await t.http
      .put(`/v1/user/${ada.user.id}/connection-requests/${request.body.requestId}/accept`)
      .set(t.bearer(ada.token))
      .expect(200);
    await eventually(() => toBo.length === 1);
    expect(toBo[0]!.notification).toMatchObject({ kind: 'connection_accepted', text: 'Ada accepted your connection request' });
    expect(toAda).toHaveLength(1);
  });

  it('settings decide: in-app off writes no row (the e-mail still goes), both off nothing', async () => {
    const [ada, bo] = await Promise.all([t.member(), t.member({ firstName: 'Bo' })]);
    await turnOff(ada, { inApp: false });
    await delivery.deliver(ping(ada, bo));
    expect(await rows(ada.user.id)).toHaveLength(0);
    await t.mailbox.find(ada.user.username, /(Bo wants to connect with you)/, 10_000);
    const mailed = await t.prisma.mailOutbox.count({ where: { recipient: ada.user.username, subject: { contains: 'connect' } } });
    expect(mailed).toBe(1);

    await turnOff(ada, { email: false });
    await delivery.deliver(ping(ada, bo));
    expect(await rows(ada.user.id)).toHaveLength(0);
    expect(await t.prisma.mailOutbox.count({ where: { recipient: ada.user.username, subject: { contains: 'connect' } } })).toBe(
      mailed,
    );

    // Another kind keeps its own settings: its ping is written.
    await delivery.deliver(ping(ada, bo, NotificationKind.ConnectionAccepted));
    expect(await rows(ada.user.id)).toHaveLength(1);
  });

  it('quotes a post with its mentions as names and its hashtags as #tags, in the ping and its e-mail, cut after', async () => {
    const [dee, bo] = await Promise.all([
      t.member({ firstName: 'Dee', lastName: 'Lane' }),
      t.member({ firstName: 'Bo', lastName: 'Writer' }),
    ]);
    const content = `Thanks [Dee Lane](${dee.user.id}:member) for [#Design](design) week at [Acme Corp](${randomUUID()}:partner), ${'and more '.repeat(20)}`;
    const { body: post } = await t.http
      .post('/v1/post')
      .set(t.bearer(bo.token))
      .send({ content, visibility: 'public' })
      .expect(200);
    const expected = trimText(`Thanks Dee Lane for #Design week at Acme Corp, ${'and more '.repeat(20)}`);
    const text = `Bo Writer mentioned you in a post: "${expected}"`;
    await eventually(async () => (await rows(dee.user.id)).some((r) => r.postId === post.id));
    const { body } = await t.http.get('/v1/notifications').set(t.bearer(dee.token)).expect(200);
    expect(body.items.find((n: Notification) => n.postId === post.id)).toMatchObject({ kind: 'mention', text });
    expect(text).not.toContain('](');
    await t.mailbox.find(dee.user.username, /(Bo Writer mentioned you)/, 10_000);
    const mail = await t.prisma.mailOutbox.findFirstOrThrow({
      where: { recipient: dee.user.username, subject: { startsWith: 'Bo Writer mentioned you' } },
    });
    expect(mail.subject).toBe(text);
  });

  it('never pings across a block, about the own action, a member who is gone, or twice for one job', async () => {
    const [ada, bo, cy] = await Promise.all([t.member(), t.member(), t.member()]);
    await t.http.put(`/v1/user/${ada.user.id}/blocks/${bo.user.id}`).set(t.bearer(ada.token)).expect(200);
    await delivery.deliver(ping(ada, bo));
    await delivery.deliver(ping(bo, ada));
    await service.notify({ userId: cy.user.id, kind: NotificationKind.Mention, actorId: cy.user.id });
    const twice = ping(cy, ada);
    await delivery.deliver(twice);
    await delivery.deliver(twice);
    await t.prisma.user.update({ where: { id: cy.user.id }, data: { enabled: false } });
    await delivery.deliver(ping(cy, bo));
    expect(await rows(ada.user.id)).toHaveLength(0);
    expect(await rows(bo.user.id)).toHaveLength(0);
    expect((await rows(cy.user.id)).map((r) => r.id)).toEqual([twice.id]);
    expect(
      await t.prisma.mailOutbox.count({ where: { recipient: cy.user.username, subject: { contains: 'wants to connect' } } }),
    ).toBe(1);
  });

  it('a ping from someone blocked later is no longer listed or counted', async () => {
    const [ada, bo] = await Promise.all([t.member(), t.member()]);
    await delivery.deliver(ping(ada, bo));
    const count = () => t.http.get('/v1/notifications/unread-count').set(t.bearer(ada.token)).expect(200);
    expect((await count()).body).toEqual({ unreadNotificationsCount: 1 });
    await t.http.put(`/v1/user/${bo.user.id}/blocks/${ada.user.id}`).set(t.bearer(bo.token)).expect(200);
    expect((await count()).body).toEqual({ unreadNotificationsCount: 0 });
    expect((await t.http.get('/v1/notifications').set(t.bearer(ada.token)).expect(200)).body.items).toEqual([]);
  });

  it('lists newest first in keyset pages; marks one read and all read; never another member’s', async () => {
    const [ada, bo] = await Promise.all([t.member(), t.member({ firstName: 'Bo' })]);
    const total = PAGE_SIZE.notifications + 3;
    const start = Date.now() - total * 1000;
    await t.prisma.notification.createMany({
      data: Array.from({ length: total }, (_, i) => ({
        userId: ada.user.id,
        kind: NotificationKind.Message,
        actorId: bo.user.id,
        data: { seq: i + 1, preview: `message number ${i} `.repeat(5) },
        createdAt: new Date(start + i * 1000),
      })),
    });
    const as = t.bearer(ada.token);
    const first = await t.http.get('/v1/notifications').set(as).expect(200);
    expect(first.body.items).toHaveLength(PAGE_SIZE.notifications);
    const second = await t.http.get('/v1/notifications').query({ cursor: first.body.nextCursor }).set(as).expect(200);
    expect(second.body.items).toHaveLength(3);
    expect(second.body.nextCursor).toBeNull();
    const all: Notification[] = [...first.body.items, ...second.body.items];
    const times = all.map((n) => n.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(new Set(all.map((n) => n.id)).size).toBe(total);
    const newest = all[0]!;
    expect(newest.link).toBe(`/page/messages/${bo.user.id}`);
    expect(newest.text.startsWith('Bo sent you a message: "message number')).toBe(true);
    expect(newest.text.length).toBeLessThanOrEqual('Bo sent you a message: ""'.length + TEXT_TRIM_LENGTH);

    const marked = await t.http.put(`/v1/notifications/${newest.id}/read`).set(as).expect(200);
    expect(marked.body).toEqual({ unreadNotificationsCount: total - 1 });
    await t.http.put(`/v1/notifications/${newest.id}/read`).set(as).expect(200);
    const again = await t.http.get('/v1/notifications').set(as).expect(200);
    expect(again.body.items[0]).toMatchObject({ id: newest.id, read: true });

    // Bo may neither read nor mark Ada's.
    await t.http.put(`/v1/notifications/${all[1]!.id}/read`).set(t.bearer(bo.token)).expect(403);
    expect((await t.http.get('/v1/notifications').set(t.bearer(bo.token)).expect(200)).body.items).toEqual([]);
    await t.http.put(`/v1/notifications/read-all`).set(t.bearer(bo.token)).expect(200);
    expect((await t.http.get('/v1/notifications/unread-count').set(as).expect(200)).body.unreadNotificationsCount).toBe(
      total - 1,
    );

    expect((await t.http.put('/v1/notifications/read-all').set(as).expect(200)).body).toEqual({ unreadNotificationsCount: 0 });
    expect(await t.prisma.notification.count({ where: { userId: ada.user.id, readAt: null } })).toBe(0);
  });

  it('answers 400 naming the field, 404 for no such ping, 401 without a token', async () => {
    const ada = await t.member();
    const as = t.bearer(ada.token);
    const badId = await t.http.put('/v1/notifications/not-an-id/read').set(as).expect(400);
    expect(badId.body.httpMessage).toMatch(/^id: /);
    const badCursor = await t.http.get('/v1/notifications').query({ cursor: 'nonsense' }).set(as).expect(400);
    expect(badCursor.body.httpMessage).toMatch(/^cursor: /);
    const badSize = await t.http.get('/v1/notifications').query({ pageSize: 500 }).set(as).expect(400);
    expect(badSize.body.httpMessage).toMatch(/^pageSize: /);
    await t.http.put(`/v1/notifications/${randomUUID()}/read`).set(as).expect(404);
    await t.http.get('/v1/notifications').expect(401);
    await t.http.get('/v1/notifications/unread-count').expect(401);
    await t.http.put(`/v1/notifications/${randomUUID()}/read`).expect(401);
    await t.http.put('/v1/notifications/read-all').expect(401);
  });

  it('a direct message still unread later is one ping per unread burst; none once read', async () => {
    const [ada, bo] = await Promise.all([t.member(), t.member({ firstName: 'Bo' })]);
    await t.connect(ada.user.id, bo.user.id);
    await t.message(bo, ada.user.id, 'first of a burst');
    const last = await t.message(bo, ada.user.id, 'second of the burst');
    await delivery.pingUnreadMessages([{ senderId: bo.user.id, receiverId: ada.user.id }]);
    await delivery.pingUnreadMessages([{ senderId: bo.user.id, receiverId: ada.user.id }]);
    const burst = await rows(ada.user.id);
    expect(burst).toHaveLength(1);
    expect(burst[0]).toMatchObject({ kind: 'message', actorId: bo.user.id, data: { preview: 'second of the burst' } });

    await t.http.put(`/v1/message/${last.id}`).set(t.bearer(ada.token)).send({ status: 'read' }).expect(200);
    await delivery.pingUnreadMessages([{ senderId: bo.user.id, receiverId: ada.user.id }]);
    expect(await rows(ada.user.id)).toHaveLength(1);

    await t.message(bo, ada.user.id, 'a new burst');
    await delivery.pingUnreadMessages([{ senderId: bo.user.id, receiverId: ada.user.id }]);
    expect(await rows(ada.user.id)).toHaveLength(2);
    // The sender is never pinged about their own messages.
    await delivery.pingUnreadMessages([{ senderId: ada.user.id, receiverId: bo.user.id }]);
    expect(await rows(bo.user.id)).toHaveLength(0);
  });

  it('a send marks the unread burst due; the sweep after the delay turns it into one ping, and not before', async () => {
    const [ada, bo] = await Promise.all([t.member(), t.member({ firstName: 'Bo' })]);
    await t.connect(ada.user.id, bo.user.id);
    const due = () => t.prisma.messagePingDue.findMany({ where: { receiverId: ada.user.id } });
    await t.message(bo, ada.user.id, 'are you free on Friday?');
    await t.message(bo, ada.user.id, 'for the meetup');
    const bursts = await due();
    expect(bursts).toHaveLength(1);
    const [burst] = bursts;
    expect(burst).toMatchObject({ senderId: bo.user.id });

    // Not yet due: the burst began less than the delay (an hour here) ago.
    await sweep.sweepDueMessagePings(new Date(burst!.since!.getTime() + 3599_000));
    expect(await due()).toHaveLength(1);

    // The sweep also takes the bursts of every test before this one, so their pings may come first.
    await sweep.sweepDueMessagePings(new Date(burst!.since!.getTime() + 3600_000));
    // The announced burst keeps its row, without a time, until Ada reads.
    expect(await due()).toMatchObject([{ senderId: bo.user.id, since: null }]);
    await eventually(async () => (await rows(ada.user.id)).length > 0, 30_000);
    expect(await rows(ada.user.id)).toMatchObject([
      { kind: 'message', actorId: bo.user.id, data: { preview: 'for the meetup' } },
    ]);

    // The burst's later messages find the row: nothing for a sweep to take, and no second ping.
    await t.message(bo, ada.user.id, 'or Saturday?');
    expect(await due()).toMatchObject([{ since: null }]);
    await sweep.sweepDueMessagePings(new Date(Date.now() + 3600_000));
    expect(await rows(ada.user.id)).toHaveLength(1);
  });

  it('reading ends the burst: read to the end, its row goes; read in part, what is left is pinged', async () => {
    const [ada, bo, cy] = await Promise.all([t.member(), t.member({ firstName: 'Bo' }), t.member({ firstName: 'Cy' })]);
    await Promise.all([t.connect(ada.user.id, bo.user.id), t.connect(ada.user.id, cy.user.id)]);
    const due = (from: TestMember) =>
      t.prisma.messagePingDue.findMany({ where: { receiverId: ada.user.id, senderId: from.user.id } });
    const read = (id: string) => t.http.put(`/v1/message/${id}`).set(t.bearer(ada.token)).send({ status: 'read' }).expect(200);
    const first = await t.message(bo, ada.user.id, 'first');
    const second = await t.message(bo, ada.user.id, 'second');
    await sweep.sweepDueMessagePings(new Date(Date.now() + 3600_000));
    expect(await due(bo)).toMatchObject([{ since: null }]);

    // Read in part, the burst is due again: the sweep pings what is left unless the ping still announces it.
    const third = await t.message(bo, ada.user.id, 'third');
    await read(first.id);
    expect(await due(bo)).toMatchObject([{ since: expect.any(Date) }]);
    await sweep.sweepDueMessagePings(new Date(Date.now() + 3600_000));
    expect(await due(bo)).toMatchObject([{ since: null }]);
    expect(await rows(ada.user.id)).toHaveLength(1);
    // Read up to the message the ping announced, with a newer one unread: that one is a new burst.
    await read(second.id);
    await sweep.sweepDueMessagePings(new Date(Date.now() + 3600_000));
    expect((await rows(ada.user.id)).map((r) => r.data)).toEqual([
      { seq: 2, preview: 'second' },
      { seq: 3, preview: 'third' },
    ]);

    // Read to the end: the row goes.
    await read(third.id);
    expect(await due(bo)).toEqual([]);

    // 'Delete Conversation' ends the burst too, and the ping that announced it announces nothing after.
    await t.message(cy, ada.user.id, 'hello');
    await sweep.sweepDueMessagePings(new Date(Date.now() + 3600_000));
    await t.http.put(`/v1/message/${ada.user.id}/archive/${cy.user.id}`).set(t.bearer(ada.token)).expect(200);
    expect(await due(cy)).toEqual([]);
    await t.message(cy, ada.user.id, 'hello again');
    await sweep.sweepDueMessagePings(new Date(Date.now() + 3600_000));
    expect((await rows(ada.user.id)).filter((r) => r.actorId === cy.user.id).map((r) => r.data)).toEqual([
      { seq: 1, preview: 'hello' },
      { seq: 2, preview: 'hello again' },
    ]);
  });

  it('the sweep pings no burst a ping already announces, nor one with nothing left unread', async () => {
    const [ada, bo, cy] = await Promise.all([t.member(), t.member({ firstName: 'Bo' }), t.member({ firstName: 'Cy' })]);
    await Promise.all([t.connect(ada.user.id, bo.user.id), t.connect(ada.user.id, cy.user.id)]);
    // Bo's burst is announced already; Cy took back the one message Ada had from him.
    await t.message(bo, ada.user.id, 'still unread');
    await delivery.pingUnreadMessages([{ senderId: bo.user.id, receiverId: ada.user.id }]);
    const fromCy = await t.message(cy, ada.user.id, 'sent by mistake');
    await t.http.delete(`/v1/message/${fromCy.id}/user/${cy.user.id}`).set(t.bearer(cy.token)).expect(200);
    await t.message(bo, ada.user.id, 'more of the same burst');
    const due = () => t.prisma.messagePingDue.findMany({ where: { receiverId: ada.user.id } });
    const latest = Math.max(...(await due()).map((d) => d.since!.getTime()));
    expect(await due()).toHaveLength(2);

    await sweep.sweepDueMessagePings(new Date(latest + 3600_000));
    expect(await due()).toMatchObject([{ senderId: bo.user.id, since: null }]);
    expect(await rows(ada.user.id)).toHaveLength(1);

    // Once Ada reads Bo's burst, his next message is a new burst: the sweep pings it.
    const [lastFromBo] = await t.prisma.message.findMany({
      where: { senderId: bo.user.id, receiverId: ada.user.id },
      orderBy: { seq: 'desc' },
      take: 1,
    });
    await t.http.put(`/v1/message/${lastFromBo!.id}`).set(t.bearer(ada.token)).send({ status: 'read' }).expect(200);
    expect(await due()).toEqual([]);
    await t.message(bo, ada.user.id, 'a new burst');
    const [next] = await due();
    await sweep.sweepDueMessagePings(new Date(next!.since!.getTime() + 3600_000));
    expect(await rows(ada.user.id)).toHaveLength(2);
  });

  it('a member online is not pinged about messages; the first sweep after they leave pings what is still unread', async () => {
    const [ada, bo] = await Promise.all([t.member(), t.member({ firstName: 'Bo' })]);
    await t.connect(ada.user.id, bo.user.id);
    const due = () => t.prisma.messagePingDue.findMany({ where: { receiverId: ada.user.id } });
    const laptop = await sockets.connect(ada.token);
    await t.message(bo, ada.user.id, 'seen live');
    await t.message(bo, ada.user.id, 'still unread');

    await sweep.sweepDueMessagePings(new Date(Date.now() + 3600_000));
    expect(await rows(ada.user.id)).toEqual([]);
    expect(await due()).toMatchObject([{ senderId: bo.user.id, since: expect.any(Date) }]);

    laptop.disconnect();
    const presence = t.app.get<Presence>(PRESENCE);
    await eventually(async () => (await presence.onlineAmong([ada.user.id])).size === 0);
    await sweep.sweepDueMessagePings(new Date(Date.now() + 3600_000));
    expect(await rows(ada.user.id)).toMatchObject([
      { kind: 'message', actorId: bo.user.id, data: { seq: 2, preview: 'still unread' } },
    ]);
    expect(await due()).toMatchObject([{ since: null }]);
  });

  it('pings many bursts in one go: each its own ping, and the socket events count the unread pings in turn', async () => {
    const [ada, bo, cy] = await Promise.all([t.member(), t.member({ firstName: 'Bo' }), t.member({ firstName: 'Cy' })]);
    await Promise.all([
      t.connect(ada.user.id, bo.user.id),
      t.connect(ada.user.id, cy.user.id),
      t.connect(bo.user.id, cy.user.id),
    ]);
    await t.message(bo, ada.user.id, 'from Bo to Ada');
    await t.message(cy, ada.user.id, 'from Cy to Ada');
    await t.message(cy, bo.user.id, 'from Cy to Bo');
    const heard = pingsHeard(await sockets.connect(ada.token));
    await delivery.pingUnreadMessages([
      { senderId: bo.user.id, receiverId: ada.user.id },
      { senderId: cy.user.id, receiverId: ada.user.id },
      { senderId: cy.user.id, receiverId: bo.user.id },
      // The sender is never pinged about their own messages, nor twice about one burst.
      { senderId: ada.user.id, receiverId: bo.user.id },
      { senderId: bo.user.id, receiverId: ada.user.id },
    ]);
    expect((await rows(ada.user.id)).map((r) => r.data)).toEqual(
      expect.arrayContaining([
        { seq: 1, preview: 'from Bo to Ada' },
        { seq: 1, preview: 'from Cy to Ada' },
      ]),
    );
    expect(await rows(ada.user.id)).toHaveLength(2);
    expect((await rows(bo.user.id)).map((r) => r.data)).toEqual([{ seq: 1, preview: 'from Cy to Bo' }]);
    // Two message pings for Ada in one batch are one mail (coalesced), as they would be one after the other.
    const messageMails = (to: TestMember) =>
      t.prisma.mailOutbox.count({ where: { recipient: to.user.username, subject: { contains: 'sent you a message' } } });
    expect([await messageMails(ada), await messageMails(bo)]).toEqual([1, 1]);
    await eventually(() => heard.length === 2, 30_000);
    expect(heard.map((e) => e.unreadNotificationsCount).sort()).toEqual([1, 2]);
    expect(heard.map((e) => e.notification.text)).toEqual(
      expect.arrayContaining([expect.stringContaining('Bo'), expect.stringContaining('Cy')]),
    );
  });

  it('following a company pings its own accounts, once', async () => {
    const company = await t.member({
      role: Role.Partner,
      partner: { name: `Northwind ${randomUUID().slice(0, 6)}`, type: 'community' },
    });
    const fan = await t.member({ firstName: 'Fan' });
    const partnerId = company.user.partnerId!;
    await t.http.post(`/v1/partner-followers/${partnerId}/${fan.user.id}`).set(t.bearer(fan.token)).expect(200);
    await t.http.post(`/v1/partner-followers/${partnerId}/${fan.user.id}`).set(t.bearer(fan.token)).expect(200);
    await eventually(async () => (await rows(company.user.id)).length > 0);
    const [row] = await rows(company.user.id);
    expect(row).toMatchObject({ kind: 'company_follow', actorId: fan.user.id, partnerId });
    const { body } = await t.http.get('/v1/notifications').set(t.bearer(company.token)).expect(200);
    expect(body.items[0].text).toMatch(/^Fan followed Northwind/);
    expect(body.items[0].link).toBe(`/company/${partnerId}`);
  });
});

describe('the message-ping sweep when the process stops', () => {
  it('ends at its next rest, before the database closes: the bursts it did not take stay due', async () => {
    const t = await startTestApp({ messagePingDelaySeconds: 3600 });
    const ids = (await Promise.all(Array.from({ length: 8 }, () => t.member()))).map((m) => m.user.id);
    // 56 bursts (every ordered pair of the eight), more than a batch. Begun 30 s ago, they are not yet due for the
    // minute's sweep of the apps of other test files (60 s); the sweep below may take bursts older than these first.
    const since = new Date(Date.now() - 30_000);
    await t.prisma.messagePingDue.createMany({
      data: ids.flatMap((receiverId) =>
        ids.filter((id) => id !== receiverId).map((senderId) => ({ receiverId, senderId, since })),
      ),
    });
    const stillDue = () => t.prisma.messagePingDue.count({ where: { receiverId: { in: ids } } });
    // Spread over an hour, its next batch would wait many minutes after the first.
    const sweep = t.app.get(MessagePingSweep).sweepDueMessagePings(new Date(since.getTime() + 3600_000), 3600_000);
    await eventually(async () => (await stillDue()) < 56);
    expect(await stillDue()).toBeGreaterThanOrEqual(56 - 50);
    expect(await stillDue()).toBeLessThan(56);

    await t.close();
    await expect(sweep).resolves.toBeGreaterThanOrEqual(0);
  });
});
