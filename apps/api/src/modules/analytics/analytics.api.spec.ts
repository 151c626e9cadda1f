import { randomUUID } from 'node:crypto';
import { type Analytics, ANALYTICS_DAYS, ANALYTICS_METRICS, type AnalyticsMetric, ErrorCode, Role, Text } from '@nexus/contracts';
import type { RunningDatabase } from '../../platform/database/embedded-postgres';
import { provisionScratchDatabase } from '../../platform/database/scratch-database';
import { JobsService } from '../../platform/queue/jobs.service';
import { pdfWith } from '../../platform/testing/documents';
import { eventually } from '../../platform/testing/eventually';
import { jobBody } from '../../platform/testing/job-fixtures';
import { partnerOwner, platformAdmin } from '../../platform/testing/partners';
import { startTestApp, type TestApp, type TestMember } from '../../platform/testing/test-app';
import { ActivityTracker } from './activity-tracker';
import { addDays, utcDay, windowAt } from './analytics-days';
import { AnalyticsRepository, WINDOW_ACTIVE_METRIC } from './analytics.repository';

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY_MS);

/** Exact figures need a database of their own: the run's shared one has every other test file's members. */
describe('platform analytics (GET /v1/admin/analytics/:audience)', () => {
  let database: RunningDatabase;
  let t: TestApp;
  let admin: TestMember;
  let m1: TestMember;
  let m2: TestMember;
  let m3: TestMember;
  let partner: TestMember & { partnerId: string };

  const as = (m: TestMember) => t.bearer(m.token);
  const figures = async (audience: string) =>
    (await t.http.get(`/v1/admin/analytics/${audience}`).set(as(admin)).expect(200)).body as Analytics;
  const tracker = () => t.app.get(ActivityTracker);
  const today = () => utcDay(new Date());
  const dayOf = (a: Analytics, day: string) => a.days.find((d) => d.day === day)!.values as Record<AnalyticsMetric, number>;

  beforeAll(async () => {
    database = await provisionScratchDatabase();
    t = await startTestApp({}, database.url);

    // Today: two members, a partner (a community's owner) and a platform admin sign up.
    [m1, m2, m3] = [await t.member(), await t.member(), await t.member()];
    partner = await partnerOwner(t);
    admin = await platformAdmin(t);

    // Posts: two by a member, one by the partner; comments: one by a member, one by the partner.
    const post = async (m: TestMember) =>
      (
        await t.http
          .post('/v1/post')
          .set(as(m))
          .send({ content: `post ${randomUUID()}` })
          .expect(200)
      ).body as { id: string };
    const [first, second] = [await post(m1), await post(m1)];
    await post(partner);
    const comment = (m: TestMember) =>
      t.http.post(`/v1/post/${first.id}/comments`).set(as(m)).send({ content: 'Nice one' }).expect(200);
    await comment(m2);
    await comment(partner);

    // Messages: two from m1, one from m2.
    await t.connect(m1.user.id, m2.user.id);
    await t.message(m1, m2.user.id);
    await t.message(m1, m2.user.id);
    await t.message(m2, m1.user.id);

    // A job application by m1 to the partner's job; an event registration by m2 at the partner's event.
    const job = await t.http
      .post(`/v1/job/${partner.partnerId}`)
      .set(as(partner))
      .send(jobBody({ publish: true }))
      .expect(200);
    await t.http
      .put(`/v1/user/${m1.user.id}/resume`)
      .set(as(m1))
      .attach('file', pdfWith(['Ada Lovelace']), 'cv.pdf')
      .expect(200);
    await t.http
      .post(`/v1/jobs/${job.body.id}/applications`)
      .set(as(m1))
      .send({
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: m1.user.username,
        phoneNumber: '+234 801 234 5678',
        location: 'Lagos',
        coverLetter: 'I would like to build it.',
        screeningAnswers: [],
      })
      .expect(200);
    const event = await t.http
      .post('/v1/events')
      .set(as(partner))
      .send({
        partnerId: partner.partnerId,
        title: 'Meetup',
        description: 'Talks and drinks',
        format: 'In-Person',
        startsAt: new Date(Date.now() + DAY_MS).toISOString(),
        endsAt: new Date(Date.now() + DAY_MS + 2 * 3600_000).toISOString(),
        venue: 'Hall 1',
        streamUrl: 'https://stream.example.test/room',
        tickets: [{ type: 'General', quota: 10 }],
      })
      .expect(200);
    await t.http.put(`/v1/events/${event.body.id}/status`).set(as(partner)).send({ status: 'scheduled' }).expect(200);
    await t.http.post(`/v1/events/${event.body.id}/registration`).set(as(m2)).send({ ticketType: 'General' }).expect(200);

    // Earlier days: m1's second post and an active day 3 days ago; m3 active only 5 days ago; m2 active 40 days ago
    // (outside the window).
    await t.prisma.post.update({ where: { id: second.id }, data: { createdAt: daysAgo(3) } });
    await t.prisma.userActivityDay.createMany({
      data: [
        { userId: m1.user.id, day: new Date(`${addDays(today(), -3)}T00:00:00Z`) },
        { userId: m3.user.id, day: new Date(`${addDays(today(), -5)}T00:00:00Z`) },
        { userId: m2.user.id, day: new Date(`${addDays(today(), -40)}T00:00:00Z`) },
      ],
    });
    // The admin's first call makes them active today too (it answers 400: an unknown audience).
    await t.http.get('/v1/admin/analytics/EVERYONE').set(as(admin)).expect(400);
    await tracker().flush();
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await database.stop();
  });

  it('counts each metric by the acting user’s role, per day and in total, for each audience', async () => {
    const all = await figures('ALL');
    const { from } = windowAt(new Date());
    expect(all).toMatchObject({ audience: 'ALL', from, to: today(), metrics: [...ANALYTICS_METRICS] });
    expect(all.days).toHaveLength(ANALYTICS_DAYS);
    expect(all.days.map((d) => d.day)).toEqual(Array.from({ length: ANALYTICS_DAYS }, (_, i) => addDays(from, i)));

    const expected: Record<
      string,
      { today: Record<AnalyticsMetric, number>; threeAgo: number; fiveAgo: number; active: number }
    > = {
      MEMBER: {
        // m1 posted, m2 commented; m3 made no call today.
        today: {
          activeMembers: 2,
          signUps: 3,
          posts: 1,
          comments: 1,
          messagesSent: 3,
          jobApplications: 1,
          eventRegistrations: 1,
        },
        threeAgo: 1,
        fiveAgo: 1,
        // m1 (today and 3 days ago), m2 (today), m3 (5 days ago): distinct, not the 4 member-days.
        active: 3,
      },
      PARTNER: {
        today: {
          activeMembers: 1,
          signUps: 1,
          posts: 1,
          comments: 1,
          messagesSent: 0,
          jobApplications: 0,
          eventRegistrations: 0,
        },
        threeAgo: 0,
        fiveAgo: 0,
        active: 1,
      },
      ADMIN: {
        today: {
          activeMembers: 1,
          signUps: 1,
          posts: 0,
          comments: 0,
          messagesSent: 0,
          jobApplications: 0,
          eventRegistrations: 0,
        },
        threeAgo: 0,
        fiveAgo: 0,
        active: 1,
      },
    };
    const sum = (roles: string[]) => ({
      today: Object.fromEntries(
        ANALYTICS_METRICS.map((m) => [m, roles.reduce((s, r) => s + expected[r]!.today[m], 0)]),
      ) as Record<AnalyticsMetric, number>,
      threeAgo: roles.reduce((s, r) => s + expected[r]!.threeAgo, 0),
      fiveAgo: roles.reduce((s, r) => s + expected[r]!.fiveAgo, 0),
      active: roles.reduce((s, r) => s + expected[r]!.active, 0),
    });
    const audiences = {
      MEMBER: sum(['MEMBER']),
      PARTNER: sum(['PARTNER']),
      ADMIN: sum(['ADMIN']),
      MEMBER_PARTNER: sum(['MEMBER', 'PARTNER']),
      ALL: sum(['MEMBER', 'PARTNER', 'ADMIN']),
    };
    for (const [audience, want] of Object.entries(audiences)) {
      const got = audience === 'ALL' ? all : await figures(audience);
      expect({ audience, today: dayOf(got, today()) }).toEqual({ audience, today: want.today });
      const threeAgo = dayOf(got, addDays(today(), -3));
      expect({ audience, posts: threeAgo.posts, active: threeAgo.activeMembers }).toEqual({
        audience,
        posts: want.threeAgo,
        active: want.threeAgo,
      });
      expect({ audience, active: dayOf(got, addDays(today(), -5)).activeMembers }).toEqual({ audience, active: want.fiveAgo });
      expect({ audience, totals: got.totals }).toEqual({
        audience,
        totals: { ...want.today, posts: want.today.posts + want.threeAgo, activeMembers: want.active },
      });
    }
  });

  it('answers 400 Not Implemented for an unknown audience, 403 to members and partners, 401 signed out', async () => {
    for (const audience of ['EVERYONE', 'member', 'hasOwnProperty']) {
      const refused = await t.http.get(`/v1/admin/analytics/${audience}`).set(as(admin)).expect(400);
      expect(refused.body).toMatchObject({ code: ErrorCode.ValidationFailed, httpMessage: Text.notImplemented });
    }
    await t.http.get('/v1/admin/analytics/ALL').set(as(m1)).expect(403);
    await t.http.get('/v1/admin/analytics/ALL').set(as(partner)).expect(403);
    await t.http.get('/v1/admin/analytics/ALL').expect(401);
  });

  it('the rollup job stores every finished day of the window as counted live from the tables', async () => {
    const before = await figures('ALL');
    await t.prisma.analyticsDaily.deleteMany({});
    await t.app.get(JobsService).send('analytics-rollup', {});
    const finishedDays = ANALYTICS_DAYS - 1;
    const perDay = Object.values(Role).length * ANALYTICS_METRICS.length;
    await eventually(async () => (await t.prisma.analyticsDaily.count()) === finishedDays * perDay + Object.values(Role).length);
    const stored = await t.prisma.analyticsDaily.findMany();
    expect(stored).toHaveLength(finishedDays * perDay + Object.values(Role).length);

    const { from, today: now, yesterday } = windowAt(new Date());
    const live = await t.app.get(AnalyticsRepository).counts(from, now);
    const liveOf = new Map(live.map((c) => [`${c.day} ${c.role} ${c.metric}`, c.n]));
    for (const row of stored.filter((r) => r.metric !== WINDOW_ACTIVE_METRIC)) {
      const key = `${utcDay(row.day)} ${row.audience} ${row.metric}`;
      expect({ key, value: row.value }).toEqual({ key, value: liveOf.get(key) ?? 0 });
    }
    expect(
      live.every((c) =>
        stored.some((r) => `${utcDay(r.day)} ${r.audience} ${r.metric}` === `${c.day} ${c.role} ${c.metric}` && r.value === c.n),
      ),
    ).toBe(true);
    const window = Object.fromEntries(
      stored.filter((r) => r.metric === WINDOW_ACTIVE_METRIC).map((r) => [r.audience, [utcDay(r.day), r.value]]),
    );
    // Active over the finished days: m1 (3 days ago) and m3 (5 days ago).
    expect(window).toEqual({ MEMBER: [yesterday, 2], PARTNER: [yesterday, 0], ADMIN: [yesterday, 0] });
    expect(await figures('ALL')).toEqual(before);
  });

  it('records a member active once a day, whatever the calls, processes or restarts', async () => {
    const m = await t.member();
    const rows = () => t.prisma.userActivityDay.findMany({ where: { userId: m.user.id } });
    expect(await rows()).toEqual([]);
    for (let i = 0; i < 3; i++) await t.http.get(`/v1/user/${m.user.id}`).set(as(m)).expect(200);
    await eventually(async () => (await rows()).length > 0, 3000);
    // Another process (or this one after a restart) writes the same day again: still one row.
    const other = new ActivityTracker(t.prisma);
    other.seen(m.user.id);
    other.seen(m.user.id);
    await other.flush();
    tracker().seen(m.user.id);
    await tracker().flush();
    expect((await rows()).map((r) => utcDay(r.day))).toEqual([today()]);

    // A member deleted before their batch is written is skipped, and their rows go with their account.
    const gone = await t.member();
    const third = new ActivityTracker(t.prisma);
    third.seen(gone.user.id);
    await t.prisma.user.delete({ where: { id: gone.user.id } });
    await third.flush();
    expect(await t.prisma.userActivityDay.count({ where: { userId: gone.user.id } })).toBe(0);
    await t.prisma.user.delete({ where: { id: m.user.id } });
    expect(await rows()).toEqual([]);
  });
});
