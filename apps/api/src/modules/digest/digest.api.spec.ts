import { randomUUID } from 'node:crypto';
import { type CreateEventBody, DIGEST_LIMITS, type EventDetail, Text, WEEKLY_DIGEST_SETTING } from '@nexus/contracts';
import { jobBody } from '../../platform/testing/job-fixtures';
import { partnerOwner } from '../../platform/testing/partners';
import { startTestApp, type TestApp, type TestMember } from '../../platform/testing/test-app';
import { JobsService } from '../../platform/queue/jobs.service';
import { weekStartOf } from './digest.service';

const DIGEST_SUBJECT = /^Subject: Your week on Nexus/m;
const UNSUBSCRIBE_LINK = /unsubscribe\?user=([\w-]+)&token=([\w-]+)&type=(\w+)/;
const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

/**
 * Runs the weekly job through the app's queue, as the Monday cron does, and waits until it and every batch it queued
 * have completed (a job that failed, even once, fails the test).
 */
async function runWeek(t: TestApp, weekStart?: string) {
  await t.app.get(JobsService).send('digest-week', weekStart ? { weekStart } : {});
  const deadline = Date.now() + 30_000;
  for (;;) {
    const [counts] = await t.prisma.$queryRawUnsafe<{ open: number; failed: number }[]>(
      `SELECT count(*) FILTER (WHERE state < 'completed')::int AS open,
              count(*) FILTER (WHERE state = 'failed' OR retry_count > 0)::int AS failed
         FROM "${t.config.jobsSchema}".job WHERE name IN ('digest-week', 'digest-batch')`,
    );
    if (counts!.failed > 0) throw new Error('A digest job failed');
    if (counts!.open === 0) return;
    if (Date.now() > deadline) throw new Error('The digest jobs did not finish within 30 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The digests `mailbox` received for `email` (the connection requests of the tests also send their own pings). */
const digestsDelivered = (mailbox: TestApp['mailbox'], email: string) =>
  mailbox.delivered(email).filter((mail) => DIGEST_SUBJECT.test(mail.raw));

/** The digest mails queued to `email` (delivered or not): what a member was sent, whatever the SMTP server did with it. */
const digestsQueuedTo = (t: TestApp, email: string) =>
  t.prisma.mailOutbox.count({ where: { recipient: email, subject: { startsWith: 'Your week on Nexus' } } });

describe('weekly digest', () => {
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp()));
  afterAll(() => t.close());

  const as = (m: TestMember) => t.bearer(m.token);
  const named = (first: string) => t.member({ firstName: first, lastName: randomUUID().slice(0, 6) });

  /**
   * A member in Nigeria whose expertise and industry are this test's own, so that only the jobs it publishes fit them
   * (test files run side by side on one database).
   */
  async function reader() {
    const m = await named('Ada');
    const fields = { expertise: `Expertise ${randomUUID()}`, industry: `Industry ${randomUUID()}`, country: 'Nigeria' };
    await t.prisma.profile.upsert({ where: { userId: m.user.id }, create: { userId: m.user.id, ...fields }, update: fields });
    return { ...m, profile: fields };
  }

  /** `author`'s post (through the API) with `reactions` counted, as the reactions' statements keep it. */
  async function postWith(author: TestMember, reactions: number, body: Record<string, unknown> = {}) {
    const post = await t.post(author, { content: `Post ${randomUUID().slice(0, 8)}`, ...body });
    await t.prisma.post.update({ where: { id: post.id }, data: { reactionCount: reactions } });
    return post;
  }

  const requestFrom = (from: TestMember, to: TestMember) =>
    t.http.post(`/v1/user/${from.user.id}/connection-requests`).set(as(from)).send({ userId: to.user.id }).expect(200);

  /** A published event starting in `hours`, with `m` registered for it. */
  async function eventFor(m: TestMember, hours: number, title: string) {
    const owner = await partnerOwner(t);
    const body: Partial<CreateEventBody> = { startsAt: hoursFromNow(hours), endsAt: hoursFromNow(hours + 2) };
    const event = (
      await t.http
        .post('/v1/events')
        .set(as(owner))
        .send({
          partnerId: owner.partnerId,
          title,
          description: 'Talks',
          format: 'Virtual',
          streamUrl: 'https://stream.example.test/room',
          tickets: [{ type: 'General', quota: 10 }],
          ...body,
        })
        .expect(200)
    ).body as EventDetail;
    await t.http.put(`/v1/events/${event.id}/status`).set(as(owner)).send({ status: 'scheduled' }).expect(200);
    await t.http.post(`/v1/events/${event.id}/registration`).set(as(m)).send({ ticketType: 'General' }).expect(200);
    return event;
  }

  it('sends a member with news one digest with each section and its counts, and the posts they may read only', async () => {
    const ada = await reader();
    // Requests: two pending, one from a member Ada blocked.
    const [bo, cy, blocked] = await Promise.all([named('Bo'), named('Cy'), named('Blocked')]);
    await requestFrom(bo, ada);
    await requestFrom(cy, ada);
    // Messages: Dee, a connection, writes three.
    const dee = await named('Dee');
    await t.connect(ada.user.id, dee.user.id);
    for (const text of ['one', 'two', 'three']) await t.message(dee, ada.user.id, text);
    // Posts of her network this week: four of Dee's (the top three by reactions are listed), and ones she may not see.
    const top = await postWith(dee, 40, { content: 'The most reacted post of the week' });
    const second = await postWith(dee, 30);
    const third = await postWith(dee, 20);
    const fourth = await postWith(dee, 10);
    const eve = await named('Eve');
    await t.connect(ada.user.id, eve.user.id);
    const acrossBlock = await postWith(eve, 500, { content: 'Written by someone Ada blocked' });
    await t.http.put(`/v1/user/${ada.user.id}/blocks/${eve.user.id}`).set(as(ada)).expect(200);
    const hidden = await postWith(dee, 400, { content: 'Hidden by moderation' });
    await t.prisma.post.update({ where: { id: hidden.id }, data: { hiddenAt: new Date(), hiddenReason: 'reports' } });
    const stranger = await named('Stranger');
    const notNetwork = await postWith(stranger, 300, { content: 'Public, but not of her network' });
    await t.http.put(`/v1/user/${ada.user.id}/blocks/${blocked.user.id}`).set(as(ada)).expect(200);
    // Jobs: two fit her profile, one does not.
    const company = await partnerOwner(t);
    const postJob = (body: Record<string, unknown>) =>
      t.http
        .post(`/v1/job/${company.partnerId}`)
        .set(as(company))
        .send(jobBody({ publish: true, areaOfExpertise: ada.profile.expertise, industry: ada.profile.industry, ...body }))
        .expect(200);
    const fitting = await postJob({ title: 'Backend engineer', city: 'Lagos' });
    await postJob({ title: 'Data engineer', areaOfExpertise: 'Data' });
    await postJob({ title: 'Nurse', areaOfExpertise: 'Care', industry: 'Healthcare' });
    // Events: one in two days; one in three weeks is not "this week".
    const soon = await eventFor(ada, 48, 'Founders breakfast');
    await eventFor(ada, 24 * 21, 'Far away summit');

    await runWeek(t);
    const text = await t.mailbox.find(ada.user.username, /(Hello Ada, here is your week on Nexus[\s\S]*?No more weekly digests)/);
    expect(text).toContain('Connection requests (2)');
    expect(text).toMatch(new RegExp(`(${bo.user.firstName}|${cy.user.firstName}) .*, (Bo|Cy) .* want to connect with you`));
    expect(text).not.toContain('Blocked');
    expect(text).toContain('You have 3 unread messages');
    const postIds = [...text.matchAll(/feed\?post=([\w-]+)/g)].map((match) => match[1]);
    expect(postIds).toEqual([top.id, second.id, third.id]);
    expect(postIds).toHaveLength(DIGEST_LIMITS.posts);
    for (const unseen of [fourth, acrossBlock, hidden, notNetwork]) expect(text).not.toContain(unseen.id);
    expect(text).toContain('The most reacted post of the week');
    expect(text).toContain('(40 reactions)');
    expect(text).toContain('New jobs for you (2)');
    expect(text).toContain(`/jobs/${fitting.body.id}`);
    expect(text).not.toContain('Nurse');
    expect(text).toContain('Your events this week (1)');
    expect(text).toContain(`/events/${soon.id}`);
    expect(text).not.toContain('Far away summit');
    const [mail, ...more] = digestsDelivered(t.mailbox, ada.user.username);
    expect(more).toHaveLength(0);
    expect(mail!.raw).toMatch(DIGEST_SUBJECT);
    // Headers are folded over lines: unfold before reading.
    expect(mail!.raw.replace(/\r?\n[ \t]+/g, ' ')).toMatch(/List-Unsubscribe: <http[^>]+type=weekly_digest>/);
    expect(mail!.raw).toContain('text/html');
  }, 90_000);

  it('sends nothing to a member with nothing to say, or to suspended, blocked, unverified and deleted members', async () => {
    // No profile: the jobs other tests publish fit nobody here.
    const quiet = await named('Quiet');
    const withNews = async () => {
      const m = await named('Newsworthy');
      const requester = await named('Requester');
      await requestFrom(requester, m);
      return m;
    };
    const [suspended, disabled, unverified, deleted, control] = await Promise.all([
      withNews(),
      withNews(),
      withNews(),
      withNews(),
      withNews(),
    ]);
    await t.prisma.user.update({ where: { id: suspended.user.id }, data: { suspendedAt: new Date() } });
    await t.prisma.user.update({ where: { id: disabled.user.id }, data: { blocked: true } });
    await t.prisma.user.update({ where: { id: unverified.user.id }, data: { enabled: false } });
    await t.prisma.user.delete({ where: { id: deleted.user.id } });

    await runWeek(t);
    await t.mailbox.find(control.user.username, /(Connection requests \(1\))/);
    for (const m of [quiet, suspended, disabled, unverified, deleted]) {
      expect(await digestsQueuedTo(t, m.user.username)).toBe(0);
    }
    expect(await t.prisma.digestSend.count({ where: { userId: { in: [quiet.user.id, suspended.user.id] } } })).toBe(0);
  });

  it('sends nothing to a member who switched the digest off in settings or with the link of a digest', async () => {
    const bySettings = await reader();
    const byLink = await reader();
    for (const m of [bySettings, byLink]) await requestFrom(await named('Asker'), m);

    // The digest is listed with the other settings, e-mail on by default.
    const settings = await t.http.get(`/v1/preference/notifications/${bySettings.user.id}`).set(as(bySettings)).expect(200);
    const digest = (settings.body.settings as { key: string; typeId: string; name: string; email: boolean }[]).find(
      (s) => s.key === WEEKLY_DIGEST_SETTING,
    )!;
    expect(digest).toMatchObject({ name: 'Weekly digest', email: true });
    await t.http
      .post('/v1/preference/notification')
      .set(as(bySettings))
      .send({ userId: bySettings.user.id, typeId: digest.typeId, email: false })
      .expect(200);

    // byLink gets this week's digest, and switches the next ones off with its one-click link.
    await runWeek(t);
    const link = await t.mailbox.find(byLink.user.username, /(unsubscribe\?user=[\w-]+&token=[\w-]+&type=\w+)/);
    const [, user, token, type] = UNSUBSCRIBE_LINK.exec(link)!;
    expect([user, type]).toEqual([byLink.user.id, WEEKLY_DIGEST_SETTING]);
    await t.http.put(`/v1/preference/unsubscribe/${type}/user/${user}`).send({ token }).expect(401);
    const forged = await t.http
      .put(`/v1/preference/unsubscribe/${type}/user/${user}`)
      .set(t.key)
      .send({ token: 'x'.repeat(43) })
      .expect(400);
    expect(forged.body.httpMessage).toBe(Text.tokenInvalid);
    const unknown = await t.http
      .put(`/v1/preference/unsubscribe/no_such_kind/user/${user}`)
      .set(t.key)
      .send({ token })
      .expect(400);
    expect(unknown.body.httpMessage).toBe('key: is not a notification type');
    const done = await t.http.put(`/v1/preference/unsubscribe/${type}/user/${user}`).set(t.key).send({ token }).expect(200);
    expect(done.body.message).toBe(Text.digestUnsubscribed);
    const after = await t.http.get(`/v1/preference/notifications/${byLink.user.id}`).set(as(byLink)).expect(200);
    expect(after.body.unsubscribedAll).toBe(false);
    expect(after.body.settings.find((s: { key: string }) => s.key === WEEKLY_DIGEST_SETTING)).toMatchObject({ email: false });
    expect(after.body.settings.filter((s: { email: boolean }) => !s.email)).toHaveLength(1);

    // Next week: neither gets one.
    const nextWeek = new Date(`${weekStartOf(new Date())}T00:00:00Z`);
    nextWeek.setUTCDate(nextWeek.getUTCDate() + 7);
    await runWeek(t, nextWeek.toISOString().slice(0, 10));
    expect(await digestsQueuedTo(t, bySettings.user.username)).toBe(0);
    expect(await digestsQueuedTo(t, byLink.user.username)).toBe(1);
  });

  it('mails a member once a week: a second run, and a new app instance on the same database, send nothing more', async () => {
    const m = await reader();
    await requestFrom(await named('Asker'), m);
    await runWeek(t);
    await t.mailbox.find(m.user.username, /(Connection requests \(1\))/);
    await runWeek(t);

    const restarted = await startTestApp();
    try {
      await runWeek(restarted);
      // Another member's digest proves the restarted app's batches ran and delivered.
      const newcomer = await reader();
      await requestFrom(await named('Asker'), newcomer);
      await runWeek(restarted);
      await restarted.mailbox.find(newcomer.user.username, /(Connection requests \(1\))/);
      expect(digestsDelivered(restarted.mailbox, m.user.username)).toHaveLength(0);
    } finally {
      await restarted.close();
    }
    expect(digestsDelivered(t.mailbox, m.user.username)).toHaveLength(1);
    expect(await digestsQueuedTo(t, m.user.username)).toBe(1);
    expect(await t.prisma.digestSend.count({ where: { userId: m.user.id } })).toBe(1);
  });
});
