import { PROFILE_LIMITS, Text } from '@nexus/contracts';
import jsQR from 'jsqr';
import { startTestApp, type TestApp, type TestMember } from '../../platform/testing/test-app';

const MISSING_ID = '00000000-0000-4000-8000-000000000000';

/**
 * Reads the module grid back from the SVG the `qrcode` package draws (one `M x y.5` per row, then
 * `h n` for n dark modules and `m n 0` to skip n) and paints it as RGBA pixels for a real decoder.
 */
function decodeQrSvg(svg: string): string | undefined {
  const size = Number(/viewBox="0 0 (\d+) \1"/.exec(svg)?.[1]);
  const path = /<path[^>]*stroke="[^"]*"[^>]*d="([^"]+)"/.exec(svg)?.[1];
  if (!size || !path) return undefined;
  const scale = 4;
  const width = size * scale;
  const pixels = new Uint8ClampedArray(width * width * 4).fill(255);
  let x = 0;
  let y = 0;
  for (const [, command, a, b] of path.matchAll(/([MmHh])([\d.]+)(?:[ ,]([\d.]+))?/g)) {
    if (command === 'M') [x, y] = [Number(a), Math.floor(Number(b))];
    else if (command === 'm') x += Number(a);
    else {
      for (let column = x; column < x + Number(a); column++) {
        for (let dy = 0; dy < scale; dy++)
          for (let dx = 0; dx < scale; dx++) {
            const offset = ((y * scale + dy) * width + column * scale + dx) * 4;
            pixels.set([0, 0, 0, 255], offset);
          }
      }
      x += Number(a);
    }
  }
  return jsQR(pixels, width, width)?.data;
}

describe('profiles', () => {
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp()));
  afterAll(() => t.close());

  const fill = (m: TestMember, body: Record<string, unknown>) =>
    t.http.put(`/v1/user/${m.user.id}/profile`).set(t.bearer(m.token)).send(body).expect(200);
  const view = (viewer: TestMember, member: TestMember, status = 200) =>
    t.http.get(`/v1/profile/${member.user.id}`).set(t.bearer(viewer.token)).expect(status);
  const addExperience = (m: TestMember, title: string, status = 200) =>
    t.http
      .post(`/v1/user/${m.user.id}/experiences`)
      .set(t.bearer(m.token))
      .send({ title, companyName: 'Acme', startDate: '2020-01-01' })
      .expect(status);
  const viewsOf = (m: TestMember) => t.prisma.profileView.count({ where: { profileUserId: m.user.id } });
  const titles = (list: { title: string }[]) => list.map((e) => e.title);

  const HIDDEN = { showCountry: false, showProvince: false, showCity: false, showGoals: false, showResume: false };
  const DETAILS = {
    headline: 'Builds networks',
    aboutMe: 'About me',
    companyName: 'Acme',
    jobTitle: 'Engineer',
    goals: 'Find a mentor',
    country: 'Canada',
    province: 'Ontario',
    city: 'Toronto',
  };

  describe('GET /v1/profile/:id', () => {
    it("shows another member's profile with the connection state, toggles and experiences", async () => {
      const owner = await t.member({ firstName: 'Ada', lastName: 'Lovelace' });
      const viewer = await t.member();
      await fill(owner, DETAILS);
      await addExperience(owner, 'Older');
      await addExperience(owner, 'Newer');
      const { body } = await view(viewer, owner);
      expect(body).toMatchObject({
        userId: owner.user.id,
        firstName: 'Ada',
        lastName: 'Lovelace',
        role: 'MEMBER',
        ...DETAILS,
        location: 'Toronto, Ontario, Canada',
        resumeUrl: null,
        isOwner: false,
        visibility: null,
        hiddenFromSuggestions: null,
        connection: { isConnection: false, isRequesting: false, isPending: false, requestId: null, isBlockedByViewer: false },
      });
      // Both current since the same day: the one added last comes first.
      expect(titles(body.experiences)).toEqual(['Newer', 'Older']);
    });

    it('hides what the member toggled off from viewers, never from the owner', async () => {
      const owner = await t.member();
      const viewer = await t.member();
      await fill(owner, { ...DETAILS, ...HIDDEN, showCity: true });
      const { body: seen } = await view(viewer, owner);
      expect(seen).toMatchObject({
        country: null,
        province: null,
        city: 'Toronto',
        goals: null,
        location: 'Toronto',
        resumeUrl: null,
      });
      expect(seen.headline).toBe(DETAILS.headline);

      await fill(owner, { showCity: false });
      expect((await view(viewer, owner)).body).toMatchObject({ city: null, location: null });

      const { body: own } = await view(owner, owner);
      expect(own).toMatchObject({
        ...DETAILS,
        location: 'Toronto, Ontario, Canada',
        isOwner: true,
        connection: null,
        visibility: { ...HIDDEN },
        hiddenFromSuggestions: false,
      });
    });

    it('counts a view once per viewer per day, and never the owner', async () => {
      const owner = await t.member();
      const first = await t.member();
      const second = await t.member();
      await view(first, owner);
      await view(first, owner);
      await view(owner, owner);
      expect(await viewsOf(owner)).toBe(1);
      await view(second, owner);
      expect(await viewsOf(owner)).toBe(2);
      // A view on an earlier day is a separate viewer-day.
      await t.prisma.profileView.create({
        data: { profileUserId: owner.user.id, viewerId: first.user.id, day: new Date('2020-01-01') },
      });
      const { body } = await t.http.get(`/v1/user/${owner.user.id}/engagement-metrics`).set(t.bearer(owner.token)).expect(200);
      expect(body.profileViews).toBe(3);
      expect(await viewsOf(first)).toBe(0);
    });

    it('is a 404 across a block, whoever blocked, with the same message as a missing user, and counts no view', async () => {
      const a = await t.member();
      const b = await t.member();
      const c = await t.member();
      const missing = (await t.http.get(`/v1/profile/${MISSING_ID}`).set(t.bearer(a.token)).expect(404)).body;
      await t.prisma.block.create({ data: { blockerId: a.user.id, blockedId: b.user.id } });
      expect((await view(a, b, 404)).body.httpMessage).toBe(missing.httpMessage);
      expect((await view(b, a, 404)).body.httpMessage).toBe(missing.httpMessage);
      expect(await viewsOf(a)).toBe(0);
      expect(await viewsOf(b)).toBe(0);
      // Both still see themselves and third parties.
      await view(a, a);
      await view(b, c);
    });

    it('is a 404 for a member not enabled or a blocked account', async () => {
      const viewer = await t.member();
      const disabled = await t.member();
      const blocked = await t.member();
      const unverified = await t.signUp();
      await t.prisma.user.update({ where: { id: disabled.user.id }, data: { enabled: false } });
      await t.prisma.user.update({ where: { id: blocked.user.id }, data: { blocked: true } });
      for (const id of [disabled.user.id, blocked.user.id, unverified.user.id]) {
        const { body } = await t.http.get(`/v1/profile/${id}`).set(t.bearer(viewer.token)).expect(404);
        expect(body.httpMessage).toBe(Text.userNotFound);
      }
    });

    it('needs a token (401) and a valid id (400)', async () => {
      const m = await t.member();
      await t.http.get(`/v1/profile/${m.user.id}`).expect(401);
      const { body } = await t.http.get('/v1/profile/nope').set(t.bearer(m.token)).expect(400);
      expect(body.httpMessage).toBe('id: must be a valid id');
    });

    it('reports a pending request in the connection state', async () => {
      const a = await t.member();
      const b = await t.member();
      const [low, high] = [a.user.id, b.user.id].sort();
      const request = await t.prisma.connectionRequest.create({
        data: { requesterId: a.user.id, addresseeId: b.user.id, pairKey: `${low}:${high}` },
      });
      expect((await view(a, b)).body.connection).toMatchObject({ isRequesting: true, isPending: false, requestId: request.id });
      expect((await view(b, a)).body.connection).toMatchObject({ isRequesting: false, isPending: true, requestId: request.id });
    });
  });

  describe('PUT /v1/user/:id/profile', () => {
    it("updates fields, toggles and hiddenFromSuggestions partially and returns the owner's view", async () => {
      const m = await t.member();
      await fill(m, { ...DETAILS, website: 'https://ada.example.test' });
      const { body } = await fill(m, { headline: '  Trimmed  ', aboutMe: '', showGoals: false, hiddenFromSuggestions: true });
      expect(body).toMatchObject({
        headline: 'Trimmed',
        aboutMe: null,
        companyName: 'Acme',
        website: 'https://ada.example.test',
        goals: 'Find a mentor',
        isOwner: true,
        connection: null,
        hiddenFromSuggestions: true,
        visibility: { showCountry: true, showProvince: true, showCity: true, showGoals: false, showResume: true },
      });
      const row = await t.prisma.profile.findUniqueOrThrow({ where: { userId: m.user.id } });
      expect(row).toMatchObject({ headline: 'Trimmed', aboutMe: null, showGoals: false, hiddenFromSuggestions: true });
      // search_text stays the triggers' business and follows the change.
      expect(row.searchText).toContain('trimmed');
    });

    it.each([
      [{}, 'body: must change at least one field'],
      [{ website: 'not a url' }, 'website: must be a URL starting with http:// or https://'],
      [{ website: 'javascript:alert(1)' }, 'website: must be a URL starting with http:// or https://'],
      [{ headline: 'x'.repeat(PROFILE_LIMITS.headline + 1) }, `headline: must be at most ${PROFILE_LIMITS.headline} characters`],
      [{ showCity: 'no' }, 'showCity: must be true or false'],
      [{ hiddenFromSuggestions: 1 }, 'hiddenFromSuggestions: must be true or false'],
      [{ firstName: 'Names go to PUT /user/:id' }, 'body: Unrecognized key: "firstName"'],
      [{ searchText: 'x' }, 'body: Unrecognized key: "searchText"'],
    ])('rejects %j with a 400 naming the field', async (update, message) => {
      const m = await t.member();
      const { body } = await t.http.put(`/v1/user/${m.user.id}/profile`).set(t.bearer(m.token)).send(update).expect(400);
      expect(body.httpMessage).toBe(message);
    });

    it("refuses another member's profile (403) and no token (401)", async () => {
      const a = await t.member();
      const b = await t.member();
      await t.http.put(`/v1/user/${a.user.id}/profile`).set(t.bearer(b.token)).send({ headline: 'Mallory' }).expect(403);
      await t.http.put(`/v1/user/${a.user.id}/profile`).send({ headline: 'Mallory' }).expect(401);
      expect((await t.prisma.profile.findUniqueOrThrow({ where: { userId: a.user.id } })).headline).toBeNull();
    });
  });

  describe('experiences', () => {
    const base = (m: TestMember) => `/v1/user/${m.user.id}`;

    const add = (m: TestMember, body: Record<string, unknown>) =>
      t.http
        .post(`${base(m)}/experiences`)
        .set(t.bearer(m.token))
        .send(body)
        .expect(200);

    it('lists the current ones first, then by end and start date, latest first; adds, edits and removes', async () => {
      const m = await t.member();
      const full = {
        title: 'CTO',
        companyName: 'Acme',
        location: 'Toronto',
        startDate: '2021-03-01',
        endDate: '2023-06-30',
        description: 'Led it',
      };
      const { body: one } = await add(m, full);
      expect(one).toEqual([{ id: expect.any(String), ...full }]);
      await add(m, { title: 'Intern', companyName: 'Acme', startDate: '2014-06-01', endDate: '2014-09-30' });
      await add(m, { title: 'Advisor', companyName: 'Initech', startDate: '2019-01-01', endDate: '2023-06-30' });
      const { body: four } = await add(m, { title: 'Founder', companyName: 'Nexus', startDate: '2023-07-01' });
      expect(titles(four)).toEqual(['Founder', 'CTO', 'Advisor', 'Intern']);
      const intern = (four as { id: string }[])[3]!;
      const cto = (four as { id: string }[])[1]!;

      // Edit replaces the experience: optional fields left out are cleared; endDate absent = current.
      const { body: edited } = await t.http
        .put(`${base(m)}/experiences/${intern.id}`)
        .set(t.bearer(m.token))
        .send({ title: 'Mentor', companyName: 'Acme', startDate: '2024-01-01' })
        .expect(200);
      expect(edited[0]).toEqual({
        id: intern.id,
        title: 'Mentor',
        companyName: 'Acme',
        location: null,
        startDate: '2024-01-01',
        endDate: null,
        description: null,
      });
      expect(titles(edited)).toEqual(['Mentor', 'Founder', 'CTO', 'Advisor']);

      const { body: removed } = await t.http
        .delete(`${base(m)}/experiences/${cto.id}`)
        .set(t.bearer(m.token))
        .expect(200);
      expect(titles(removed)).toEqual(['Mentor', 'Founder', 'Advisor']);
      expect(titles((await view(m, m)).body.experiences)).toEqual(['Mentor', 'Founder', 'Advisor']);
    });

    it('keeps to the limit when experiences are added at once', async () => {
      const m = await t.member();
      await t.prisma.experience.createMany({
        data: Array.from({ length: PROFILE_LIMITS.experiences - 2 }, (_, i) => ({
          userId: m.user.id,
          title: `E${i}`,
          companyName: 'Acme',
          startDate: new Date('2020-01-01'),
        })),
      });
      const statuses = await Promise.all(
        ['1', '2', '3', '4', '5'].map(
          async (title) =>
            (
              await t.http
                .post(`${base(m)}/experiences`)
                .set(t.bearer(m.token))
                .send({ title, companyName: 'Acme', startDate: '2020-01-01' })
            ).status,
        ),
      );
      expect(statuses.sort()).toEqual([200, 200, 400, 400, 400]);
      expect(await t.prisma.experience.count({ where: { userId: m.user.id } })).toBe(PROFILE_LIMITS.experiences);
    });

    it(`refuses more than ${PROFILE_LIMITS.experiences} experiences`, async () => {
      const m = await t.member();
      await t.prisma.experience.createMany({
        data: Array.from({ length: PROFILE_LIMITS.experiences }, (_, i) => ({
          userId: m.user.id,
          title: `E${i}`,
          companyName: 'Acme',
          startDate: new Date('2020-01-01'),
        })),
      });
      const { body } = await addExperience(m, 'One too many', 400);
      expect(body.httpMessage).toMatch(/^experiences: /);
      expect(await t.prisma.experience.count({ where: { userId: m.user.id } })).toBe(PROFILE_LIMITS.experiences);
    });

    it.each([
      [{ companyName: 'Acme', startDate: '2020-01-01' }, 'title: must be text'],
      [{ title: ' ', companyName: 'Acme', startDate: '2020-01-01' }, 'title: must not be empty'],
      [{ title: 'A', companyName: 'Acme', startDate: '2020-13-01' }, 'startDate: must be a date (YYYY-MM-DD)'],
      [
        { title: 'A', companyName: 'Acme', startDate: '2020-01-01', endDate: '2019-01-01' },
        'endDate: must not be before the start date',
      ],
      [{ title: 'A', companyName: 'Acme', startDate: '2020-01-01', position: 3 }, 'body: Unrecognized key: "position"'],
    ])('rejects the experience %j with a 400 naming the field', async (experience, message) => {
      const m = await t.member();
      const { body } = await t.http
        .post(`${base(m)}/experiences`)
        .set(t.bearer(m.token))
        .send(experience)
        .expect(400);
      expect(body.httpMessage).toBe(message);
      expect(await t.prisma.experience.count({ where: { userId: m.user.id } })).toBe(0);
    });

    it("cannot touch another member's experiences: 403 on their path, 404 under one's own", async () => {
      const owner = await t.member();
      const other = await t.member();
      const {
        body: [experience],
      } = await addExperience(owner, 'Mine');
      const edit = { title: 'Hacked', companyName: 'Evil', startDate: '2020-01-01' };
      await t.http
        .put(`${base(owner)}/experiences/${experience.id}`)
        .set(t.bearer(other.token))
        .send(edit)
        .expect(403);
      await t.http
        .delete(`${base(owner)}/experiences/${experience.id}`)
        .set(t.bearer(other.token))
        .expect(403);
      await t.http
        .post(`${base(owner)}/experiences`)
        .set(t.bearer(other.token))
        .send(edit)
        .expect(403);
      const put = await t.http
        .put(`${base(other)}/experiences/${experience.id}`)
        .set(t.bearer(other.token))
        .send(edit)
        .expect(404);
      expect(put.body.httpMessage).toBe('Experience not found');
      await t.http
        .delete(`${base(other)}/experiences/${experience.id}`)
        .set(t.bearer(other.token))
        .expect(404);
      await t.http
        .post(`${base(owner)}/experiences`)
        .send(edit)
        .expect(401);
      expect(await t.prisma.experience.findUniqueOrThrow({ where: { id: experience.id } })).toMatchObject({
        userId: owner.user.id,
        title: 'Mine',
      });
    });
  });

  describe('GET /v1/user/:id/engagement-metrics', () => {
    it('counts viewer-days, connections and followers (connections plus requests received)', async () => {
      const m = await t.member();
      const [friend, asker, asked] = await Promise.all([t.member(), t.member(), t.member()]);
      const pair = (x: string, y: string) => [x, y].sort().join(':');
      await t.prisma.connection.createMany({
        data: [
          { userId: m.user.id, connectedUserId: friend.user.id },
          { userId: friend.user.id, connectedUserId: m.user.id },
        ],
      });
      await t.prisma.connectionRequest.create({
        data: { requesterId: asker.user.id, addresseeId: m.user.id, pairKey: pair(asker.user.id, m.user.id) },
      });
      // A request m sent is not a follower.
      await t.prisma.connectionRequest.create({
        data: { requesterId: m.user.id, addresseeId: asked.user.id, pairKey: pair(asked.user.id, m.user.id) },
      });
      await view(friend, m);
      await view(asker, m);
      await view(asker, m);
      const { body } = await t.http.get(`/v1/user/${m.user.id}/engagement-metrics`).set(t.bearer(m.token)).expect(200);
      expect(body).toEqual({ profileViews: 2, connections: 1, followers: 2 });
    });

    it("refuses another member's metrics (403) and no token (401)", async () => {
      const a = await t.member();
      const b = await t.member();
      await t.http.get(`/v1/user/${a.user.id}/engagement-metrics`).set(t.bearer(b.token)).expect(403);
      await t.http.get(`/v1/user/${a.user.id}/engagement-metrics`).expect(401);
    });
  });

  describe('GET /v1/user/:id/peer-to-peer-qr-code', () => {
    it('returns the connect URL and an SVG QR code that decodes to it', async () => {
      const m = await t.member();
      const { body } = await t.http.get(`/v1/user/${m.user.id}/peer-to-peer-qr-code`).set(t.bearer(m.token)).expect(200);
      expect(body.url).toBe(`${t.config.appUrl}/connect/${m.user.id}`);
      expect(body.svg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
      expect(decodeQrSvg(body.svg)).toBe(body.url);
    });

    it("refuses another member's code (403) and no token (401)", async () => {
      const a = await t.member();
      const b = await t.member();
      await t.http.get(`/v1/user/${a.user.id}/peer-to-peer-qr-code`).set(t.bearer(b.token)).expect(403);
      await t.http.get(`/v1/user/${a.user.id}/peer-to-peer-qr-code`).expect(401);
    });
  });
});
