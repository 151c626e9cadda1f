import {
  AttendanceType,
  ErrorCode,
  EVENT_FORMATS,
  type EventDetail,
  EventListScope,
  type EventSummary,
  MODERATION_LIMITS,
  PARTNER_FUNCTIONS,
  PartnerFunction,
  type Post,
  type ReportRow,
  Role,
} from '@nexus/contracts';
import { generateSync } from 'otplib';
import { PolicyService } from '../../policy/policy.service';
import { StorageService } from '../../storage/storage.service';
import { startTestApp, type TestApp } from '../../testing/test-app';
import type { RunningDatabase } from '../embedded-postgres';
import { provisionScratchDatabase } from '../scratch-database';
import { type DemoLogin, seedDemoCommunity } from './demo-community';
import { DEMO_ADMIN_TOTP_SECRET } from './demo-admin-totp';
import { DEMO_PASSWORD } from './demo-password';

/** The demo seed needs an empty database: this file has its own, not the run's shared one. */
describe('demo community seed', () => {
  let database: RunningDatabase;
  let t: TestApp;
  let logins: DemoLogin[];

  beforeAll(async () => {
    database = await provisionScratchDatabase();
    t = await startTestApp({}, database.url);
    const started = performance.now();
    logins = await seedDemoCommunity(t.prisma, t.app.get(StorageService));
    console.log(`Seeded the demo community in ${Math.round(performance.now() - started)} ms`);
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await database.stop();
  });

  /**
   * The demo admin's authenticator code (a platform admin's password sign-in takes one): each sign-in the code of a
   * later 30-second step than the last, as a code is accepted once; the next step's is accepted already.
   */
  let lastAdminStep = 0;
  const adminCode = async () => {
    const now = Math.floor(Date.now() / 30_000);
    const step = Math.max(now, lastAdminStep + 1);
    if (step > now + 1) await new Promise((resolve) => setTimeout(resolve, (step - 1) * 30_000 - Date.now() + 100));
    lastAdminStep = step;
    return generateSync({ secret: DEMO_ADMIN_TOTP_SECRET, epoch: step * 30, period: 30, digits: 6 });
  };
  const login = async ({ email, role }: DemoLogin) => {
    const otp = role === Role.Admin ? { otp: await adminCode() } : {};
    const { body } = await t.http
      .put('/v1/user/login')
      .send({ username: email, password: DEMO_PASSWORD, role, ...otp })
      .expect(200);
    return body as { user: { id: string; partnerId: string | null }; session: { accessToken: string } };
  };

  it('makes 50+ members with photos, headlines, places, industries and dated careers', async () => {
    const members = await t.prisma.user.findMany({
      where: { role: Role.Member },
      include: { profile: true, experiences: true },
    });
    expect(members.length).toBeGreaterThanOrEqual(50);
    for (const m of members) {
      expect(m.image).toMatch(/^\/v1\/files\/avatars\//);
      expect(m.profile).toMatchObject({
        headline: expect.any(String),
        industry: expect.any(String),
        city: expect.any(String),
        country: expect.any(String),
      });
      expect(m.experiences.length).toBeGreaterThan(0);
      expect(m.experiences.filter((e) => e.endDate === null)).toHaveLength(1);
    }
    const photo = await t.http.get(members[0]!.image!).expect(200);
    expect(photo.headers['content-type']).toBe('image/png');
    expect((photo.body as Buffer).subarray(1, 4).toString()).toBe('PNG');
  });

  it('gives every demo member login connections, requests both ways and suggestions', async () => {
    const members = logins.filter((l) => l.role === Role.Member);
    expect(members.map((l) => l.email)).toEqual([
      'amara.okafor@nexus.test',
      'daniel.mensah@nexus.test',
      'sofia.ramirez@nexus.test',
      'kenji.tanaka@nexus.test',
      'leila.haddad@nexus.test',
      'marcus.johnson@nexus.test',
    ]);
    for (const demo of members) {
      const { user, session } = await login(demo);
      const list = async (path: string) =>
        (await t.http.get(`/v1/user/${user.id}/${path}`).set(t.bearer(session.accessToken)).expect(200)).body as unknown;
      expect(await list('suggestions')).not.toHaveLength(0);
      for (const path of ['connections', 'connection-requests/received', 'connection-requests/sent']) {
        expect((await list(path)) as { items: unknown[] }).toMatchObject({ items: expect.arrayContaining([expect.anything()]) });
      }
    }
  });

  it('gives the first demo member conversations with connections, some unread, newest first', async () => {
    const { user, session } = await login(logins[0]!);
    const { body } = await t.http.get(`/v1/message/${user.id}/latest`).set(t.bearer(session.accessToken)).expect(200);
    expect(body.items).toHaveLength(3);
    expect(body.items.map((i: { unread: boolean }) => i.unread)).toEqual([true, true, false]);
    expect(body.unreadMessagesCount).toBe(3);
    expect(body.items.every((i: { otherUser: { isConnection: boolean } }) => i.otherUser.isConnection)).toBe(true);
  });

  it("fills the first demo member's feed: the company's and the community's posts, connections' with hashtags, a poll and comments", async () => {
    const { session } = await login(logins[0]!);
    const { body } = await t.http.get('/v1/feed').set(t.bearer(session.accessToken)).expect(200);
    const posts = body.items as Post[];
    expect(posts.length).toBeGreaterThanOrEqual(5);
    expect(posts.map((p) => p.reason?.kind)).toEqual(expect.arrayContaining(['follow', 'community', 'connection']));
    expect(posts.some((p) => p.poll !== null)).toBe(true);
    expect(posts.some((p) => p.hashtags.includes('engineering'))).toBe(true);
    const discussed = posts.find((p) => p.commentCount === 3)!;
    const comments = await t.http.get(`/v1/post/${discussed.id}/comments`).set(t.bearer(session.accessToken)).expect(200);
    expect(comments.body.items).toHaveLength(2);
    expect(comments.body.items[0].replyCount).toBe(1);
  });

  it('gives the current summit speakers (members with their photos), sponsors by tier and a programme by day', async () => {
    const { session } = await login(logins[0]!);
    const { body } = await t.http.get('/v1/summits/bfutr2025').set(t.bearer(session.accessToken)).expect(200);
    expect(body.speakers.length).toBeGreaterThanOrEqual(4);
    expect(body.speakers.filter((s: { memberId: string | null; photo: string | null }) => s.memberId && s.photo)).toHaveLength(2);
    expect(body.sponsors.map((s: { tier: string }) => s.tier)).toEqual([
      'title',
      'gold',
      'gold',
      'silver',
      'silver',
      'community',
    ]);
    expect(body.programme.length).toBeGreaterThanOrEqual(5);
    expect(body.programme[0].speakerIds).toHaveLength(1);
  });

  it('lists upcoming events in person, virtual and hybrid, with seats taken and a full one with a waitlist', async () => {
    const [first, second] = [await login(logins[0]!), await login(logins[1]!)];
    const read = async <T>(path: string, session: { accessToken: string }, query = {}) =>
      (await t.http.get(path).query(query).set(t.bearer(session.accessToken)).expect(200)).body as T;
    const { items } = await read<{ items: EventSummary[] }>('/v1/events', first.session, { scope: EventListScope.Upcoming });
    expect(new Set(items.map((e) => e.format))).toEqual(new Set(EVENT_FORMATS));
    expect(items.every((e) => new Date(e.startsAt).getTime() > Date.now())).toBe(true);
    expect(items.map((e) => e.myStatus)).toContain(AttendanceType.Registered);
    const events = await Promise.all(items.map((e) => read<EventDetail>(`/v1/events/${e.id}`, first.session)));
    for (const event of events) expect(event.tickets.some((ticket) => ticket.registered > 0)).toBe(true);
    const full = events.find((e) => e.tickets.some((ticket) => ticket.registered === ticket.quota && ticket.waitlisted > 0));
    expect(full).toBeDefined();
    const waiting = await read<EventDetail>(`/v1/events/${full!.id}`, second.session);
    expect(waiting.myWaitlist).toEqual({ ticketType: full!.tickets[0]!.type, position: 1 });
  });

  it('keeps the partner and admin logins, each with its role', async () => {
    expect(logins.filter((l) => l.role !== Role.Member)).toEqual([
      expect.objectContaining({ email: 'talent@northwind.test', role: Role.Partner }),
      expect.objectContaining({ email: 'hello@lagosbuilders.test', role: Role.Partner }),
      expect.objectContaining({ email: 'admin@nexus.test', role: Role.Admin }),
    ]);
    for (const l of logins.filter((l) => l.role !== Role.Member)) {
      const { user } = await login(l);
      expect(user.partnerId !== null).toBe(l.role === Role.Partner);
    }
  });

  it("makes each partner's contact its first admin, holding every function, and gives the company a plan", async () => {
    const policy = t.app.get(PolicyService);
    for (const l of logins.filter((l) => l.role === Role.Partner)) {
      const { user } = await login(l);
      for (const fn of PARTNER_FUNCTIONS) expect(await policy.holds(user.id, user.partnerId, fn)).toBe(true);
      expect(await policy.holds(user.id, null, PartnerFunction.ManageAdmins)).toBe(false);
    }
    const partners = await t.prisma.partner.findMany({ select: { type: true, subscriptionId: true, about: true } });
    for (const p of partners) {
      expect(p.about).toBeTruthy();
      expect(p.subscriptionId !== null).toBe(p.type === 'corporate');
    }
  });

  it('gives each partner a company page that its login runs (an Owners group with every function)', async () => {
    for (const l of logins.filter((l) => l.role === Role.Partner)) {
      const { user, session } = await login(l);
      const page = await t.http
        .put(`/v1/partner-profile/${user.partnerId}`)
        .set({ Authorization: `Bearer ${session.accessToken}` })
        .send({ location: 'Accra, Ghana' })
        .expect(200);
      expect(page.body).toMatchObject({ location: 'Accra, Ghana', about: expect.any(String), industry: expect.any(String) });
      expect(page.body.followerCount).toBeGreaterThan(0);
    }
  });

  it("lists the company's live jobs in a member's /jobs, and in its login's /recruit", async () => {
    const { session } = await login(logins[0]!);
    const jobs = await t.http
      .get('/v1/jobs')
      .set({ Authorization: `Bearer ${session.accessToken}` })
      .expect(200);
    expect(jobs.body.items.length).toBeGreaterThanOrEqual(3);
    expect(jobs.body.items.every((j: { status: string }) => j.status === 'active')).toBe(true);
    const company = await login(logins.find((l) => l.email === 'talent@northwind.test')!);
    const recruit = await t.http
      .get(`/v1/job/${company.user.partnerId}`)
      .set({ Authorization: `Bearer ${company.session.accessToken}` })
      .expect(200);
    expect(recruit.body.items).toHaveLength(3);
  });

  it('gives the demo admin a confirmed authenticator with the documented secret: a code, never a setup', async () => {
    const admin = logins.find((l) => l.role === Role.Admin)!;
    expect(admin).toMatchObject({ email: 'admin@nexus.test', who: expect.stringContaining('pnpm demo:admin-code') });
    const { body } = await t.http
      .put('/v1/user/login')
      .send({ username: admin.email, password: DEMO_PASSWORD, role: Role.Admin })
      .expect(401);
    expect(body.code).toBe(ErrorCode.TotpRequired);
    expect(body).not.toHaveProperty('totpSetup');
  });

  it('gives the demo admin a review queue with work: a hidden spam post, a harassing comment, a scam job, a fake account', async () => {
    const { session } = await login(logins.find((l) => l.role === Role.Admin)!);
    const { body } = await t.http
      .get('/v1/admin/reports')
      .query({ status: 'opened', pageSize: 50 })
      .set(t.bearer(session.accessToken))
      .expect(200);
    const reports = body.items as ReportRow[];
    expect(new Set(reports.map((r) => r.targetType))).toEqual(new Set(['post', 'comment', 'job', 'user']));
    const spam = reports.find((r) => r.targetType === 'post')!;
    expect(spam.reportCount).toBe(MODERATION_LIMITS.hideThreshold);
    expect(await t.prisma.post.findUniqueOrThrow({ where: { id: spam.targetId } })).toMatchObject({ hiddenReason: 'reports' });
    const detail = await t.http.get(`/v1/admin/reports/${spam.id}`).set(t.bearer(session.accessToken)).expect(200);
    expect(detail.body.snapshot.text).toMatch(/^Make \$5,000 a week/);
  });

  it('seeds only an empty database', async () => {
    const before = await t.prisma.user.count();
    expect(await seedDemoCommunity(t.prisma, t.app.get(StorageService))).toEqual([]);
    expect(await t.prisma.user.count()).toBe(before);
  });
});
