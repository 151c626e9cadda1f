import { randomUUID } from 'node:crypto';
import {
  ErrorCode,
  MODERATION_LIMITS,
  ModerationText,
  REPORT_FILED,
  reportRowSchema,
  type ReportChangedPayload,
  SocketEvent,
} from '@nexus/contracts';
import { socketClients, until } from '../../platform/testing/sockets';
import { platformAdmin } from '../../platform/testing/partners';
import { startTestApp, type TestApp, type TestMember } from '../../platform/testing/test-app';

describe('reporting (issue 19 §1)', () => {
  let t: TestApp;
  const sockets = socketClients(() => t.url);
  beforeAll(async () => (t = await startTestApp()));
  afterEach(() => sockets.closeAll());
  afterAll(() => t.close());

  const as = (m: TestMember) => t.bearer(m.token);
  const report = (m: TestMember, body: Record<string, unknown>) => t.http.post('/v1/report').set(as(m)).send(body);
  const jobOf = (partner: { user: { id: string; partnerId: string | null } }) =>
    t.prisma.job.create({
      data: {
        partnerId: partner.user.partnerId!,
        authorId: partner.user.id,
        title: 'Get rich quick',
        description: 'Send us a fee first',
        employmentType: 'full_time',
        workplace: 'remote',
        experienceLevel: 'mid_senior',
        country: 'Ghana',
        companyName: 'Scam Ltd',
        jobTitle: 'Nothing',
        industry: 'Software',
        areaOfExpertise: 'Data',
        status: 'active',
        publishedAt: new Date(),
      },
    });

  it('files a report of a post, keeping the content as it is now, its owner and a first audit line', async () => {
    const [author, reporter] = await Promise.all([t.member({ firstName: 'Ann', lastName: 'Author' }), t.member()]);
    const post = await t.post(author, { content: 'Buy followers now' });
    const { body } = await report(reporter, { targetType: 'post', targetId: post.id, category: 'spam', reason: ' bots ' }).expect(
      200,
    );
    expect(body).toEqual({ id: expect.any(String), message: ModerationText.reportReceived });
    const row = await t.prisma.report.findUniqueOrThrow({ where: { id: body.id }, include: { events: true } });
    expect(row).toMatchObject({
      targetType: 'post',
      targetId: post.id,
      ownerId: author.user.id,
      ownerType: 'member',
      reporterId: reporter.user.id,
      category: 'spam',
      reason: 'bots',
      status: 'opened',
      version: 0,
      snapshot: { text: 'Buy followers now', title: null, media: [], link: `/feed?post=${post.id}`, createdAt: post.createdAt },
    });
    expect(row.events).toEqual([expect.objectContaining({ action: REPORT_FILED, actorId: reporter.user.id })]);
  });

  it('reports comments, jobs and members, with a partner owner as such', async () => {
    const [author, reporter] = await Promise.all([t.member(), t.member()]);
    const partner = await t.signUp({ role: 'PARTNER', partner: { name: `Scam Ltd ${randomUUID()}`, type: 'corporate' } });
    await t.prisma.user.update({ where: { id: partner.user.id }, data: { enabled: true, isOnBoarded: true } });
    const post = await t.post(author);
    const comment = (
      await t.http.post(`/v1/post/${post.id}/comments`).set(as(author)).send({ content: 'You are all idiots' }).expect(200)
    ).body as { id: string };
    const job = await jobOf(partner);
    await t.prisma.profile.update({ where: { userId: author.user.id }, data: { headline: 'Totally real CEO' } });

    const filed = async (targetType: string, targetId: string, category: string) => {
      const { body } = await report(reporter, { targetType, targetId, category }).expect(200);
      return t.prisma.report.findUniqueOrThrow({ where: { id: body.id } });
    };
    expect(await filed('comment', comment.id, 'harassment')).toMatchObject({
      ownerId: author.user.id,
      ownerType: 'member',
      snapshot: expect.objectContaining({ text: 'You are all idiots', link: `/feed?post=${post.id}` }),
    });
    expect(await filed('job', job.id, 'scam')).toMatchObject({
      ownerId: partner.user.id,
      ownerType: 'partner',
      snapshot: expect.objectContaining({ title: 'Get rich quick', text: 'Send us a fee first', link: `/jobs/${job.id}` }),
    });
    expect(await filed('user', author.user.id, 'fake_account')).toMatchObject({
      ownerId: author.user.id,
      ownerType: 'member',
      snapshot: expect.objectContaining({ title: 'Totally real CEO', link: `/profile/${author.user.id}` }),
    });
    expect(await filed('user', partner.user.id, 'fake_account')).toMatchObject({ ownerType: 'partner' });
  });

  it('refuses one’s own content, oneself, what does not exist or cannot be seen, a second open report, bad input', async () => {
    const [author, reporter, stranger] = await Promise.all([t.member(), t.member(), t.member()]);
    const post = await t.post(author);
    const own = await report(author, { targetType: 'post', targetId: post.id, category: 'spam' }).expect(400);
    expect(own.body).toMatchObject({ code: ErrorCode.CannotReportOwn, httpMessage: ModerationText.cannotReportSelf });
    await report(author, { targetType: 'user', targetId: author.user.id, category: 'spam' }).expect(400);

    for (const targetType of ['post', 'comment', 'job', 'user']) {
      const missing = await report(reporter, { targetType, targetId: randomUUID(), category: 'spam' }).expect(404);
      expect(missing.body.httpMessage).toBe(ModerationText.targetNotFound);
    }
    // A connections-only post of someone the reporter is not connected to: not theirs to see, so not there.
    const closed = await t.post(author, { visibility: 'connections' });
    await report(stranger, { targetType: 'post', targetId: closed.id, category: 'spam' }).expect(404);
    // Across a block, a member is not there either.
    await t.prisma.block.create({ data: { blockerId: author.user.id, blockedId: stranger.user.id } });
    await report(stranger, { targetType: 'user', targetId: author.user.id, category: 'spam' }).expect(404);

    await report(reporter, { targetType: 'post', targetId: post.id, category: 'spam' }).expect(200);
    const again = await report(reporter, { targetType: 'post', targetId: post.id, category: 'scam' }).expect(409);
    expect(again.body).toMatchObject({ code: ErrorCode.AlreadyReported, httpMessage: ModerationText.alreadyReported });
    // Two at once: one is filed.
    const other = await t.member();
    const both = await Promise.all([0, 1].map(() => report(other, { targetType: 'post', targetId: post.id, category: 'spam' })));
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);

    const invalid = await report(reporter, { targetType: 'page', targetId: post.id, category: 'spam' }).expect(400);
    expect(invalid.body.httpMessage).toBe('targetType: must be post, comment, job or user');
    await report(reporter, { targetType: 'post', targetId: post.id, category: 'rude' }).expect(400);
    await report(reporter, {
      targetType: 'post',
      targetId: post.id,
      category: 'spam',
      reason: 'x'.repeat(MODERATION_LIMITS.reasonMaxLength + 1),
    }).expect(400);
    await t.http.post('/v1/report').send({ targetType: 'post', targetId: post.id, category: 'spam' }).expect(401);
  });

  it('hides content once enough members reported it, not before, and not a member', async () => {
    const author = await t.member();
    const reporters = await Promise.all(Array.from({ length: MODERATION_LIMITS.hideThreshold }, () => t.member()));
    const post = await t.post(author);
    const hidden = async () => (await t.prisma.post.findUniqueOrThrow({ where: { id: post.id } })).hiddenReason;
    for (const [i, reporter] of reporters.entries()) {
      expect(await hidden()).toBeNull();
      await report(reporter, { targetType: 'post', targetId: post.id, category: 'spam' }).expect(200);
      if (i < reporters.length - 1) expect(await hidden()).toBeNull();
    }
    expect(await hidden()).toBe('reports');
    for (const reporter of reporters) await report(reporter, { targetType: 'user', targetId: author.user.id, category: 'spam' });
    expect(await t.prisma.user.findUniqueOrThrow({ where: { id: author.user.id } })).toMatchObject({ blocked: false });
  });

  it(`limits a reporter to ${MODERATION_LIMITS.reportsPerWindow} reports a window (429 with Retry-After)`, async () => {
    const [author, reporter, another] = await Promise.all([t.member(), t.member(), t.member()]);
    const post = await t.post(author);
    const body = { targetType: 'post', targetId: post.id, category: 'spam' };
    await report(reporter, body).expect(200);
    for (let i = 1; i < MODERATION_LIMITS.reportsPerWindow; i++) await report(reporter, body).expect(409);
    const limited = await report(reporter, body).expect(429);
    expect(limited.body).toMatchObject({ code: ErrorCode.RateLimited, httpMessage: ModerationText.tooManyReports });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(MODERATION_LIMITS.reportWindowSeconds - 60);
    // Another reporter is not held to it.
    await report(another, body).expect(200);
  });

  it('tells platform admins’ sockets of a new report, and nobody else’s', async () => {
    const [author, reporter, admin] = await Promise.all([t.member(), t.member(), platformAdmin(t)]);
    const [adminSocket, memberSocket] = await Promise.all([sockets.connect(admin.token), sockets.connect(author.token)]);
    const heard: ReportChangedPayload[] = [];
    const overheard: ReportChangedPayload[] = [];
    adminSocket.on(SocketEvent.ReportChanged, (p) => heard.push(p));
    memberSocket.on(SocketEvent.ReportChanged, (p) => overheard.push(p));
    const post = await t.post(author);
    const { body } = await report(reporter, { targetType: 'post', targetId: post.id, category: 'spam' }).expect(200);
    await until(() => heard.length > 0);
    expect(heard).toHaveLength(1);
    const row = reportRowSchema.parse(heard[0]!.report);
    expect(row).toMatchObject({
      id: body.id,
      status: 'opened',
      targetType: 'post',
      reportCount: 1,
      owner: { id: author.user.id, username: author.user.username },
      assignee: null,
    });
    expect(overheard).toEqual([]);
  });
});
