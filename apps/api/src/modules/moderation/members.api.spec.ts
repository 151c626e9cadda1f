import { randomUUID } from 'node:crypto';
import {
  accountSuspendedText,
  adminMemberDetailSchema,
  type AdminMemberRow,
  adminMemberRowSchema,
  ErrorCode,
  memberStatusSchema,
  ModerationText,
  type Post,
  Text,
} from '@nexus/contracts';
import { eventually } from '../../platform/testing/eventually';
import { disconnection, socketClients } from '../../platform/testing/sockets';
import { platformAdmin } from '../../platform/testing/partners';
import { startTestApp, type TestApp, type TestMember } from '../../platform/testing/test-app';

describe('member status and the console’s Members (issue 19 §3)', () => {
  let t: TestApp;
  const sockets = socketClients(() => t.url);
  beforeAll(async () => (t = await startTestApp()));
  afterEach(() => sockets.closeAll());
  afterAll(() => t.close());

  const as = (m: TestMember) => t.bearer(m.token);
  const put = (admin: TestMember, userId: string, action: string, body: Record<string, unknown> = {}) =>
    t.http.put(`/v1/admin/members/${userId}/${action}`).set(as(admin)).send(body);
  const members = async (admin: TestMember, query: Record<string, unknown>) =>
    (await t.walk<AdminMemberRow>(admin.token, '/v1/admin/members', (m) => adminMemberRowSchema.parse(m).id, query)).ids;

  it('searches members by name or e-mail, status, role and sign-up date, newest first in keyset pages', async () => {
    const admin = await platformAdmin(t);
    const tag = randomUUID().slice(0, 8);
    const ada = await t.member({ firstName: 'Ada', lastName: `Zq${tag}` });
    const bo = await t.member({ username: `bo.${tag}@example.test` });
    const partner = await t.signUp({
      username: `firm.${tag}@example.test`,
      role: 'PARTNER',
      partner: { name: `Firm ${tag}`, type: 'corporate' },
    });
    expect(await members(admin, { q: `zq${tag}` })).toEqual([ada.user.id]);
    expect(await members(admin, { q: `ZQ${tag.toUpperCase()}` })).toEqual([ada.user.id]);
    expect(await members(admin, { q: `bo.${tag}` })).toEqual([bo.user.id]);
    expect(await members(admin, { q: tag, pageSize: 1 })).toEqual([partner.user.id, bo.user.id, ada.user.id]);
    expect(await members(admin, { q: tag, role: 'PARTNER' })).toEqual([partner.user.id]);
    expect(await members(admin, { q: '%' })).not.toContain(ada.user.id);

    await put(admin, bo.user.id, 'suspend', { days: 3 }).expect(200);
    expect(await members(admin, { q: tag, status: 'suspended' })).toEqual([bo.user.id]);
    expect(await members(admin, { q: tag, status: 'active' })).toEqual([partner.user.id, ada.user.id]);
    // A suspension whose date has passed has ended by itself.
    await t.prisma.user.update({ where: { id: bo.user.id }, data: { suspendedUntil: new Date(Date.now() - 1000) } });
    expect(await members(admin, { q: tag, status: 'suspended' })).toEqual([]);

    const today = new Date().toISOString().slice(0, 10);
    expect(await members(admin, { q: tag, joinedFrom: today, joinedTo: today })).toHaveLength(3);
    expect(await members(admin, { q: tag, joinedTo: '2020-01-01' })).toEqual([]);
    const { body } = await t.http.get('/v1/admin/members').query({ q: tag, role: 'PARTNER' }).set(as(admin)).expect(200);
    expect(body.items[0]).toMatchObject({ companyName: `Firm ${tag}`, partnerId: partner.user.partnerId, status: 'active' });
    await t.http.get('/v1/admin/members').query({ joinedFrom: 'yesterday' }).set(as(admin)).expect(400);
  });

  it('shows one member: reports against them, status history and sessions', async () => {
    const admin = await platformAdmin(t);
    const [member, reporter] = await Promise.all([t.member(), t.member()]);
    const { body: filed } = await t.http
      .post('/v1/report')
      .set(as(reporter))
      .send({ targetType: 'user', targetId: member.user.id, category: 'fake_account' })
      .expect(200);
    await put(admin, member.user.id, 'suspend', { note: 'Check ID' }).expect(200);
    const detail = adminMemberDetailSchema.parse(
      (await t.http.get(`/v1/admin/members/${member.user.id}`).set(as(admin)).expect(200)).body,
    );
    expect(detail.member).toMatchObject({ id: member.user.id, status: 'suspended', suspendedUntil: null, role: 'MEMBER' });
    expect(detail.reports.map((r) => r.id)).toEqual([filed.id]);
    expect(detail.statusHistory).toEqual([
      expect.objectContaining({ status: 'suspended', until: null, reason: 'Check ID', reportId: null }),
    ]);
    expect(detail.sessions).toEqual([expect.objectContaining({ revokedAt: null })]);
    await t.http.get(`/v1/admin/members/${randomUUID()}`).set(as(admin)).expect(404);
  });

  it('suspends for days or until lifted, and lifts; each logged, the member told', async () => {
    const admin = await platformAdmin(t);
    const member = await t.member();
    const suspended = memberStatusSchema.parse((await put(admin, member.user.id, 'suspend', { days: 3 }).expect(200)).body);
    expect(suspended.status).toBe('suspended');
    expect(new Date(suspended.suspendedUntil!).getTime() - Date.now()).toBeGreaterThan(2.9 * 86_400_000);
    await eventually(async () => (await t.prisma.notification.count({ where: { userId: member.user.id } })) > 0);
    const { body: pings } = await t.http.get('/v1/notifications').set(as(member)).expect(200);
    expect(pings.items[0]).toMatchObject({ kind: 'account_suspended', actor: null, text: accountSuspendedText(suspended) });

    expect((await put(admin, member.user.id, 'suspend').expect(200)).body).toEqual({ status: 'suspended', suspendedUntil: null });
    expect((await put(admin, member.user.id, 'lift-suspension', { note: 'Appeal accepted' }).expect(200)).body).toEqual({
      status: 'active',
      suspendedUntil: null,
    });
    const again = await put(admin, member.user.id, 'lift-suspension').expect(409);
    expect(again.body.httpMessage).toBe(ModerationText.notSuspended);
    const history = await t.prisma.userStatusChange.findMany({
      where: { userId: member.user.id },
      orderBy: { createdAt: 'asc' },
    });
    expect(history.map((h) => [h.status, h.actorId, h.reason])).toEqual([
      ['suspended', admin.user.id, null],
      ['suspended', admin.user.id, null],
      ['active', admin.user.id, 'Appeal accepted'],
    ]);
    await eventually(async () => (await t.prisma.notification.count({ where: { userId: member.user.id } })) >= 3);
    const { body: after } = await t.http.get('/v1/notifications').set(as(member)).expect(200);
    expect(after.items[0]).toMatchObject({ text: ModerationText.suspensionLifted });
    const bad = await put(admin, member.user.id, 'suspend', { days: 0 }).expect(400);
    expect(bad.body.httpMessage).toBe('days: must be at least 1');
  });

  it('blocks: every session and socket ends, the token says so, content is hidden; unblock shows it again', async () => {
    const admin = await platformAdmin(t);
    const member = await t.member();
    const second = await t.http
      .put('/v1/user/login')
      .send({ username: member.user.username, password: 'correct-horse-42', role: 'MEMBER' })
      .expect(200);
    const post = (await t.http.post('/v1/post').set(as(member)).send({ content: 'Hello' }).expect(200)).body as Post;
    const alreadyHidden = (await t.http.post('/v1/post').set(as(member)).send({ content: 'Spam' }).expect(200)).body as Post;
    await t.prisma.post.update({ where: { id: alreadyHidden.id }, data: { hiddenAt: new Date(), hiddenReason: 'reports' } });
    const socket = await sockets.connect(member.token);
    const closed = disconnection(socket);

    expect((await put(admin, member.user.id, 'block', { note: 'Scammer' }).expect(200)).body).toEqual({
      status: 'blocked',
      suspendedUntil: null,
    });
    expect(await closed).toBe('io server disconnect');
    for (const token of [member.token, second.body.session.accessToken as string]) {
      const refused = await t.http.get(`/v1/post/${post.id}`).set(t.bearer(token)).expect(401);
      expect(refused.body).toMatchObject({ code: ErrorCode.AccountBlocked, httpMessage: Text.accountBlocked });
    }
    const login = await t.http
      .put('/v1/user/login')
      .send({ username: member.user.username, password: 'correct-horse-42', role: 'MEMBER' })
      .expect(401);
    expect(login.body.httpMessage).toBe(Text.accountBlocked);
    const hidden = async (id: string) => (await t.prisma.post.findUniqueOrThrow({ where: { id } })).hiddenReason;
    expect(await hidden(post.id)).toBe('author_blocked');
    expect(await hidden(alreadyHidden.id)).toBe('reports');
    expect((await put(admin, member.user.id, 'block').expect(409)).body.httpMessage).toBe(ModerationText.alreadyBlocked);

    expect((await put(admin, member.user.id, 'unblock').expect(200)).body).toEqual({ status: 'active', suspendedUntil: null });
    expect(await hidden(post.id)).toBeNull();
    expect(await hidden(alreadyHidden.id)).toBe('reports');
    expect((await put(admin, member.user.id, 'unblock').expect(409)).body.httpMessage).toBe(ModerationText.notBlocked);
    await t.http
      .put('/v1/user/login')
      .send({ username: member.user.username, password: 'correct-horse-42', role: 'MEMBER' })
      .expect(200);
  });

  it('answers an admin’s hostile input with a 4xx, never a 5xx', async () => {
    const admin = await platformAdmin(t);
    const cursorOf = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const calls = [
      t.http.get('/v1/admin/reports').query({ cursor: 'garbage' }),
      t.http.get('/v1/admin/reports').query({ cursor: cursorOf(['not a date', randomUUID()]) }),
      t.http.get('/v1/admin/reports').query({ type: 'post', status: 'opened', pageSize: 500 }),
      t.http.get('/v1/admin/members').query({ cursor: cursorOf([new Date().toISOString(), 'nope']) }),
      t.http.get('/v1/admin/members').query({ joinedFrom: '2026-02-31' }),
      t.http.get('/v1/admin/members').query({ role: 'ROOT' }),
      t.http.get('/v1/admin/members').query({ q: 'x'.repeat(500) }),
      t.http.get('/v1/admin/reports/not-a-uuid'),
      t.http.put(`/v1/admin/reports/${randomUUID()}/suspend-user`).send({ version: 'x', days: -1 }),
      t.http.put(`/v1/admin/reports/${randomUUID()}/close`).send({ version: 1.5 }),
      t.http.put(`/v1/admin/members/${randomUUID()}/suspend`).send({ days: 1e9 }),
      t.http.put(`/v1/admin/members/${randomUUID()}/block`).set('Content-Type', 'application/json').send('{broken'),
    ];
    for (const call of calls) {
      const { status, body } = await call.set(as(admin));
      expect({ status, code: body.code }).toEqual({ status: 400, code: expect.any(String) });
    }
    const odd = [
      t.http.get('/v1/admin/members').query({ q: "%_\\'; DROP TABLE users; --" }),
      t.http.get('/v1/admin/members').query({ joinedFrom: '0000-01-01', joinedTo: '9999-12-31' }),
      t.http.put(`/v1/admin/reports/${randomUUID()}/close`).send({ version: 2 ** 31 }),
    ];
    for (const call of odd) expect((await call.set(as(admin))).status).toBeLessThan(500);
  });

  it('never suspends or blocks a platform admin or oneself; partners follow the same rules', async () => {
    const [admin, other] = await Promise.all([platformAdmin(t), platformAdmin(t)]);
    for (const action of ['suspend', 'block']) {
      const theirs = await put(admin, other.user.id, action).expect(403);
      expect(theirs.body).toMatchObject({ code: ErrorCode.CannotModerateUser, httpMessage: ModerationText.cannotModerateAdmin });
      const own = await put(admin, admin.user.id, action).expect(403);
      expect(own.body).toMatchObject({ code: ErrorCode.CannotModerateUser, httpMessage: ModerationText.cannotModerateSelf });
      await put(admin, randomUUID(), action).expect(404);
    }
    expect(await t.prisma.userStatusChange.count({ where: { userId: { in: [admin.user.id, other.user.id] } } })).toBe(0);
    const partner = await t.signUp({ role: 'PARTNER', partner: { name: `Firm ${randomUUID()}`, type: 'corporate' } });
    await put(admin, partner.user.id, 'block').expect(200);
    await t.http.get('/v1/notifications').set(t.bearer(partner.token)).expect(401);
  });
});
