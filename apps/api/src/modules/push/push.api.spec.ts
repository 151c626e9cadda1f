import { type PushMessage, SocketEvent, type SocketAck } from '@nexus/contracts';
import webPush from 'web-push';
import { startPushService, type PushService, type TestPushSubscription } from '../../platform/testing/push-service';
import { eventually } from '../../platform/testing/eventually';
import { socketClients } from '../../platform/testing/sockets';
import { startTestApp, type TestApp, type TestMember } from '../../platform/testing/test-app';
import { PingsDelivery } from '../notifications/pings-delivery';

const CONNECTION_REQUEST_TYPE = '6f1d5c1e-0002-4000-8000-000000000001';

describe('web push', () => {
  let t: TestApp;
  let pushService: PushService;
  const sockets = socketClients(() => t.url);
  // The message pings are swept by the tests themselves (delivery.pingUnreadMessages), not by the clock.
  beforeAll(async () => {
    [t, pushService] = await Promise.all([startTestApp({ messagePingDelaySeconds: 3600 }), startPushService()]);
  });
  afterEach(() => sockets.closeAll());
  afterAll(async () => {
    await t.close();
    await pushService.close();
  });

  /** A device of the member, subscribed at the push service with the API's VAPID key and saved through the API. */
  async function device(member: TestMember): Promise<TestPushSubscription> {
    const { body: config } = await t.http.get('/v1/app/config').expect(200);
    const subscription = await pushService.subscribe(config.push.vapidPublicKey);
    const { endpoint, keys } = subscription;
    await t.http.post('/v1/push/subscriptions').set(t.bearer(member.token)).send({ endpoint, keys }).expect(200);
    return subscription;
  }

  const received = (subscription: TestPushSubscription) => pushService.received(subscription) as Promise<PushMessage[]>;

  async function pushesArrive(subscription: TestPushSubscription, count: number): Promise<PushMessage[]> {
    await eventually(async () => (await received(subscription)).length >= count);
    return received(subscription);
  }

  const requestConnection = (from: TestMember, to: TestMember) =>
    t.http
      .post(`/v1/user/${from.user.id}/connection-requests`)
      .set(t.bearer(from.token))
      .send({ userId: to.user.id })
      .expect(200);

  /** Push jobs queued for the member, and whether each is done. */
  const pushJobs = (userId: string) =>
    t.prisma.$queryRawUnsafe<{ state: string }[]>(
      `SELECT state FROM ${t.config.jobsSchema}.job WHERE name = 'push' AND data->>'userId' = $1`,
      userId,
    );

  it('a connection request reaches every device of the member, signed with the VAPID key and encrypted to each', async () => {
    const [ada, bo] = await Promise.all([t.member({ firstName: 'Ada' }), t.member({ firstName: 'Bo', lastName: 'Lund' })]);
    const [phone, laptop] = [await device(ada), await device(ada)];
    await requestConnection(bo, ada);
    for (const subscription of [phone, laptop]) {
      const [push, ...more] = await pushesArrive(subscription, 1);
      expect(more).toEqual([]);
      expect(push).toEqual({
        title: 'Connection request',
        body: 'Bo Lund wants to connect with you',
        url: '/connections',
        tag: expect.stringMatching(/^connection_request:[\w-]+$/),
      });
    }
    await eventually(
      async () => (await t.prisma.pushSubscription.count({ where: { userId: ada.user.id, lastUsedAt: null } })) === 0,
    );
    expect(await t.prisma.pushSubscription.count({ where: { userId: ada.user.id, lastUsedAt: { not: null } } })).toBe(2);
  });

  it('a direct message is pushed with the ping of its unread burst, tagged per conversation, opening the chat', async () => {
    const [ada, bo] = await Promise.all([t.member({ firstName: 'Ada' }), t.member({ firstName: 'Bo' })]);
    await t.connect(ada.user.id, bo.user.id);
    const phone = await device(ada);
    await t.message(bo, ada.user.id, 'are you free on Friday?');
    await t.app.get(PingsDelivery).pingUnreadMessages([{ senderId: bo.user.id, receiverId: ada.user.id }]);
    const [push] = await pushesArrive(phone, 1);
    expect(push).toEqual({
      title: 'New message',
      body: 'Bo sent you a message: "are you free on Friday?"',
      url: `/page/messages/${bo.user.id}`,
      tag: `message:${bo.user.id}`,
    });
  });

  it('a mention opens the post; a kind that is not pushed (a reaction) is not', async () => {
    const [dee, bo] = await Promise.all([t.member({ firstName: 'Dee', lastName: 'Lane' }), t.member({ firstName: 'Bo' })]);
    const phone = await device(dee);
    const post = await t.post(bo, { content: `Welcome [Dee Lane](${dee.user.id}:member)`, visibility: 'public' });
    const [push] = await pushesArrive(phone, 1);
    expect(push).toEqual({
      title: 'You were mentioned',
      body: 'Bo mentioned you in a post: "Welcome Dee Lane"',
      url: `/feed?post=${post.id}`,
      tag: expect.stringMatching(/^mention:[\w-]+$/),
    });
    const own = await t.post(dee, { visibility: 'public' });
    await t.http.put(`/v1/post/${own.id}/reaction`).set(t.bearer(bo.token)).send({ reaction: 'like' }).expect(200);
    await eventually(async () => (await t.prisma.notification.count({ where: { userId: dee.user.id, kind: 'reaction' } })) === 1);
    expect(await pushJobs(dee.user.id)).toHaveLength(1);
  });

  it('sends no message push while one of the receiver’s sockets has that conversation open', async () => {
    const [ada, bo, cy] = await Promise.all([t.member(), t.member({ firstName: 'Bo' }), t.member({ firstName: 'Cy' })]);
    await Promise.all([t.connect(ada.user.id, bo.user.id), t.connect(ada.user.id, cy.user.id)]);
    const phone = await device(ada);
    // Ada's laptop shows the chat with Bo: a message from Bo is seen there; one from Cy is not.
    const laptop = await sockets.connect(ada.token);
    const ack = await laptop.emitWithAck(SocketEvent.ConversationOpen, { withUserId: bo.user.id });
    expect(ack).toEqual<SocketAck>({ ok: true });
    await t.message(bo, ada.user.id, 'seen in the open chat');
    await t.message(cy, ada.user.id, 'from another chat');
    await t.app.get(PingsDelivery).pingUnreadMessages([
      { senderId: bo.user.id, receiverId: ada.user.id },
      { senderId: cy.user.id, receiverId: ada.user.id },
    ]);
    await eventually(async () => (await pushJobs(ada.user.id)).every((job) => job.state === 'completed'));
    expect(await pushJobs(ada.user.id)).toHaveLength(2);
    expect(await received(phone)).toEqual([expect.objectContaining({ tag: `message:${cy.user.id}` })]);
  });

  it('follows the in-app switch of the notification type: off, the ping is mailed but not pushed', async () => {
    const [ada, bo] = await Promise.all([t.member(), t.member({ firstName: 'Bo' })]);
    const phone = await device(ada);
    await t.http
      .post('/v1/preference/notification')
      .set(t.bearer(ada.token))
      .send({ userId: ada.user.id, typeId: CONNECTION_REQUEST_TYPE, inApp: false, email: true })
      .expect(200);
    await requestConnection(bo, ada);
    await t.mailbox.find(ada.user.username, /(Bo wants to connect)/, 10_000);
    expect(await pushJobs(ada.user.id)).toEqual([]);
    expect(await received(phone)).toEqual([]);
  });

  it('deletes a subscription the push service answers 410 Gone for, and keeps sending to the others', async () => {
    const [ada, bo] = await Promise.all([t.member(), t.member()]);
    const [gone, kept] = [await device(ada), await device(ada)];
    await pushService.expire(gone);
    await requestConnection(bo, ada);
    await pushesArrive(kept, 1);
    await eventually(async () => (await t.prisma.pushSubscription.count({ where: { endpoint: gone.endpoint } })) === 0);
    expect(await t.prisma.pushSubscription.findMany({ where: { userId: ada.user.id }, select: { endpoint: true } })).toEqual([
      { endpoint: kept.endpoint },
    ]);
  });

  it('refuses a bad subscription naming the field, a caller without a session, and removing another’s device', async () => {
    const [ada, bo] = await Promise.all([t.member(), t.member()]);
    const subscription = await device(ada);
    const { endpoint, keys } = subscription;
    const save = (body: unknown) =>
      t.http
        .post('/v1/push/subscriptions')
        .set(t.bearer(ada.token))
        .send(body as object);
    expect((await save({ endpoint: 'ftp://push.example', keys }).expect(400)).body.httpMessage).toMatch(/^endpoint: /);
    expect((await save({ endpoint, keys: { p256dh: keys.p256dh } }).expect(400)).body.httpMessage).toMatch(/^keys\.auth: /);
    expect((await save({ endpoint, keys: { ...keys, p256dh: 'not base64!' } }).expect(400)).body.httpMessage).toMatch(
      /^keys\.p256dh: /,
    );
    await t.http.post('/v1/push/subscriptions').send({ endpoint, keys }).expect(401);
    await t.http.delete('/v1/push/subscriptions').query({ endpoint }).expect(401);
    // Bo cannot remove Ada's device: to him it does not exist.
    await t.http.delete('/v1/push/subscriptions').query({ endpoint }).set(t.bearer(bo.token)).expect(404);
    expect(await t.prisma.pushSubscription.count({ where: { endpoint, userId: ada.user.id } })).toBe(1);
    await t.http.delete('/v1/push/subscriptions').query({ endpoint }).set(t.bearer(ada.token)).expect(200);
    expect(await t.prisma.pushSubscription.count({ where: { endpoint } })).toBe(0);
    await t.http.delete('/v1/push/subscriptions').query({ endpoint }).set(t.bearer(ada.token)).expect(404);
  });

  it('hands a device over to whoever saves it last (the browser signed in as someone else)', async () => {
    const [ada, bo] = await Promise.all([t.member(), t.member()]);
    const { endpoint, keys } = await device(ada);
    await t.http.post('/v1/push/subscriptions').set(t.bearer(bo.token)).send({ endpoint, keys }).expect(200);
    expect(await t.prisma.pushSubscription.findMany({ where: { endpoint }, select: { userId: true } })).toEqual([
      { userId: bo.user.id },
    ]);
  });

  it('refuses a socket saying a conversation is open with a payload that is not a member id', async () => {
    const ada = await t.member();
    const socket = await sockets.connect(ada.token);
    const ack = await socket.emitWithAck(SocketEvent.ConversationOpen, { withUserId: 'nobody' });
    expect(ack).toMatchObject({ ok: false, error: { statusCode: 400 } });
  });

  it('tells the web app the VAPID public key', async () => {
    const { body } = await t.http.get('/v1/app/config').expect(200);
    expect(body.push).toEqual({ vapidPublicKey: t.config.push.vapidPublicKey });
  });
});

describe('web push in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    const vapid = webPush.generateVAPIDKeys();
    t = await startTestApp({
      push: {
        vapidPublicKey: vapid.publicKey,
        vapidPrivateKey: vapid.privateKey,
        vapidSubject: 'mailto:ops@example.test',
        allowHttpEndpoints: false,
      },
    });
  });
  afterAll(() => t.close());

  it('refuses an endpoint that is not https', async () => {
    const ada = await t.member();
    const keys = { p256dh: 'BOr0aXyUXG2Zd3-UMdR1bwhAYhdSx7C3AV5IRfL2', auth: 'c2VjcmV0' };
    const response = await t.http
      .post('/v1/push/subscriptions')
      .set(t.bearer(ada.token))
      .send({ endpoint: 'http://push.example/abc', keys })
      .expect(400);
    expect(response.body.httpMessage).toBe('endpoint: must be an https:// address');
    await t.http
      .post('/v1/push/subscriptions')
      .set(t.bearer(ada.token))
      .send({ endpoint: 'https://push.example/abc', keys })
      .expect(200);
  });
});
