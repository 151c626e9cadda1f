import { randomUUID } from 'node:crypto';
import {
  accountSuspendedText,
  ErrorCode,
  hashtagMarkup,
  mentionMarkup,
  MODERATION_LIMITS,
  ModerationText,
  type Notification,
  type Post,
  PAGE_SIZE,
  REPORT_FILED,
  ReportActionTypes,
  reportDetailSchema,
  type ReportRow,
  reportRowSchema,
  routes,
  SocketEvent,
  Text,
} from '@nexus/contracts';
import { eventually } from '../../platform/testing/eventually';
import { disconnection, socketClients, until } from '../../platform/testing/sockets';
import { platformAdmin } from '../../platform/testing/partners';
import { startTestApp, type TestApp, type TestMember } from '../../platform/testing/test-app';

describe('the review queue (issue 19 §2)', () => {
  let t: TestApp;
  const sockets = socketClients(() => t.url);
  beforeAll(async () => (t = await startTestApp()));
  afterEach(() => sockets.closeAll());
  afterAll(() => t.close());

  const as = (m: TestMember) => t.bearer(m.token);
  async function reportOf(reporter: TestMember, targetType: string, targetId: string, category = 'spam') {
    const { body } = await t.http.post('/v1/report').set(as(reporter)).send({ targetType, targetId, category }).expect(200);
    return body.id as string;
  }
  const view = async (admin: TestMember, id: string) =>
    reportDetailSchema.parse((await t.http.get(`/v1/admin/reports/${id}`).set(as(admin)).expect(200)).body);
  const act = (admin: TestMember, id: string, action: string, body: Record<string, unknown>) =>
    t.http.put(`/v1/admin/reports/${id}/${action}`).set(as(admin)).send(body);
  const pingsOf = async (m: TestMember) =>
    ((await t.http.get('/v1/notifications').set(as(m)).expect(200)).body as { items: Notification[] }).items;
  /** Waits for the member's ping of `kind` and answers it. */
  async function pinged(m: TestMember, kind: string) {
    await eventually(async () => (await t.prisma.notification.count({ where: { userId: m.user.id, kind: kind as never } })) > 0);
    return (await pingsOf(m)).find((n) => n.kind === kind);
  }

  it('lists reports newest first in keyset pages, filtered by status and type, with their distinct reporters', async () => {
    const admin = await platformAdmin(t);
    const [author, a, b] = await Promise.all([t.member(), t.member(), t.member()]);
    const post = await t.post(author);
    const first = await reportOf(a, 'post', post.id);
    const second = await reportOf(b, 'post', post.id, 'scam');
    const third = await reportOf(a, 'user', author.user.id, 'fake_account');
    const { body } = await t.http.get('/v1/admin/reports').query({ pageSize: 2 }).set(as(admin)).expect(200);
    const page = body.items.map((r: unknown) => reportRowSchema.parse(r)) as ReportRow[];
    expect(page.map((r) => r.id)).toEqual([third, second]);
    expect(page[1]).toMatchObject({ reportCount: 2, category: 'scam', status: 'opened', owner: { id: author.user.id } });
    expect(page[0]).toMatchObject({ reportCount: 1, targetType: 'user', targetId: author.user.id });
    const walked = await t.walk<ReportRow>(admin.token, '/v1/admin/reports', (r) => r.id, { pageSize: 2 });
    expect(walked.ids.slice(0, 3)).toEqual([third, second, first]);
    expect(new Set(walked.ids).size).toBe(walked.ids.length);
    const users = await t.walk<ReportRow>(admin.token, '/v1/admin/reports', (r) => r.targetType, { type: 'user' });
    expect(new Set(users.ids)).toEqual(new Set(['user']));
    await act(admin, first, 'close', { version: 0 }).expect(200);
    const closed = await t.walk<ReportRow>(admin.token, '/v1/admin/reports', (r) => r.id, { status: 'closed' });
    expect(closed.ids).toContain(first);
    expect(closed.ids).not.toContain(second);
    const bad = await t.http.get('/v1/admin/reports').query({ status: 'pending' }).set(as(admin)).expect(400);
    expect(bad.body.httpMessage).toBe('status: must be opened, closed or resolved');
    expect(PAGE_SIZE.reports).toBeGreaterThan(2);
  });

  it('View Report: the content as reported (kept after an edit), the other reports, the owner’s history, the log', async () => {
    const admin = await platformAdmin(t);
    const [author, a, b] = await Promise.all([t.member(), t.member(), t.member()]);
    const older = await t.post(author);
    const earlier = await reportOf(a, 'post', older.id, 'harassment');
    const post = await t.post(author, { content: 'The original words' });
    const id = await reportOf(a, 'post', post.id);
    const other = await reportOf(b, 'post', post.id);
    await t.http.put(`/v1/post/${post.id}`).set(as(author)).send({ content: 'Edited to look innocent' }).expect(200);
    const detail = await view(admin, id);
    expect(detail).toMatchObject({
      report: { id, version: 0, reportCount: 2 },
      reporter: { id: a.user.id },
      snapshot: { text: 'The original words', link: `/feed?post=${post.id}` },
      contentState: 'visible',
      ownerStatus: { status: 'active', suspendedUntil: null },
      ownerStatusHistory: [],
      history: [expect.objectContaining({ action: REPORT_FILED, actor: expect.objectContaining({ id: a.user.id }) })],
    });
    expect(detail.otherReports.map((r) => r.id)).toEqual([other]);
    expect(detail.ownerReports.map((r) => r.id)).toEqual([earlier]);
    await t.http.get(`/v1/admin/reports/${randomUUID()}`).set(as(admin)).expect(404);
    // Viewing changes nothing, and is not logged.
    expect((await view(admin, id)).history).toHaveLength(1);
  });

  it('follows §4: opened → closed → opened, Assign to Myself on opened; refuses what does not fit, or a stale version', async () => {
    const [admin, other] = await Promise.all([platformAdmin(t), platformAdmin(t)]);
    const [author, reporter] = await Promise.all([t.member(), t.member()]);
    const id = await reportOf(reporter, 'post', (await t.post(author)).id);

    const assigned = reportRowSchema.parse((await act(admin, id, 'assign', { version: 0 }).expect(200)).body);
    expect(assigned).toMatchObject({ status: 'opened', version: 1, assignee: { id: admin.user.id } });
    const stale = await act(other, id, 'close', { version: 0 }).expect(409);
    expect(stale.body).toMatchObject({
      code: ErrorCode.ReportChangedByAnother,
      httpMessage: ModerationText.reportChangedByAnother,
    });
    const reopenOpened = await act(admin, id, 'reopen', { version: 1 }).expect(409);
    expect(reopenOpened.body).toMatchObject({
      code: ErrorCode.ReportActionNotAllowed,
      httpMessage: ModerationText.actionNotAllowed(ReportActionTypes.ReopenReport, 'opened'),
    });
    const closed = (await act(admin, id, 'close', { version: 1, note: 'Just a sales pitch' }).expect(200)).body as ReportRow;
    expect(closed).toMatchObject({ status: 'closed', action: null, version: 2 });
    for (const action of ['close', 'assign', 'delete-content', 'suspend-user', 'block-user']) {
      const refused = await act(admin, id, action, { version: 2 }).expect(409);
      expect(refused.body.code).toBe(ErrorCode.ReportActionNotAllowed);
      expect(refused.body.httpMessage).toMatch(/ is not possible on a report that is closed$/);
    }
    const reopened = (await act(other, id, 'reopen', { version: 2 }).expect(200)).body as ReportRow;
    expect(reopened).toMatchObject({ status: 'opened', version: 3 });

    const log = (await view(admin, id)).history;
    expect(log.map((e) => [e.action, e.actor?.id])).toEqual([
      [REPORT_FILED, reporter.user.id],
      [ReportActionTypes.AssignToMyself, admin.user.id],
      [ReportActionTypes.CloseReport, admin.user.id],
      [ReportActionTypes.ReopenReport, other.user.id],
    ]);
    expect(log[2]!.detail).toEqual({ note: 'Just a sales pitch' });

    // The reporter hears it was reviewed, never by whom.
    const ping = await pinged(reporter, 'report_outcome');
    expect(ping).toMatchObject({ actor: null, text: `Your report was reviewed: ${ModerationText.outcomeNoViolation}` });

    await act(admin, randomUUID(), 'close', { version: 0 }).expect(404);
    const noVersion = await act(admin, id, 'close', {}).expect(400);
    expect(noVersion.body.httpMessage).toMatch(/^version: /);
  });

  it('does not reopen a report when its reporter has reported the same content again since', async () => {
    const admin = await platformAdmin(t);
    const [author, reporter] = await Promise.all([t.member(), t.member()]);
    const post = await t.post(author);
    const first = await reportOf(reporter, 'post', post.id);
    await act(admin, first, 'close', { version: 0 }).expect(200);
    await reportOf(reporter, 'post', post.id);
    const refused = await act(admin, first, 'reopen', { version: 1 }).expect(409);
    expect(refused.body).toMatchObject({
      code: ErrorCode.ReportActionNotAllowed,
      httpMessage: ModerationText.reporterReportedAgain,
    });
    expect((await view(admin, first)).report).toMatchObject({ status: 'closed', version: 1 });
  });

  it('of two admins acting at once, one wins and the other is told', async () => {
    const [a, b] = await Promise.all([platformAdmin(t), platformAdmin(t)]);
    const [author, reporter] = await Promise.all([t.member(), t.member()]);
    const id = await reportOf(reporter, 'post', (await t.post(author)).id);
    const answers = await Promise.all([act(a, id, 'close', { version: 0 }), act(b, id, 'assign', { version: 0 })]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(answers.find((r) => r.status === 409)!.body.code).toBe(ErrorCode.ReportChangedByAnother);
    expect(await t.prisma.reportEvent.count({ where: { reportId: id } })).toBe(2);
  });

  it('hides reported content at the threshold and shows it again when the last open report is closed', async () => {
    const admin = await platformAdmin(t);
    const author = await t.member();
    const reporters = await Promise.all(Array.from({ length: MODERATION_LIMITS.hideThreshold }, () => t.member()));
    const post = await t.post(author);
    const ids: string[] = [];
    for (const reporter of reporters) ids.push(await reportOf(reporter, 'post', post.id));
    const state = async () => (await t.prisma.post.findUniqueOrThrow({ where: { id: post.id } })).hiddenReason;
    expect(await state()).toBe('reports');
    expect((await view(admin, ids[0]!)).contentState).toBe('hidden');
    for (const [i, id] of ids.entries()) {
      await act(admin, id, 'close', { version: 0 }).expect(200);
      expect(await state()).toBe(i === ids.length - 1 ? null : 'reports');
    }
    // Reopened, the reports reach the threshold again.
    for (const id of ids) await act(admin, id, 'reopen', { version: 1 }).expect(200);
    expect(await state()).toBe('reports');
  });

  it('Delete Content removes a post everywhere, resolves its other reports, and tells the author and the reporters', async () => {
    const admin = await platformAdmin(t);
    const [author, follower, reporter, second] = await Promise.all([
      t.member({ firstName: 'Spam', lastName: 'Bot' }),
      t.member({ firstName: 'Fay', lastName: 'Follower' }),
      t.member(),
      t.member(),
    ]);
    await t.connect(author.user.id, follower.user.id);
    const tag = `deals${randomUUID().slice(0, 6)}`;
    const post = await t.post(author, {
      content: `Cheap pills ${hashtagMarkup(tag)} ${mentionMarkup('Fay Follower', follower.user.id, 'member')}`,
    });
    await eventually(async () => (await t.prisma.feedItem.count({ where: { postId: post.id, userId: follower.user.id } })) > 0);
    await eventually(async () => (await t.prisma.notification.count({ where: { postId: post.id } })) > 0);
    const feedIds = async (m: TestMember, path = '/v1/feed') =>
      ((await t.http.get(path).set(as(m)).expect(200)).body.items as Post[]).map((p) => p.id);
    expect(await feedIds(follower)).toContain(post.id);
    expect(await feedIds(follower, `/v1/feed/tag/${tag}`)).toContain(post.id);

    const id = await reportOf(reporter, 'post', post.id);
    const otherId = await reportOf(second, 'post', post.id);
    const resolved = (await act(admin, id, 'delete-content', { version: 0, note: 'Selling pills is not allowed' }).expect(200))
      .body as ReportRow;
    expect(resolved).toMatchObject({ status: 'resolved', action: 'delete', version: 1 });

    expect(await t.prisma.post.count({ where: { id: post.id } })).toBe(0);
    expect(await feedIds(author)).not.toContain(post.id);
    expect(await feedIds(follower)).not.toContain(post.id);
    expect(await feedIds(follower, `/v1/feed/tag/${tag}`)).not.toContain(post.id);
    expect((await pingsOf(follower)).map((n) => n.postId)).not.toContain(post.id);
    await t.http.get(`/v1/post/${post.id}`).set(as(follower)).expect(404);

    const other = await view(admin, otherId);
    expect(other.report).toMatchObject({ status: 'resolved', action: 'delete', version: 1 });
    expect(other.history.map((e) => e.action)).toEqual([REPORT_FILED, ReportActionTypes.DeleteContent]);
    expect(other.contentState).toBe('deleted');
    // The content as it was reported stays for the record.
    expect(other.snapshot).toMatchObject({ text: expect.stringContaining('Cheap pills'), link: null });

    const removed = await pinged(author, 'content_removed');
    expect(removed).toMatchObject({ actor: null, text: 'Our moderators removed your content: Selling pills is not allowed' });
    for (const m of [reporter, second]) {
      expect(await pinged(m, 'report_outcome')).toMatchObject({
        text: `Your report was reviewed: ${ModerationText.outcomeContentRemoved}`,
      });
    }
    const twice = await act(admin, id, 'delete-content', { version: 1 }).expect(409);
    expect(twice.body.httpMessage).toBe(ModerationText.actionNotAllowed(ReportActionTypes.DeleteContent, 'resolved'));
  });

  it('Delete Content removes a comment (with its replies and counts) and a job; never a member', async () => {
    const admin = await platformAdmin(t);
    const [author, reporter] = await Promise.all([t.member(), t.member()]);
    const post = await t.post(author);
    const comment = (await t.http.post(`/v1/post/${post.id}/comments`).set(as(reporter)).send({ content: 'Idiots' }).expect(200))
      .body as { id: string };
    await t.http
      .post(`/v1/post/${post.id}/comments`)
      .set(as(author))
      .send({ content: 'Be kind', parentId: comment.id })
      .expect(200);
    const commentReport = await reportOf(author, 'comment', comment.id, 'harassment');
    await act(admin, commentReport, 'delete-content', { version: 0 }).expect(200);
    expect(await t.prisma.comment.count({ where: { postId: post.id } })).toBe(0);
    expect((await t.prisma.post.findUniqueOrThrow({ where: { id: post.id } })).commentCount).toBe(0);
    expect(await pinged(reporter, 'content_removed')).toMatchObject({ text: 'Our moderators removed your content' });

    const partner = await t.signUp({ role: 'PARTNER', partner: { name: `Scam Ltd ${randomUUID()}`, type: 'corporate' } });
    const job = await t.prisma.job.create({
      data: {
        partnerId: partner.user.partnerId!,
        authorId: partner.user.id,
        title: 'Easy money',
        description: 'Pay a fee',
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
    const jobReport = await reportOf(reporter, 'job', job.id, 'scam');
    await act(admin, jobReport, 'delete-content', { version: 0 }).expect(200);
    expect(await t.prisma.job.count({ where: { id: job.id } })).toBe(0);

    const userReport = await reportOf(reporter, 'user', author.user.id, 'fake_account');
    const refused = await act(admin, userReport, 'delete-content', { version: 0 }).expect(409);
    expect(refused.body.code).toBe(ErrorCode.ReportActionNotAllowed);
  });

  it('Suspend User resolves the report, suspends the owner for days, logs it and tells them until when', async () => {
    const admin = await platformAdmin(t);
    const [author, reporter] = await Promise.all([t.member(), t.member()]);
    const id = await reportOf(reporter, 'post', (await t.post(author)).id);
    const row = (await act(admin, id, 'suspend-user', { version: 0, days: 7, note: 'Repeated spam' }).expect(200))
      .body as ReportRow;
    expect(row).toMatchObject({ status: 'resolved', action: 'suspend' });
    const user = await t.prisma.user.findUniqueOrThrow({ where: { id: author.user.id } });
    expect(user.suspendedAt).not.toBeNull();
    expect(user.suspendedUntil!.getTime() - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
    const detail = await view(admin, id);
    expect(detail.ownerStatus).toEqual({ status: 'suspended', suspendedUntil: user.suspendedUntil!.toISOString() });
    expect(detail.ownerStatusHistory).toEqual([
      expect.objectContaining({
        status: 'suspended',
        reason: 'Repeated spam',
        reportId: id,
        actor: expect.objectContaining({ id: admin.user.id }),
      }),
    ]);
    expect(detail.history.at(-1)).toMatchObject({
      action: ReportActionTypes.SuspendUser,
      detail: { days: 7, note: 'Repeated spam' },
    });
    expect(await pinged(author, 'account_suspended')).toMatchObject({
      text: accountSuspendedText({ suspendedUntil: user.suspendedUntil!.toISOString() }),
    });
    expect(await pinged(reporter, 'report_outcome')).toMatchObject({
      text: `Your report was reviewed: ${ModerationText.outcomeActionTaken}`,
    });
    // Suspended, they can still sign in and read.
    await t.http.get(`/v1/post/${detail.report.targetId}`).set(as(author)).expect(200);
  });

  it('Block User puts the member out at once: sessions end, sockets close, their content is hidden', async () => {
    const admin = await platformAdmin(t);
    const [author, reporter] = await Promise.all([t.member(), t.member()]);
    const post = await t.post(author);
    const comment = (await t.http.post(`/v1/post/${post.id}/comments`).set(as(author)).send({ content: 'Mine' }).expect(200))
      .body as { id: string };
    const id = await reportOf(reporter, 'user', author.user.id, 'fake_account');
    const socket = await sockets.connect(author.token);
    const closed = disconnection(socket);
    const row = (await act(admin, id, 'block-user', { version: 0, note: 'Fake account' }).expect(200)).body as ReportRow;
    expect(row).toMatchObject({ status: 'resolved', action: 'blocked' });
    expect(await closed).toBe('io server disconnect');
    const refused = await t.http.get(`/v1/post/${post.id}`).set(as(author)).expect(401);
    expect(refused.body).toMatchObject({ code: ErrorCode.AccountBlocked, httpMessage: Text.accountBlocked });
    expect(await t.prisma.session.count({ where: { userId: author.user.id, revokedAt: null } })).toBe(0);
    expect((await t.prisma.post.findUniqueOrThrow({ where: { id: post.id } })).hiddenReason).toBe('author_blocked');
    expect((await t.prisma.comment.findUniqueOrThrow({ where: { id: comment.id } })).hiddenReason).toBe('author_blocked');
    expect((await view(admin, id)).ownerStatus).toEqual({ status: 'blocked', suspendedUntil: null });
  });

  it('never suspends or blocks a platform admin, nor the acting admin', async () => {
    const [admin, otherAdmin] = await Promise.all([platformAdmin(t), platformAdmin(t)]);
    const reporter = await t.member();
    const theirs = await reportOf(reporter, 'post', (await t.post(otherAdmin)).id);
    const own = await reportOf(reporter, 'post', (await t.post(admin)).id);
    for (const action of ['suspend-user', 'block-user']) {
      const refused = await act(admin, theirs, action, { version: 0 }).expect(403);
      expect(refused.body).toMatchObject({ code: ErrorCode.CannotModerateUser, httpMessage: ModerationText.cannotModerateAdmin });
      const self = await act(admin, own, action, { version: 0 }).expect(403);
      expect(self.body).toMatchObject({ code: ErrorCode.CannotModerateUser, httpMessage: ModerationText.cannotModerateSelf });
    }
    expect((await view(admin, theirs)).report).toMatchObject({ status: 'opened', version: 0 });
  });

  it('keeps the queue live for platform admins', async () => {
    const admin = await platformAdmin(t);
    const [author, reporter] = await Promise.all([t.member(), t.member()]);
    const socket = await sockets.connect(admin.token);
    const heard: ReportRow[] = [];
    socket.on(SocketEvent.ReportChanged, ({ report }) => heard.push(report));
    const id = await reportOf(reporter, 'post', (await t.post(author)).id);
    await act(admin, id, 'assign', { version: 0 }).expect(200);
    await until(() => heard.length >= 2);
    expect(heard.map((r) => [r.id, r.version])).toEqual([
      [id, 0],
      [id, 1],
    ]);
  });

  it('answers only platform admins: a member gets 403, a signed-out caller 401, on every console route', async () => {
    const member = await t.member();
    const routeList = [...Object.values(routes.adminReports), ...Object.values(routes.adminMembers)];
    for (const route of routeList) {
      const path = `/v1${route.path.replace(':id', randomUUID()).replace(':userId', randomUUID())}`;
      const call = () => (route.method === 'GET' ? t.http.get(path) : t.http.put(path).send({ version: 0 }));
      expect({ route: route.path, status: (await call().set(as(member))).status }).toEqual({ route: route.path, status: 403 });
      expect({ route: route.path, status: (await call()).status }).toEqual({ route: route.path, status: 401 });
    }
  });
});
