import { randomUUID } from 'node:crypto';
import {
  ErrorCode,
  EventEditType,
  EventsText,
  NotificationKind,
  PAGE_SIZE,
  PartnerFunction,
  REFRESH_TOKEN_TTL_SECONDS,
  Role,
  Text,
  type CreateEventBody,
  type EventDetail,
} from '@nexus/contracts';
import { TokensService } from '../auth/tokens.service';
import { PNG, pdfWith } from '../../platform/testing/documents';
import { NO_SUCH_ID, partnerOwner, partnerUser } from '../../platform/testing/partners';
import { startTestApp, type TestApp } from '../../platform/testing/test-app';

type Caller = { token: string; user: { id: string } };

const HOUR = 60 * 60 * 1000;
const at = (hoursFromNow: number) => new Date(Date.now() + hoursFromNow * HOUR).toISOString();

/** Waits (up to 10 s: a ping is a job) for a condition. */
async function eventually(check: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 200 && !(await check()); i++) await new Promise((resolve) => setTimeout(resolve, 50));
}

describe('events', () => {
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp()));
  afterAll(() => t.close());

  const as = (c: Caller) => t.bearer(c.token);
  const create = (c: Caller, partnerId: string, body: Partial<CreateEventBody> = {}) =>
    t.http
      .post('/v1/events')
      .set(as(c))
      .send({
        partnerId,
        title: `Meetup ${randomUUID().slice(0, 6)}`,
        description: 'Talks and drinks',
        format: 'In-Person',
        startsAt: at(24),
        endsAt: at(26),
        venue: 'Hall 1',
        streamUrl: 'https://stream.example.test/room',
        tickets: [{ type: 'General', quota: 10 }],
        ...body,
      });
  const setStatus = (c: Caller, id: string, status: string) => t.http.put(`/v1/events/${id}/status`).set(as(c)).send({ status });
  const register = (c: Caller, id: string, ticketType = 'General') =>
    t.http.post(`/v1/events/${id}/registration`).set(as(c)).send({ ticketType });

  /** An organiser (a community's owner, holding every function) and a published event of theirs. */
  async function published(body: Partial<CreateEventBody> = {}) {
    const owner = await partnerOwner(t);
    const event = (await create(owner, owner.partnerId, body).expect(200)).body as EventDetail;
    await setStatus(owner, event.id, 'scheduled').expect(200);
    return { owner, event };
  }

  /**
   * Members written straight to the database with a session each: the race needs many, and fifty sign-ups through
   * the API would spend most of the test hashing passwords.
   */
  async function quickMembers(count: number): Promise<Caller[]> {
    const tokens = t.app.get(TokensService);
    const users = await t.prisma.user.createManyAndReturn({
      data: Array.from({ length: count }, (_, i) => ({
        username: t.email(`racer${i}`),
        authType: 'creds' as const,
        role: Role.Member,
        enabled: true,
        isOnBoarded: true,
        firstName: 'Racer',
        lastName: String(i),
      })),
    });
    const expiresAt = new Date(Date.now() + REFRESH_TOKEN_TTL_SECONDS * 1000);
    const sessions = await t.prisma.session.createManyAndReturn({
      data: users.map((u) => ({ userId: u.id, expiresAt })),
    });
    return sessions.map((s) => ({
      user: { id: s.userId },
      token: tokens.signAccessToken({ userId: s.userId, sessionId: s.id }),
    }));
  }

  describe('POST /v1/events (create), GET /v1/events/:id', () => {
    it('creates a draft with its tickets, storing §3 aliases as their format, seen only by its organisers', async () => {
      const owner = await partnerOwner(t);
      const created = await create(owner, owner.partnerId, {
        format: 'offline',
        tickets: [
          { type: 'General', quota: 100 },
          { type: 'vip', quota: 5 },
        ],
      }).expect(200);
      expect(created.body).toMatchObject({
        status: 'draft',
        format: 'In-Person',
        publishedAt: null,
        canManage: true,
        streamUrl: 'https://stream.example.test/room',
        organiser: { id: owner.partnerId },
        tickets: [
          { type: 'General', quota: 100, registered: 0, waitlisted: 0 },
          { type: 'vip', quota: 5, registered: 0, waitlisted: 0 },
        ],
        myRegistration: null,
        myWaitlist: null,
      });
      const virtual = await create(owner, owner.partnerId, { format: 'virtual' }).expect(200);
      expect(virtual.body.format).toBe('Virtual');

      const m = await t.member();
      const hidden = await t.http.get(`/v1/events/${created.body.id}`).set(as(m)).expect(404);
      expect(hidden.body.httpMessage).toBe(EventsText.eventNotFound);
      await register(m, created.body.id).expect(404);
      await t.http.get(`/v1/events/${created.body.id}`).set(as(owner)).expect(200);
      await t.http.get(`/v1/events/${NO_SUCH_ID}`).set(as(m)).expect(404);
      const badId = await t.http.get('/v1/events/nope').set(as(m)).expect(400);
      expect(badId.body.httpMessage).toMatch(/^id: /);
      await t.http.get(`/v1/events/${created.body.id}`).expect(401);
    });

    it('refuses bad input with 400 naming the field', async () => {
      const owner = await partnerOwner(t);
      const cases: [Partial<CreateEventBody>, string][] = [
        [{ title: ' ' }, 'title'],
        [{ format: 'Outdoors' as never }, 'format'],
        [{ endsAt: at(23) }, 'endsAt'],
        [{ endsAt: at(24 + 24 * 15) }, 'endsAt'],
        [{ startsAt: 'tomorrow' }, 'startsAt'],
        [{ streamUrl: 'javascript:alert(1)' }, 'streamUrl'],
        [{ tickets: [] }, 'tickets'],
        [
          {
            tickets: [
              { type: 'General', quota: 1 },
              { type: 'General', quota: 2 },
            ],
          },
          'tickets',
        ],
        [{ tickets: [{ type: 'Gold' as never, quota: 1 }] }, 'tickets.0.type'],
        [{ tickets: [{ type: 'General', quota: -1 }] }, 'tickets.0.quota'],
      ];
      for (const [body, field] of cases) {
        const response = await create(owner, owner.partnerId, body).expect(400);
        expect(response.body.issues[0].field).toBe(field);
        expect(response.body.httpMessage.startsWith(`${field}: `)).toBe(true);
      }
      expect(await t.prisma.event.count({ where: { partnerId: owner.partnerId } })).toBe(0);
    });

    it('lets only users of the partner holding MANAGE_EVENTS create (403), for a partner that exists (404)', async () => {
      const owner = await partnerOwner(t);
      const member = await t.member();
      await create(member, owner.partnerId).expect(403);
      const other = await partnerOwner(t);
      await create(other, owner.partnerId).expect(403);
      const colleague = await partnerUser(t, owner.partnerId);
      await create(colleague, owner.partnerId).expect(403);
      const withoutFunction = await partnerOwner(t, [PartnerFunction.Dm]);
      await create(withoutFunction, withoutFunction.partnerId).expect(403);
      await create(owner, NO_SUCH_ID).expect(404);
      await t.http.post('/v1/events').send({ partnerId: owner.partnerId }).expect(401);
    });
  });

  describe('publish, go live, edit (tracked)', () => {
    it('goes draft → scheduled → live and never back or across (409)', async () => {
      const owner = await partnerOwner(t);
      const { id } = (await create(owner, owner.partnerId).expect(200)).body as EventDetail;
      const early = await setStatus(owner, id, 'live').expect(409);
      expect(early.body.code).toBe(ErrorCode.EventStatusConflict);
      const scheduled = await setStatus(owner, id, 'scheduled').expect(200);
      expect(scheduled.body.status).toBe('scheduled');
      expect(scheduled.body.publishedAt).not.toBeNull();
      await setStatus(owner, id, 'scheduled').expect(409);
      expect((await setStatus(owner, id, 'live').expect(200)).body.status).toBe('live');
      await setStatus(owner, id, 'live').expect(409);
      const bad = await setStatus(owner, id, 'draft').expect(400);
      expect(bad.body.httpMessage).toMatch(/^status: /);
      const member = await t.member();
      await setStatus(member, id, 'live').expect(403);
      await setStatus(await partnerOwner(t), id, 'live').expect(403);
      await setStatus(owner, NO_SUCH_ID, 'live').expect(404);
    });

    it('tracks each edit by kind (details, schedule) with what changed, newest first', async () => {
      const { owner, event } = await published();
      const [startsAt, endsAt] = [at(48), at(50)];
      const edited = await t.http
        .put(`/v1/events/${event.id}`)
        .set(as(owner))
        .send({ title: 'Renamed', startsAt, endsAt, venue: event.venue })
        .expect(200);
      expect(edited.body).toMatchObject({ title: 'Renamed', startsAt, endsAt });
      const edits = await t.http.get(`/v1/events/${event.id}/edits`).set(as(owner)).expect(200);
      const byType = Object.fromEntries(edits.body.items.map((e: { type: string }) => [e.type, e]));
      expect(Object.keys(byType).sort()).toEqual([EventEditType.Details, EventEditType.Schedule]);
      expect(byType.details.changes).toEqual({ title: { from: event.title, to: 'Renamed' } });
      expect(Object.keys(byType.schedule.changes).sort()).toEqual(['endsAt', 'startsAt']);
      expect(byType.details.editor).toMatchObject({ id: owner.user.id });

      const unchanged = await t.http.put(`/v1/events/${event.id}`).set(as(owner)).send({ title: 'Renamed' }).expect(200);
      expect(unchanged.body.title).toBe('Renamed');
      expect((await t.http.get(`/v1/events/${event.id}/edits`).set(as(owner)).expect(200)).body.items).toHaveLength(2);

      const inverted = await t.http
        .put(`/v1/events/${event.id}`)
        .set(as(owner))
        .send({ endsAt: at(47) })
        .expect(400);
      expect(inverted.body.httpMessage).toMatch(/^endsAt: /);
      const empty = await t.http.put(`/v1/events/${event.id}`).set(as(owner)).send({}).expect(400);
      expect(empty.body.issues).toHaveLength(1);
      const member = await t.member();
      await t.http.put(`/v1/events/${event.id}`).set(as(member)).send({ title: 'Mine' }).expect(403);
      await t.http.get(`/v1/events/${event.id}/edits`).set(as(member)).expect(403);
      await t.http.put(`/v1/events/${NO_SUCH_ID}`).set(as(owner)).send({ title: 'x' }).expect(404);
      expect((await t.http.get(`/v1/events/${event.id}`).set(as(member)).expect(200)).body).toMatchObject({
        title: 'Renamed',
        canManage: false,
        streamUrl: null,
      });
    });
  });

  describe('registration, waitlist, cancel', () => {
    it('registers with a ticket code, refuses a second registration (409) and a ticket not offered (400)', async () => {
      const { event } = await published({ tickets: [{ type: 'General', quota: 1 }] });
      const m = await t.member();
      const done = await register(m, event.id).expect(200);
      expect(done.body.myStatus).toBe('registered');
      expect(done.body.myRegistration).toMatchObject({ ticketType: 'General', status: 'registered', checkedInAt: null });
      expect(done.body.myRegistration.ticketCode).toMatch(/^[0-9A-F]{16}$/);
      expect(done.body.tickets[0]).toMatchObject({ quota: 1, registered: 1 });
      const again = await register(m, event.id).expect(409);
      expect(again.body.code).toBe(ErrorCode.AlreadyRegistered);
      const vip = await register(await t.member(), event.id, 'vip').expect(400);
      expect(vip.body.httpMessage).toBe(`ticketType: ${EventsText.ticketNotOffered}`);
      const bad = await register(m, event.id, 'Gold').expect(400);
      expect(bad.body.httpMessage).toMatch(/^ticketType: /);
      await register(m, NO_SUCH_ID).expect(404);
      await t.http.post(`/v1/events/${event.id}/registration`).send({ ticketType: 'General' }).expect(401);
    });

    it('puts members on the waitlist when full; a cancel seats the first of them, who is pinged', async () => {
      const { event } = await published({ tickets: [{ type: 'General', quota: 1 }] });
      const [first, second, third] = [await t.member(), await t.member(), await t.member()];
      await register(first, event.id).expect(200);
      const waiting = await register(second, event.id).expect(200);
      expect(waiting.body).toMatchObject({ myStatus: 'waitlisted', myRegistration: null, myWaitlist: { position: 1 } });
      expect((await register(third, event.id).expect(200)).body.myWaitlist).toEqual({ ticketType: 'General', position: 2 });
      expect(waiting.body.tickets[0]).toMatchObject({ registered: 1, waitlisted: 1 });

      const cancelled = await t.http.delete(`/v1/events/${event.id}/registration`).set(as(first)).expect(200);
      expect(cancelled.body).toMatchObject({ myStatus: null, myRegistration: null });
      expect(cancelled.body.tickets[0]).toMatchObject({ registered: 1, waitlisted: 1 });
      const seated = await t.http.get(`/v1/events/${event.id}`).set(as(second)).expect(200);
      expect(seated.body).toMatchObject({ myStatus: 'registered', myWaitlist: null });
      expect((await t.http.get(`/v1/events/${event.id}`).set(as(third)).expect(200)).body.myWaitlist.position).toBe(1);
      const pinged = () => t.prisma.notification.findFirst({ where: { userId: second.user.id, kind: 'event_seat' } });
      await eventually(async () => (await pinged()) !== null);
      const ping = (await t.http.get('/v1/notifications').set(as(second)).expect(200)).body.items[0];
      expect(ping).toMatchObject({ kind: NotificationKind.EventSeat, link: `/events/${event.id}` });
      expect(ping.text).toContain(event.title);

      const left = await t.http.delete(`/v1/events/${event.id}/registration`).set(as(third)).expect(200);
      expect(left.body.myWaitlist).toBeNull();
      const never = await t.http.delete(`/v1/events/${event.id}/registration`).set(as(third)).expect(404);
      expect(never.body.httpMessage).toBe(EventsText.notRegistered);
    });

    it('never oversells: 50 members racing for 10 seats get exactly 10 seats and 40 waitlist places', async () => {
      const { event } = await published({ tickets: [{ type: 'General', quota: 10 }] });
      const racers = await quickMembers(50);
      const answers = await Promise.all(racers.map((m) => register(m, event.id)));
      expect(answers.map((a) => a.status)).toEqual(racers.map(() => 200));
      const statuses = answers.map((a) => a.body.myStatus as string);
      expect(statuses.filter((s) => s === 'registered')).toHaveLength(10);
      expect(statuses.filter((s) => s === 'waitlisted')).toHaveLength(40);
      expect(await t.prisma.eventRegistration.count({ where: { eventId: event.id } })).toBe(10);
      expect(await t.prisma.eventWaitlistEntry.count({ where: { eventId: event.id } })).toBe(40);
      const ticket = await t.prisma.eventTicket.findFirstOrThrow({ where: { eventId: event.id } });
      expect(ticket.registered).toBe(10);
      // Once the race is over, the waitlist is one line: each waiting member holds one of the places 1 to 40.
      const waiting = racers.filter((_, i) => statuses[i] === 'waitlisted');
      const positions = [];
      for (const m of waiting) {
        positions.push((await t.http.get(`/v1/events/${event.id}`).set(as(m)).expect(200)).body.myWaitlist.position as number);
      }
      expect(positions.sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    });

    it('refuses registering for an event that has ended (409)', async () => {
      const { event } = await published({ startsAt: at(-3), endsAt: at(-1) });
      const ended = await register(await t.member(), event.id).expect(409);
      expect(ended.body.code).toBe(ErrorCode.EventEnded);
    });
  });

  describe('the cover image: PUT /v1/events/:id/cover, GET /v1/files/events/:id/:name', () => {
    it("stores an image checked on its bytes, replaces the previous one, for the organiser's admins only", async () => {
      const { owner, event } = await published();
      const upload = (c: Caller, body: Buffer, name: string) =>
        t.http.put(`/v1/events/${event.id}/cover`).set(as(c)).attach('file', body, name);
      const first = await upload(owner, PNG, 'cover.png').expect(200);
      expect(first.body.coverImage).toMatch(new RegExp(`^/v1/files/events/${event.id}/[0-9a-f-]{36}\\.png$`));
      const image = await t.http.get(first.body.coverImage as string).expect(200);
      expect(image.headers['content-type']).toBe('image/png');
      const second = await upload(owner, PNG, 'again.png').expect(200);
      expect(second.body.coverImage).not.toBe(first.body.coverImage);
      await t.http.get(first.body.coverImage as string).expect(404);
      const renamed = await upload(owner, pdfWith(['not an image']), 'cover.png').expect(400);
      expect(renamed.body.httpMessage).toMatch(/^file: /);
      await upload(await t.member(), PNG, 'x.png').expect(403);
      await upload(await partnerOwner(t), PNG, 'x.png').expect(403);
      await t.http.put(`/v1/events/${NO_SUCH_ID}/cover`).set(as(owner)).attach('file', PNG, 'x.png').expect(404);
      await t.http.put(`/v1/events/${event.id}/cover`).attach('file', PNG, 'x.png').expect(401);
      await t.http.get(`/v1/files/events/${event.id}/nope.exe`).expect(400);
    });
  });

  describe('tickets and quotas: PUT /v1/events/:id/tickets', () => {
    it('raises a quota (seating the waitlist), refuses one below the seats taken (409), adds and removes types', async () => {
      const { owner, event } = await published({ tickets: [{ type: 'General', quota: 1 }] });
      const [a, b] = [await t.member(), await t.member()];
      await register(a, event.id).expect(200);
      await register(b, event.id).expect(200);
      const put = (tickets: unknown) => t.http.put(`/v1/events/${event.id}/tickets`).set(as(owner)).send({ tickets });

      const lower = await put([{ type: 'General', quota: 0 }]).expect(409);
      expect(lower.body.code).toBe(ErrorCode.TicketQuotaBelowRegistered);
      const raised = await put([
        { type: 'General', quota: 2 },
        { type: 'vip', quota: 3 },
      ]).expect(200);
      expect(raised.body.tickets).toEqual([
        { type: 'General', quota: 2, registered: 2, waitlisted: 0 },
        { type: 'vip', quota: 3, registered: 0, waitlisted: 0 },
      ]);
      expect((await t.http.get(`/v1/events/${event.id}`).set(as(b)).expect(200)).body.myStatus).toBe('registered');
      const keepGeneral = await put([{ type: 'vip', quota: 3 }]).expect(409);
      expect(keepGeneral.body.httpMessage).toBe(EventsText.ticketHasRegistrations('General'));
      const withoutVip = await put([{ type: 'General', quota: 2 }]).expect(200);
      expect(withoutVip.body.tickets.map((x: { type: string }) => x.type)).toEqual(['General']);

      const edits = await t.http.get(`/v1/events/${event.id}/edits`).set(as(owner)).expect(200);
      expect(edits.body.items.map((e: { type: string }) => e.type)).toEqual([EventEditType.Tickets, EventEditType.Tickets]);
      expect(edits.body.items[1].changes).toEqual({ General: { from: 1, to: 2 }, vip: { from: null, to: 3 } });
      const bad = await put([{ type: 'General', quota: 1.5 }]).expect(400);
      expect(bad.body.httpMessage).toMatch(/^tickets\.0\.quota: /);
      await t.http
        .put(`/v1/events/${event.id}/tickets`)
        .set(as(a))
        .send({ tickets: [{ type: 'General', quota: 9 }] })
        .expect(403);
    });
  });

  describe('check-in by the ticket QR code: POST /v1/events/:id/check-in', () => {
    it("checks a ticket in once (registered → attended; twice 409), for the organiser's admins only", async () => {
      const { owner, event } = await published();
      const m = await t.member();
      const code = (await register(m, event.id).expect(200)).body.myRegistration.ticketCode as string;
      const checkIn = (c: Caller, ticketCode: string, id = event.id) =>
        t.http.post(`/v1/events/${id}/check-in`).set(as(c)).send({ ticketCode });

      await checkIn(m, code).expect(403);
      await checkIn(await partnerOwner(t), code).expect(403);
      const badCode = await checkIn(owner, 'not-a-code').expect(400);
      expect(badCode.body.httpMessage).toMatch(/^ticketCode: /);
      const unknown = await checkIn(owner, '0123456789ABCDEF').expect(404);
      expect(unknown.body.httpMessage).toBe(EventsText.ticketNotFound);
      const other = await published();
      await checkIn(other.owner, code, other.event.id).expect(404);

      const done = await checkIn(owner, code.toLowerCase()).expect(200);
      expect(done.body).toMatchObject({ member: { id: m.user.id }, ticketType: 'General', status: 'attended' });
      expect(done.body.checkedInAt).not.toBeNull();
      const twice = await checkIn(owner, code).expect(409);
      expect(twice.body).toMatchObject({ code: ErrorCode.AlreadyCheckedIn, httpMessage: EventsText.alreadyCheckedIn });
      const mine = await t.http.get(`/v1/events/${event.id}`).set(as(m)).expect(200);
      expect(mine.body.myRegistration.status).toBe('attended');
      const late = await t.http.delete(`/v1/events/${event.id}/registration`).set(as(m)).expect(409);
      expect(late.body.code).toBe(ErrorCode.AlreadyAttended);

      const attendees = await t.http.get(`/v1/events/${event.id}/attendees`).set(as(owner)).expect(200);
      expect(attendees.body.items).toEqual([
        expect.objectContaining({ status: 'attended', member: expect.objectContaining({ id: m.user.id }) }),
      ]);
      await t.http.get(`/v1/events/${event.id}/attendees`).set(as(m)).expect(403);
    });
  });

  describe('the live link: GET /v1/events/:id/presentation', () => {
    it("answers 'Presentation not currently available' until live, then the link, to registered members only", async () => {
      const { owner, event } = await published();
      const m = await t.member();
      const outsider = await t.member();
      await register(m, event.id).expect(200);
      const early = await t.http.get(`/v1/events/${event.id}/presentation`).set(as(m)).expect(404);
      expect(early.body).toMatchObject({ code: ErrorCode.EventNotLive, httpMessage: Text.presentationNotAvailable });
      await t.http.get(`/v1/events/${event.id}/presentation`).set(as(outsider)).expect(403);
      await setStatus(owner, event.id, 'live').expect(200);
      const live = await t.http.get(`/v1/events/${event.id}/presentation`).set(as(m)).expect(200);
      expect(live.body).toEqual({ url: 'https://stream.example.test/room' });
      await t.http.get(`/v1/events/${event.id}/presentation`).set(as(owner)).expect(200);
      await t.http.get(`/v1/events/${NO_SUCH_ID}/presentation`).set(as(m)).expect(404);
    });
  });

  describe('calendars', () => {
    it('serves an event as .ics', async () => {
      const { event } = await published({ title: 'Founders, friends; and code', description: 'Line one\nLine two' });
      const m = await t.member();
      const ics = await t.http.get(`/v1/events/${event.id}/calendar`).set(as(m)).expect(200);
      expect(ics.headers['content-type']).toMatch(/^text\/calendar/);
      const text = ics.text;
      expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
      expect(text).toContain('SUMMARY:Founders\\, friends\\; and code\r\n');
      expect(text).toContain(`DTSTART:${event.startsAt.replace(/[-:]/g, '').replace(/\.\d{3}/, '')}`);
      expect(text).toContain('LOCATION:Hall 1');
      expect(text.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
      await t.http.get(`/v1/events/${NO_SUCH_ID}/calendar`).set(as(m)).expect(404);
      await t.http.get(`/v1/events/${event.id}/calendar`).expect(401);
    });

    it('keeps a private, revocable iCal feed of the events a member registered for', async () => {
      const { event } = await published();
      const { event: notMine } = await published();
      const m = await t.member();
      await register(m, event.id).expect(200);
      expect((await t.http.get('/v1/events/calendar-feed').set(as(m)).expect(200)).body).toEqual({
        active: false,
        createdAt: null,
      });
      const first = await t.http.post('/v1/events/calendar-feed').set(as(m)).expect(200);
      const path = new URL(first.body.url as string).pathname;
      const feed = await t.http.get(path).expect(200);
      expect(feed.headers['content-type']).toMatch(/^text\/calendar/);
      expect(feed.text).toContain(`UID:${event.id}@`);
      expect(feed.text).not.toContain(notMine.id);
      expect((await t.http.get('/v1/events/calendar-feed').set(as(m)).expect(200)).body.active).toBe(true);

      const second = await t.http.post('/v1/events/calendar-feed').set(as(m)).expect(200);
      await t.http.get(path).expect(404);
      const secondPath = new URL(second.body.url as string).pathname;
      await t.http.get(secondPath).expect(200);
      await t.http.delete('/v1/events/calendar-feed').set(as(m)).expect(200);
      await t.http.get(secondPath).expect(404);
      const malformed = await t.http.get('/v1/calendar/short').expect(400);
      expect(malformed.body.httpMessage).toMatch(/^token: /);
      await t.http.post('/v1/events/calendar-feed').expect(401);
    });
  });

  describe('lists: GET /v1/events, /v1/events/organiser/:partnerId, /v1/events/newest', () => {
    it('lists upcoming soonest first and past newest first, in keyset pages, drafts left out', async () => {
      const owner = await partnerOwner(t);
      const m = await t.member();
      const ids: string[] = [];
      for (let i = 0; i < PAGE_SIZE.events + 1; i++) {
        const { body } = await create(owner, owner.partnerId, { startsAt: at(1000 + i), endsAt: at(1001 + i) }).expect(200);
        await setStatus(owner, body.id, 'scheduled').expect(200);
        ids.push(body.id);
      }
      const draft = (await create(owner, owner.partnerId, { startsAt: at(1000.5), endsAt: at(1001) }).expect(200)).body;
      const walked = await t.walk<{ id: string }>(m.token, '/v1/events', (e) => e.id);
      const mine = walked.ids.filter((id) => ids.includes(id as string) || id === draft.id);
      expect(mine).toEqual(ids);

      const past = (await create(owner, owner.partnerId, { startsAt: at(-5), endsAt: at(-4) }).expect(200)).body;
      await setStatus(owner, past.id, 'scheduled').expect(200);
      const pastPage = await t.http.get('/v1/events').query({ scope: 'past', pageSize: 50 }).set(as(m)).expect(200);
      expect(pastPage.body.items.map((e: { id: string }) => e.id)).toContain(past.id);
      expect(pastPage.body.items.map((e: { id: string }) => e.id)).not.toContain(ids[0]);

      await register(m, ids[2]!).expect(200);
      const registered = await t.http.get('/v1/events').query({ scope: 'registered' }).set(as(m)).expect(200);
      expect(registered.body.items).toEqual([expect.objectContaining({ id: ids[2], myStatus: 'registered' })]);

      const organiser = await t.walk<{ id: string }>(owner.token, `/v1/events/organiser/${owner.partnerId}`, (e) => e.id);
      expect(organiser.ids).toHaveLength(ids.length + 2);
      expect(organiser.ids).toContain(draft.id);
      await t.http.get(`/v1/events/organiser/${owner.partnerId}`).set(as(m)).expect(403);
      const badScope = await t.http.get('/v1/events').query({ scope: 'soon' }).set(as(m)).expect(400);
      expect(badScope.body.httpMessage).toMatch(/^scope: /);

      const newest = await t.http.get('/v1/events/newest').set(as(m)).expect(200);
      const latest = await t.prisma.event.findUniqueOrThrow({ where: { id: past.id } });
      expect(Date.parse(newest.body.newestPublishedAt)).toBeGreaterThanOrEqual(latest.publishedAt!.getTime());
      await t.http.get('/v1/events/newest').expect(401);
    });
  });
});
