import { randomUUID } from 'node:crypto';
import {
  ErrorCode,
  ModerationText,
  Role,
  type RouteContract,
  type SocketAck,
  Text,
  buildPath,
  clientEvents,
  routes,
  suspensionEndText,
} from '@nexus/contracts';
import { jobBody } from '../testing/job-fixtures';
import { partnerOwner, platformAdmin } from '../testing/partners';
import { socketClients } from '../testing/sockets';
import { startTestApp, TEST_PASSWORD, type TestApp, type TestMember } from '../testing/test-app';

/**
 * Member status (issue 19, §3): a suspended member signs in and reads but cannot write. Every route marked `writes`
 * in the contracts is refused by the one guard with 403 ACCOUNT_SUSPENDED and the suspension's end; the suspension
 * ends by itself at its date. A blocked member is out altogether.
 */

const ANY_ID = '00000000-0000-4000-8000-000000000000';
const DAY = 86_400_000;

const all = Object.entries(routes).flatMap(([group, table]) =>
  Object.entries(table as Record<string, RouteContract>).map(([name, route]) => ({ name: `${group}.${name}`, route })),
);
const writes = all.filter(({ route }) => route.writes);

describe('suspended members cannot write', () => {
  let t: TestApp;
  const sockets = socketClients(() => t.url);
  beforeAll(async () => (t = await startTestApp({ trustProxy: true })));
  afterEach(() => sockets.closeAll());
  afterAll(() => t.close());

  const as = (m: { token: string }) => t.bearer(m.token);
  const suspend = (userId: string, until: Date | null, since = new Date(Date.now() - DAY)) =>
    t.prisma.user.update({ where: { id: userId }, data: { suspendedAt: since, suspendedUntil: until } });
  const refusal = (until: Date | null) => ModerationText.accountSuspended(suspensionEndText(until));

  let address = 0;
  /** The route called with `token`, every path parameter ANY_ID, from an address of its own (the rate limit). */
  const call = (route: RouteContract, token: string) => {
    const params = Object.fromEntries((route.path.match(/:([A-Za-z0-9_]+)/g) ?? []).map((p) => [p.slice(1), ANY_ID]));
    const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
    const n = address++;
    return t.http[method](`/v1${buildPath(route.path, params)}`)
      .set('X-Forwarded-For', `10.19.${Math.floor(n / 250)}.${(n % 250) + 1}`)
      .set(t.bearer(token));
  };

  /** Every `writes` route, called by `token`: the routes whose answer is not (or, `refused` false, is) the refusal. */
  async function walk(token: string, refused: boolean, message?: string): Promise<string[]> {
    const failures: string[] = [];
    for (const { name, route } of writes) {
      const { status, body } = await call(route, token);
      const isRefusal = status === 403 && body.code === ErrorCode.AccountSuspended;
      if (refused ? !isRefusal || (message !== undefined && body.httpMessage !== message) : isRefusal) {
        failures.push(`${name} ${route.method} ${route.path}: ${status} ${body.code} ${body.httpMessage}`);
      }
    }
    return failures;
  }

  describe('the route table', () => {
    it('marks the member writes the issue names, and none that a platform admin, a key or anyone calls', () => {
      const marked = new Set(writes.map((w) => w.name));
      for (const name of [
        'posts.create',
        'posts.update',
        'posts.vote',
        'posts.uploadMedia',
        'feed.comment',
        'feed.reactToPost',
        'feed.reactToComment',
        'messages.send',
        'jobs.apply',
        'events.register',
        'summits.register',
        'connections.request',
        'partnerFollowers.follow',
        'communities.createChannel',
        'recruit.create',
        'events.create',
        'profiles.update',
      ]) {
        expect(marked).toContain(name);
      }
      // Reading, settings, leaving and taking one's own content down stay open.
      for (const name of [
        'posts.delete',
        'feed.deleteComment',
        'feed.unreactToPost',
        'connections.block',
        'connections.decline',
        'partnerFollowers.unfollow',
        'events.cancel',
        'pings.markAllRead',
        'auth.changePassword',
        'auth.logout',
        'accounts.requestDeletion',
        'preferences.update',
        'notifications.save',
        'reports.create',
      ]) {
        expect(marked).not.toContain(name);
      }
      const misplaced = writes.filter(
        ({ route }) => route.method === 'GET' || ['public', 'key', 'admin'].includes(route.access.kind),
      );
      expect(misplaced.map((w) => w.name)).toEqual([]);
      expect(clientEvents.chatTyping.writes).toBe(true);
      expect((clientEvents.chatMessageRead as { writes?: boolean }).writes).toBeUndefined();
    });

    it('names the day a suspension ends once, in contracts, for the API and the web alike', () => {
      expect(suspensionEndText('2026-12-03T10:00:00.000Z')).toBe('December 3, 2026');
      expect(suspensionEndText(null)).toBeNull();
      expect(refusal(new Date('2026-12-03T23:59:00Z'))).toBe('Your account is suspended until December 3, 2026');
      expect(refusal(null)).toBe('Your account is suspended until further notice');
    });
  });

  describe('against the real server', () => {
    it('refuses every route marked writes to a suspended member, with 403 ACCOUNT_SUSPENDED and the end date', async () => {
      const member = await t.member();
      const until = new Date(Date.now() + 3 * DAY);
      await suspend(member.user.id, until);
      expect(await walk(member.token, true, refusal(until))).toEqual([]);
    });

    it('says "until further notice" for a suspension until lifted', async () => {
      const member = await t.member();
      await suspend(member.user.id, null);
      const response = await t.http.post('/v1/post').set(as(member)).send({ content: 'hello' }).expect(403);
      expect(response.body).toMatchObject({ code: ErrorCode.AccountSuspended, httpMessage: refusal(null) });
    });

    it('lets a member whose suspension has ended write again, by itself (a read rule, nothing scheduled)', async () => {
      const member = await t.member();
      await suspend(member.user.id, new Date(Date.now() - 1000), new Date(Date.now() - 3 * DAY));
      expect(await walk(member.token, false)).toEqual([]);
      await t.http.post('/v1/post').set(as(member)).send({ content: 'back again' }).expect(200);
    });

    it('lets a member never suspended write', async () => {
      const member = await t.member();
      await t.http.post('/v1/post').set(as(member)).send({ content: 'never suspended' }).expect(200);
    });

    it('refuses partner accounts and employees the same way', async () => {
      const owner = await partnerOwner(t);
      const employee = await t.member();
      await t.prisma.partnerEmployee.create({
        data: { partnerId: owner.partnerId, userId: employee.user.id, status: 'verified', verifiedAt: new Date() },
      });
      const until = new Date(Date.now() + 5 * DAY);
      await suspend(owner.user.id, until);
      await suspend(employee.user.id, until);
      expect(await walk(owner.token, true, refusal(until))).toEqual([]);
      expect(await walk(employee.token, true, refusal(until))).toEqual([]);

      // The partner's own calls, with its real id: refused by the suspension, not by anything else.
      const job = await t.http
        .post(`/v1/job/${owner.partnerId}`)
        .set(as(owner))
        .send(jobBody({ publish: true }))
        .expect(403);
      expect(job.body).toMatchObject({ code: ErrorCode.AccountSuspended, httpMessage: refusal(until) });
      // Reading its own pages still works.
      await t.http.get(`/v1/job/${owner.partnerId}`).set(as(owner)).expect(200);
      await t.http.get(`/v1/partner-employees/${owner.partnerId}`).set(as(employee)).expect(200);
    });

    it('never refuses a platform admin route this way', async () => {
      const admin = await platformAdmin(t);
      await suspend(admin.user.id, new Date(Date.now() + DAY));
      const failures: string[] = [];
      for (const { name, route } of all.filter(({ route: r }) => r.access.kind === 'admin')) {
        const { status, body } = await call(route, admin.token);
        if (body.code === ErrorCode.AccountSuspended) failures.push(`${name}: ${status} ${body.code}`);
      }
      expect(failures).toEqual([]);
    });

    it('refuses the typing indicator over the socket, and still takes read marks', async () => {
      const [member, other] = await Promise.all([t.member(), t.member()]);
      await suspend(member.user.id, new Date(Date.now() + DAY));
      const socket = await sockets.connect(member.token);
      const typing = await new Promise<SocketAck>((resolve) =>
        socket.emit(clientEvents.chatTyping.event, { userId: member.user.id, receiverId: other.user.id, typing: true }, resolve),
      );
      expect(typing).toMatchObject({ ok: false, error: { code: ErrorCode.AccountSuspended } });
      const read = await new Promise<SocketAck>((resolve) =>
        socket.emit(
          clientEvents.chatMessageRead.event,
          { id: randomUUID(), payload: { userId: member.user.id, receiverId: other.user.id } },
          resolve,
        ),
      );
      expect(read).not.toMatchObject({ error: { code: ErrorCode.AccountSuspended } });
    });
  });

  describe('what a suspended member tries, with real content', () => {
    it('refuses posting, commenting, reacting, messaging, applying and registering; reading and settings still work', async () => {
      const [member, friend] = await Promise.all([t.member(), t.member()]);
      await t.connect(member.user.id, friend.user.id);
      const post = (await t.http.post('/v1/post').set(as(friend)).send({ content: 'Hello all' }).expect(200)).body;
      const owner = await partnerOwner(t);
      const job = (
        await t.http
          .post(`/v1/job/${owner.partnerId}`)
          .set(as(owner))
          .send(jobBody({ publish: true }))
          .expect(200)
      ).body;
      const event = await publishedEvent(owner);

      const until = new Date(Date.now() + 10 * DAY);
      await suspend(member.user.id, until);
      const refused = async (request: Promise<{ status: number; body: { code: string; httpMessage: string } }>) => {
        const { status, body } = await request;
        expect({ status, code: body.code, httpMessage: body.httpMessage }).toEqual({
          status: 403,
          code: ErrorCode.AccountSuspended,
          httpMessage: `Your account is suspended until ${suspensionEndText(until)}`,
        });
      };
      await refused(t.http.post('/v1/post').set(as(member)).send({ content: 'spam' }));
      await refused(t.http.post(`/v1/post/${post.id}/comments`).set(as(member)).send({ content: 'spam' }));
      await refused(t.http.put(`/v1/post/${post.id}/reaction`).set(as(member)).send({ reaction: 'like' }));
      await refused(
        t.http
          .post(`/v1/message/${member.user.id}/${friend.user.id}`)
          .set(as(member))
          .send({ content: { message: 'hi' } }),
      );
      await refused(t.http.post(`/v1/jobs/${job.id}/applications`).set(as(member)).send(applicationForm(member)));
      await refused(t.http.post(`/v1/events/${event.id}/registration`).set(as(member)).send({ ticketType: 'General' }));
      await refused(
        t.http.post(`/v1/user/${member.user.id}/connection-requests`).set(as(member)).send({ userId: owner.user.id }),
      );
      expect(await t.prisma.comment.count({ where: { postId: post.id } })).toBe(0);
      expect(await t.prisma.message.count({ where: { senderId: member.user.id } })).toBe(0);

      // Signed in, reading as before.
      await t.http.get(`/v1/user/${member.user.id}`).set(as(member)).expect(200);
      await t.http.get('/v1/feed').set(as(member)).expect(200);
      expect((await t.http.get(`/v1/post/${post.id}`).set(as(member)).expect(200)).body.id).toBe(post.id);
      await t.http.get(`/v1/post/${post.id}/comments`).set(as(member)).expect(200);
      await t.http.get('/v1/jobs').set(as(member)).expect(200);
      await t.http.get(`/v1/jobs/${job.id}`).set(as(member)).expect(200);
      await t.http.get(`/v1/events/${event.id}`).set(as(member)).expect(200);
      await t.http.get(`/v1/message/${member.user.id}/latest`).set(as(member)).expect(200);
      // Settings and their own marks.
      await t.http.put('/v1/notifications/read-all').set(as(member)).expect(200);

      // The suspension lapses: the same calls go through.
      await t.prisma.user.update({ where: { id: member.user.id }, data: { suspendedUntil: new Date(Date.now() - 1000) } });
      await t.http.post(`/v1/post/${post.id}/comments`).set(as(member)).send({ content: 'Back' }).expect(200);
      await t.http.put(`/v1/post/${post.id}/reaction`).set(as(member)).send({ reaction: 'like' }).expect(200);
      await t.http.post(`/v1/events/${event.id}/registration`).set(as(member)).send({ ticketType: 'General' }).expect(200);
    });
  });

  describe('blocked members', () => {
    it('are out, partner accounts too: 401 "Your account has been blocked" on their token and at login', async () => {
      const owner = await partnerOwner(t);
      await t.prisma.user.update({ where: { id: owner.user.id }, data: { blocked: true } });
      for (let i = 0; i < 2; i++) {
        const response = await t.http.get(`/v1/user/${owner.user.id}`).set(as(owner)).expect(401);
        expect(response.body).toMatchObject({ code: ErrorCode.AccountBlocked, httpMessage: Text.accountBlocked });
      }
      const login = await t.http
        .put('/v1/user/login')
        .send({ username: owner.user.username, password: TEST_PASSWORD, role: Role.Partner });
      expect(login.status).toBe(401);
      expect(login.body.httpMessage).toBe(Text.accountBlocked);
    });
  });

  // ── fixtures ──

  function applicationForm(m: TestMember) {
    return {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: m.user.username,
      phoneNumber: '+234 801 234 5678',
      location: 'Lagos',
      coverLetter: 'I would like to build it.',
      screeningAnswers: [],
    };
  }

  async function publishedEvent(owner: TestMember & { partnerId: string }) {
    const hours = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();
    const event = await t.http
      .post('/v1/events')
      .set(as(owner))
      .send({
        partnerId: owner.partnerId,
        title: `Meetup ${randomUUID().slice(0, 6)}`,
        description: 'Talks and drinks',
        format: 'In-Person',
        startsAt: hours(24),
        endsAt: hours(26),
        venue: 'Hall 1',
        tickets: [{ type: 'General', quota: 10 }],
      })
      .expect(200);
    await t.http.put(`/v1/events/${event.body.id}/status`).set(as(owner)).send({ status: 'scheduled' }).expect(200);
    return event.body as { id: string };
  }
});
