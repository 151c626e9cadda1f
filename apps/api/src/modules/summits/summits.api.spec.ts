import { ErrorCode, EventCode, RegistrationType, SummitPassType, SummitsText } from '@nexus/contracts';
import { randomUUID } from 'node:crypto';
import { partnerOwner } from '../../platform/testing/partners';
import { startTestApp, type TestApp, type TestMember } from '../../platform/testing/test-app';

/** The editions and passes are the summits migration's (fixed); each test registers members of its own. */
describe('summits', () => {
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp()));
  afterAll(() => t.close());

  const as = (m: TestMember) => t.bearer(m.token);
  const register = (m: TestMember, body: object, userId = m.user.id) =>
    t.http.post(`/v1/user/${userId}/summit-registrations`).set(as(m)).send(body);
  const summitOf = (eventCode: string) => t.prisma.summit.findUniqueOrThrow({ where: { eventCode } });
  const passOf = async (eventCode: string, type: SummitPassType) =>
    t.prisma.summitPass.findUniqueOrThrow({ where: { summitId_type: { summitId: (await summitOf(eventCode)).id, type } } });

  describe('GET /v1/summits and /v1/summits/:eventCode', () => {
    it('lists the three editions newest first, each with the registration type that names it', async () => {
      const m = await t.member();
      const { body } = await t.http.get('/v1/summits').set(as(m)).expect(200);
      expect(body.map((s: { eventCode: string }) => s.eventCode)).toEqual([
        EventCode.Bfutr2025,
        EventCode.Bnxt2025,
        EventCode.Bfutr2024,
      ]);
      expect(body[0]).toMatchObject({
        productVariant: 'BFUTR',
        registrationType: RegistrationType.Bfutr25,
        registrationOpen: true,
        timeZone: 'Africa/Lagos',
        registration: null,
      });
      expect(body[2]).toMatchObject({ registrationType: RegistrationType.Bfutr, registrationOpen: false });
      await t.http.get('/v1/summits').expect(401);
    });

    it('reads an edition with its passes, sponsors by tier, speakers (a member shows their photo) and programme (by time, no drafts)', async () => {
      const m = await t.member();
      const summit = await summitOf(EventCode.Bnxt2025);
      const tag = randomUUID().slice(0, 6);
      await t.prisma.summitSponsor.createMany({
        data: [
          { summitId: summit.id, name: `Silver ${tag}`, tier: 'silver', position: 0 },
          { summitId: summit.id, name: `Community ${tag}`, tier: 'community', position: 0 },
          { summitId: summit.id, name: `Title ${tag}`, tier: 'title', position: 0, website: 'https://title.example' },
          { summitId: summit.id, name: `Gold B ${tag}`, tier: 'gold', position: 2 },
          { summitId: summit.id, name: `Gold A ${tag}`, tier: 'gold', position: 1 },
        ],
      });
      await t.prisma.user.update({ where: { id: m.user.id }, data: { image: '/v1/files/avatars/me.png' } });
      const [zed, amy] = await t.prisma.summitSpeaker.createManyAndReturn({
        data: [
          { summitId: summit.id, name: `Zed ${tag}`, title: 'CTO', company: 'Acme', bio: 'Builds things.', position: 0 },
          { summitId: summit.id, name: `Amy ${tag}`, userId: m.user.id, position: 1 },
        ],
      });
      // The programme: sessions are the host's events; a draft is not shown.
      const host = await partnerOwner(t);
      const session = async (title: string, hour: number, status: 'draft' | 'scheduled', track: string | null) => {
        const event = await t.prisma.event.create({
          data: {
            partnerId: host.partnerId,
            title: `${title} ${tag}`,
            format: 'InPerson',
            status,
            publishedAt: status === 'draft' ? null : new Date(),
            startsAt: new Date(Date.UTC(2025, 8, 18, hour)),
            endsAt: new Date(Date.UTC(2025, 8, 18, hour + 1)),
            venue: 'Hall A',
          },
        });
        await t.prisma.summitSession.create({ data: { eventId: event.id, summitId: summit.id, track } });
        return event.id;
      };
      const late = await session('Closing panel', 14, 'scheduled', null);
      const early = await session('Opening keynote', 7, 'scheduled', 'Main stage');
      await session('Unannounced', 9, 'draft', null);
      await t.prisma.summitSessionSpeaker.createMany({
        data: [
          { eventId: late, speakerId: amy!.id },
          { eventId: late, speakerId: zed!.id },
          { eventId: early, speakerId: zed!.id },
        ],
      });

      const { body } = await t.http.get(`/v1/summits/${EventCode.Bnxt2025}`).set(as(m)).expect(200);
      expect(body).toMatchObject({ eventCode: EventCode.Bnxt2025, title: 'BNXT 2025', registration: null });
      expect(body.passes).toEqual([
        expect.objectContaining({ type: 'general', priceCents: 0, quota: null, remaining: null }),
        expect.objectContaining({ type: 'vip', currency: 'USD', quota: expect.any(Number) }),
      ]);
      const ours = body.sponsors.filter((s: { name: string }) => s.name.endsWith(tag));
      expect(ours.map((s: { name: string }) => s.name)).toEqual(
        ['Title', 'Gold A', 'Gold B', 'Silver', 'Community'].map((n) => `${n} ${tag}`),
      );
      expect(ours[0]).toMatchObject({ tier: 'title', website: 'https://title.example', logo: null });
      const speakers = body.speakers.filter((s: { name: string }) => s.name.endsWith(tag));
      expect(speakers).toEqual([
        expect.objectContaining({ name: `Zed ${tag}`, title: 'CTO', company: 'Acme', photo: null, memberId: null }),
        expect.objectContaining({ name: `Amy ${tag}`, photo: '/v1/files/avatars/me.png', memberId: m.user.id }),
      ]);
      expect(body.programme.filter((p: { title: string }) => p.title.endsWith(tag))).toEqual([
        {
          eventId: early,
          title: `Opening keynote ${tag}`,
          startsAt: '2025-09-18T07:00:00.000Z',
          endsAt: '2025-09-18T08:00:00.000Z',
          venue: 'Hall A',
          track: 'Main stage',
          speakerIds: [zed!.id],
        },
        expect.objectContaining({ eventId: late, track: null, speakerIds: [zed!.id, amy!.id] }),
      ]);
    });

    it('refuses a malformed event code (400 naming it), knows no other (404) and wants a token (401)', async () => {
      const m = await t.member();
      const bad = await t.http.get('/v1/summits/BFUTR-2025!').set(as(m)).expect(400);
      expect(bad.body.httpMessage).toMatch(/^eventCode: /);
      const missing = await t.http.get('/v1/summits/bfutr1999').set(as(m)).expect(404);
      expect(missing.body.httpMessage).toBe(SummitsText.summitNotFound);
      await t.http.get(`/v1/summits/${EventCode.Bfutr2025}`).expect(401);
    });
  });

  describe('POST and GET /v1/user/:id/summit-registrations', () => {
    it('registers a member once for the edition the registration type names; the pages show it', async () => {
      const m = await t.member();
      const general = await passOf(EventCode.Bfutr2025, SummitPassType.General);
      const { body } = await register(m, { registrationType: RegistrationType.Bfutr25 }).expect(200);
      expect(body).toMatchObject({
        eventCode: EventCode.Bfutr2025,
        title: 'BFUTR Summit 2025',
        registrationType: RegistrationType.Bfutr25,
        passType: SummitPassType.General,
        passName: 'General',
      });
      const detail = await t.http.get(`/v1/summits/${EventCode.Bfutr2025}`).set(as(m)).expect(200);
      expect(detail.body.registration).toEqual(body);
      const list = await t.http.get('/v1/summits').set(as(m)).expect(200);
      expect(list.body.find((s: { eventCode: string }) => s.eventCode === EventCode.Bnxt2025).registration).toBeNull();

      // A second registration for the edition, with any pass, is refused and changes nothing.
      const again = await register(m, { registrationType: RegistrationType.Bfutr25, passType: 'vip' }).expect(409);
      expect(again.body).toMatchObject({ code: ErrorCode.SummitAlreadyRegistered, httpMessage: SummitsText.alreadyRegistered });
      expect(await t.prisma.summitRegistration.count({ where: { userId: m.user.id } })).toBe(1);
      expect((await passOf(EventCode.Bfutr2025, SummitPassType.General)).sold).toBe(general.sold + 1);

      // Another edition is another registration; the member's list is newest first.
      await register(m, { registrationType: RegistrationType.Bnxt, passType: 'vip' }).expect(200);
      const mine = await t.http.get(`/v1/user/${m.user.id}/summit-registrations`).set(as(m)).expect(200);
      expect(mine.body.map((r: { eventCode: string; passType: string }) => [r.eventCode, r.passType])).toEqual([
        [EventCode.Bnxt2025, 'vip'],
        [EventCode.Bfutr2025, 'general'],
      ]);
    });

    it('refuses an edition closed to registration (409) and a pass the edition does not sell (400 naming passType)', async () => {
      const m = await t.member();
      const closed = await register(m, { registrationType: RegistrationType.Bfutr }).expect(409);
      expect(closed.body).toMatchObject({
        code: ErrorCode.SummitRegistrationClosed,
        httpMessage: SummitsText.registrationClosed,
      });
      const speaker = await register(m, { registrationType: RegistrationType.Bnxt, passType: 'speaker' }).expect(400);
      expect(speaker.body.httpMessage).toBe(`passType: ${SummitsText.passNotOffered}`);
      expect(await t.prisma.summitRegistration.count({ where: { userId: m.user.id } })).toBe(0);
    });

    it('checks the body (400 naming the field), the token (401) and whose registrations they are (403, a malformed id too)', async () => {
      const [m, other] = await Promise.all([t.member(), t.member()]);
      const badType = await register(m, { registrationType: 'Bfutr26' }).expect(400);
      expect(badType.body.httpMessage).toMatch(/^registrationType: /);
      const badPass = await register(m, { registrationType: RegistrationType.Bnxt, passType: 'platinum' }).expect(400);
      expect(badPass.body.httpMessage).toMatch(/^passType: /);
      await t.http
        .post(`/v1/user/${m.user.id}/summit-registrations`)
        .send({ registrationType: RegistrationType.Bnxt })
        .expect(401);
      await t.http.get(`/v1/user/${m.user.id}/summit-registrations`).expect(401);

      await register(other, { registrationType: RegistrationType.Bnxt }).expect(200);
      await register(m, { registrationType: RegistrationType.Bnxt }, other.user.id).expect(403);
      await register(m, { registrationType: RegistrationType.Bnxt }, 'nope').expect(403);
      await t.http.get(`/v1/user/${other.user.id}/summit-registrations`).set(as(m)).expect(403);
      expect(await t.prisma.summitRegistration.count({ where: { userId: other.user.id } })).toBe(1);
    });

    it('never sells a pass past its quota: 8 members racing for the last 3 VIP passes get 3', async () => {
      const vip = await passOf(EventCode.Bnxt2025, SummitPassType.Vip);
      await t.prisma.summitPass.update({ where: { id: vip.id }, data: { quota: vip.sold + 3 } });
      try {
        const members = await Promise.all(Array.from({ length: 8 }, () => t.member()));
        const answers = await Promise.all(
          members.map((m) => register(m, { registrationType: RegistrationType.Bnxt, passType: 'vip' })),
        );
        const statuses = answers.map((a) => a.status).sort();
        expect(statuses).toEqual([200, 200, 200, 409, 409, 409, 409, 409]);
        for (const refused of answers.filter((a) => a.status === 409)) {
          expect(refused.body).toMatchObject({ code: ErrorCode.SummitPassSoldOut, httpMessage: SummitsText.passSoldOut });
        }
        expect((await t.prisma.summitPass.findUniqueOrThrow({ where: { id: vip.id } })).sold).toBe(vip.sold + 3);
        const detail = await t.http.get(`/v1/summits/${EventCode.Bnxt2025}`).set(as(members[0]!)).expect(200);
        expect(detail.body.passes.find((p: { type: string }) => p.type === 'vip').remaining).toBe(0);
      } finally {
        const now = await t.prisma.summitPass.findUniqueOrThrow({ where: { id: vip.id } });
        await t.prisma.summitPass.update({ where: { id: vip.id }, data: { quota: now.sold + (vip.quota! - vip.sold) } });
      }
    });

    it('one member racing themself with two passes is registered once, and only that pass counts it', async () => {
      const m = await t.member();
      const soldOf = async () =>
        (await passOf(EventCode.Bnxt2025, SummitPassType.General)).sold +
        (await passOf(EventCode.Bnxt2025, SummitPassType.Vip)).sold;
      const before = await soldOf();
      const answers = await Promise.all([
        register(m, { registrationType: RegistrationType.Bnxt, passType: 'general' }),
        register(m, { registrationType: RegistrationType.Bnxt, passType: 'vip' }),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      expect(await t.prisma.summitRegistration.count({ where: { userId: m.user.id } })).toBe(1);
      expect(await soldOf()).toBe(before + 1);
    });
  });
});
