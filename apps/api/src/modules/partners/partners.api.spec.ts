import { randomUUID } from 'node:crypto';
import { CLIENT_KEY_HEADER, ErrorCode, PARTNER_FUNCTIONS, PartnerFunction, Role, Text } from '@nexus/contracts';
import { startTestApp, TEST_PASSWORD, type TestApp } from '../../platform/testing/test-app';

const CODE = /verification code is (\d{6})/;
const MISSING = '00000000-0000-4000-8000-000000000000';

describe('partner organisations', () => {
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp()));
  afterAll(() => t.close());

  const orgName = (label = 'Org') => `${label} ${randomUUID().slice(0, 8)}`;
  const signUpBody = (over: Record<string, unknown> = {}) => ({
    name: orgName(),
    username: t.email('admin'),
    password: TEST_PASSWORD,
    firstName: 'Ada',
    lastName: 'Admin',
    ...over,
  });

  /** A verified partner admin (the Owners group of POST user), with a fresh organisation. */
  async function owner(type: 'corporate' | 'community' = 'corporate') {
    return t.member({
      role: Role.Partner,
      partner: { name: orgName(), type, ...(type === 'corporate' ? { packageType: 'basic' } : {}) },
    });
  }

  /** The functions the user holds for the partner through enabled groups. */
  async function functionsOf(userId: string, partnerId: string) {
    const grants = await t.prisma.userRoleFunction.findMany({
      where: { role: { partnerId, disabled: false, members: { some: { userId } } } },
      include: { function: true },
    });
    return grants.map((g) => g.function.name).sort();
  }

  /** Another verified user of the partner, in a group granting `fns` (disabled if asked), or in none. */
  async function colleague(partnerId: string, fns: PartnerFunction[] = [], disabled = false) {
    const m = await t.member();
    await t.prisma.user.update({ where: { id: m.user.id }, data: { partnerId, role: Role.Partner } });
    if (fns.length > 0 || disabled) {
      const functions = await t.prisma.function.findMany({ where: { name: { in: fns } } });
      await t.prisma.adminRole.create({
        data: {
          name: `Group ${randomUUID().slice(0, 6)}`,
          partnerId,
          disabled,
          members: { create: { userId: m.user.id, partnerId } },
          functions: { create: functions.map((f) => ({ functionId: f.id, partnerId })) },
        },
      });
    }
    return m;
  }

  describe('POST /v1/partner-profile/type/:type (sign-up)', () => {
    it('creates the corporate partner, its first admin in an Owners group with every function, a session and the mail', async () => {
      const body = signUpBody({ packageType: 'growth' });
      const res = await t.http.post('/v1/partner-profile/type/corporate').set(t.key).send(body).expect(200);
      expect(res.body.partner).toEqual({
        id: expect.any(String),
        name: body.name,
        email: body.username,
        type: 'corporate',
        packageType: 'growth',
        welcomed: false,
      });
      expect(res.body.user).toMatchObject({
        username: body.username,
        role: Role.Partner,
        partnerId: res.body.partner.id,
        enabled: false,
        isOnBoarded: false,
        firstName: 'Ada',
        lastName: 'Admin',
      });
      expect(await t.mailbox.find(body.username, CODE)).toMatch(/^\d{6}$/);
      const groups = await t.prisma.adminRole.findMany({ where: { partnerId: res.body.partner.id }, include: { members: true } });
      expect(groups).toHaveLength(1);
      expect(groups[0]).toMatchObject({ name: 'Owners', disabled: false, createdBy: res.body.user.id });
      expect(groups[0]!.members.map((m) => m.userId)).toEqual([res.body.user.id]);
      expect(await functionsOf(res.body.user.id, res.body.partner.id)).toEqual([...PARTNER_FUNCTIONS].sort());
      // The session works (verification is the next step).
      await t.http.get(`/v1/user/${res.body.user.id}`).set(t.bearer(res.body.session.accessToken)).expect(200);
    });

    it('signs up a community partner without a package', async () => {
      const res = await t.http.post('/v1/partner-profile/type/community').set(t.key).send(signUpBody()).expect(200);
      expect(res.body.partner).toMatchObject({ type: 'community', packageType: null });
    });

    it('POST user with a partner body makes the Owners group through the same path', async () => {
      const { user } = await t.signUp({ role: Role.Partner, partner: { name: orgName(), type: 'community' } });
      expect(await functionsOf(user.id, user.partnerId!)).toEqual([...PARTNER_FUNCTIONS].sort());
    });

    it('refuses a taken organisation name (any case) and a taken e-mail with a 409 naming which, writing nothing', async () => {
      const first = signUpBody({ packageType: 'basic' });
      await t.http.post('/v1/partner-profile/type/corporate').set(t.key).send(first).expect(200);
      const [sameNameBody, sameEmailBody] = [
        signUpBody({ name: first.name.toUpperCase() }),
        signUpBody({ username: first.username }),
      ];
      const sameName = await t.http.post('/v1/partner-profile/type/community').set(t.key).send(sameNameBody).expect(409);
      expect(sameName.body).toMatchObject({
        code: 'CONFLICT',
        httpMessage: Text.organisationNameTaken,
        issues: [{ field: 'name', message: Text.organisationNameTaken }],
      });
      const sameEmail = await t.http.post('/v1/partner-profile/type/community').set(t.key).send(sameEmailBody).expect(409);
      expect(sameEmail.body).toMatchObject({ httpMessage: Text.emailTaken, issues: [{ field: 'username' }] });
      // Only the first organisation exists under any of the three names (other tests create partners meanwhile).
      const named = [first.name, sameNameBody.name, sameEmailBody.name].map((name) => ({
        name: { equals: name, mode: 'insensitive' as const },
      }));
      expect(await t.prisma.partner.count({ where: { OR: named } })).toBe(1);
      const viaUser = await t.http
        .post('/v1/user')
        .set(t.key)
        .send({
          username: t.email(),
          password: TEST_PASSWORD,
          role: Role.Partner,
          partner: { name: first.name, type: 'community' },
        })
        .expect(409);
      expect(viaUser.body.issues).toEqual([{ field: 'partner.name', message: Text.organisationNameTaken }]);
    });

    it('refuses bad input (400 naming the field) and no key (401)', async () => {
      const cases: [string, Record<string, unknown>, string][] = [
        ['corporate', signUpBody(), `packageType: ${Text.packageTypeRequired}`],
        ['community', signUpBody({ packageType: 'basic' }), `packageType: ${Text.packageTypeOnlyCorporate}`],
        ['enterprise', signUpBody(), 'type: must be one of community, corporate, recruit'],
        ['community', signUpBody({ username: 'nope' }), 'username: must be a valid e-mail address'],
        ['community', signUpBody({ name: '' }), 'name: must not be empty'],
        ['community', signUpBody({ firstName: undefined }), 'firstName: must be text'],
      ];
      for (const [type, body, message] of cases) {
        const res = await t.http.post(`/v1/partner-profile/type/${type}`).set(t.key).send(body).expect(400);
        expect(res.body.httpMessage).toBe(message);
      }
      await t.http.post('/v1/partner-profile/type/community').send(signUpBody()).expect(401);
    });
  });

  describe('GET and POST /v1/partner-profile/:id, GET /v1/partner-profile/name/:name', () => {
    it('answers the company page with the client key, and with a token whether the caller follows', async () => {
      const o = await owner('community');
      const fan = await t.member();
      await t.http.post(`/v1/partner-followers/${o.user.partnerId}/${fan.user.id}`).set(t.bearer(fan.token)).expect(200);
      const { body } = await t.http.get(`/v1/partner-profile/${o.user.partnerId}`).set(t.key).expect(200);
      expect(body).toMatchObject({
        id: o.user.partnerId,
        type: 'community',
        logo: null,
        about: null,
        followerCount: 1,
        isFollowing: false,
        followId: null,
      });
      const mine = await t.http.get(`/v1/partner-profile/${o.user.partnerId}`).set(t.key).set(t.bearer(fan.token)).expect(200);
      expect(mine.body).toMatchObject({ isFollowing: true, followId: expect.any(String), followerCount: 1 });
      const posted = await t.http.post(`/v1/partner-profile/${o.user.partnerId}`).set(t.key).expect(200);
      expect(posted.body).toEqual(body);
      const named = await t.http
        .get(`/v1/partner-profile/name/${encodeURIComponent(body.name.toLowerCase())}`)
        .set(t.bearer(fan.token));
      expect(named.status).toBe(200);
      expect(named.body).toEqual(mine.body);
    });

    it('§7 lists GET partner-profile/{id} with a bearer token and with KEY: either one, or both, answers', async () => {
      const o = await owner('community');
      const fan = await t.member();
      await t.http.post(`/v1/partner-followers/${o.user.partnerId}/${fan.user.id}`).set(t.bearer(fan.token)).expect(200);
      const path = `/v1/partner-profile/${o.user.partnerId}`;
      const bearerOnly = await t.http.get(path).set(t.bearer(fan.token)).expect(200);
      expect(bearerOnly.body).toMatchObject({ id: o.user.partnerId, isFollowing: true, followerCount: 1 });
      const both = await t.http.get(path).set(t.key).set(t.bearer(fan.token)).expect(200);
      expect(both.body).toEqual(bearerOnly.body);
      const keyOnly = await t.http.get(path).set(t.key).expect(200);
      expect(keyOnly.body).toMatchObject({ isFollowing: false, followId: null });
      // Neither: the key error; a wrong key is no key; a bad token without the key is the token's error.
      expect((await t.http.get(path).expect(401)).body.code).toBe(ErrorCode.InvalidClientKey);
      expect((await t.http.get(path).set(CLIENT_KEY_HEADER, 'not-the-key').expect(401)).body.code).toBe(
        ErrorCode.InvalidClientKey,
      );
      expect((await t.http.get(path).set(t.bearer('not-a-token')).expect(401)).body.code).toBe(ErrorCode.InvalidAccessToken);
      // With a wrong key, a signed-in user still gets through as a user.
      await t.http.get(path).set(CLIENT_KEY_HEADER, 'not-the-key').set(t.bearer(fan.token)).expect(200);
    });

    it('needs the key or a token (401), a valid id (400) and an existing partner (404)', async () => {
      const m = await t.member();
      await t.http.get(`/v1/partner-profile/${MISSING}`).expect(401);
      await t.http.post(`/v1/partner-profile/${MISSING}`).expect(401);
      await t.http.get('/v1/partner-profile/name/Anything').expect(401);
      await t.http.get('/v1/partner-profile/abc').set(t.key).expect(400);
      await t.http.post('/v1/partner-profile/abc').set(t.key).expect(400);
      const missing = await t.http.get(`/v1/partner-profile/${MISSING}`).set(t.key).expect(404);
      expect(missing.body.httpMessage).toBe(Text.companyNotFound);
      await t.http.post(`/v1/partner-profile/${MISSING}`).set(t.key).expect(404);
      await t.http
        .get(`/v1/partner-profile/name/${orgName('Nobody')}`)
        .set(t.bearer(m.token))
        .expect(404);
      const blank = await t.http.get('/v1/partner-profile/name/%20%20').set(t.bearer(m.token)).expect(400);
      expect(blank.body.httpMessage).toBe('name: must not be empty');
    });
  });

  describe('PUT /v1/partner-profile/:id', () => {
    const page = {
      about: 'We build bridges.',
      website: 'https://bridges.example',
      logo: 'https://cdn.example/logo.png',
      banner: 'https://cdn.example/banner.jpg',
      industry: 'Construction',
      size: '51-200',
      location: 'Lagos, Nigeria',
    };

    it('lets an admin holding EDIT_COMPANY_PAGE edit the page; blank clears a field; a left-out field stays', async () => {
      const o = await owner();
      const res = await t.http.put(`/v1/partner-profile/${o.user.partnerId}`).set(t.bearer(o.token)).send(page).expect(200);
      expect(res.body).toMatchObject({ ...page, followerCount: 0 });
      const editor = await colleague(o.user.partnerId!, [PartnerFunction.EditCompanyPage]);
      const next = await t.http
        .put(`/v1/partner-profile/${o.user.partnerId}`)
        .set(t.bearer(editor.token))
        .send({ about: '  ', location: null })
        .expect(200);
      expect(next.body).toMatchObject({ about: null, location: null, website: page.website, size: '51-200' });
      const renamed = orgName('Renamed');
      await t.http.put(`/v1/partner-profile/${o.user.partnerId}`).set(t.bearer(o.token)).send({ name: renamed }).expect(200);
      expect((await t.prisma.partner.findUniqueOrThrow({ where: { id: o.user.partnerId! } })).name).toBe(renamed);
    });

    it('refuses bad fields (400), a taken name (409), no token (401) and an unknown partner (404)', async () => {
      const o = await owner();
      const other = await owner();
      const put = (body: object) => t.http.put(`/v1/partner-profile/${o.user.partnerId}`).set(t.bearer(o.token)).send(body);
      expect((await put({ website: 'javascript:alert(1)' }).expect(400)).body.httpMessage).toBe(
        'website: must be a web address starting with https://',
      );
      expect((await put({ size: 'huge' }).expect(400)).body.httpMessage).toMatch(/^size: must be one of 1-10/);
      expect((await put({ about: 'x'.repeat(2001) }).expect(400)).body.httpMessage).toBe(
        'about: must be at most 2000 characters',
      );
      expect((await put({ welcomed: true }).expect(400)).body.issues[0].field).toBe('body');
      const taken = await put({
        name: (await t.prisma.partner.findUniqueOrThrow({ where: { id: other.user.partnerId! } })).name,
      });
      expect(taken.status).toBe(409);
      expect(taken.body.issues).toEqual([{ field: 'name', message: Text.organisationNameTaken }]);
      await t.http.put(`/v1/partner-profile/${o.user.partnerId}`).send({ about: 'x' }).expect(401);
      await t.http.put(`/v1/partner-profile/${MISSING}`).set(t.bearer(o.token)).send({ about: 'x' }).expect(404);
      await t.http.put('/v1/partner-profile/abc').set(t.bearer(o.token)).send({ about: 'x' }).expect(400);
    });

    it("refuses another partner's admin, a member, an admin without EDIT_COMPANY_PAGE and a disabled group (403)", async () => {
      const o = await owner();
      const stranger = await owner();
      const member = await t.member();
      const withoutFn = await colleague(o.user.partnerId!, [PartnerFunction.ManageEmployees]);
      const noGroup = await colleague(o.user.partnerId!);
      const disabled = await colleague(o.user.partnerId!, [PartnerFunction.EditCompanyPage], true);
      for (const who of [stranger, member, withoutFn, noGroup, disabled]) {
        await t.http
          .put(`/v1/partner-profile/${o.user.partnerId}`)
          .set(t.bearer(who.token))
          .send({ about: 'Hijack' })
          .expect(403);
        await t.http
          .put(`/v1/partner-profile/${o.user.partnerId}/preferences`)
          .set(t.bearer(who.token))
          .send({ a: 1 })
          .expect(403);
      }
      expect((await t.prisma.partner.findUniqueOrThrow({ where: { id: o.user.partnerId! } })).about).toBeNull();
    });
  });

  describe('PUT /v1/partner-profile/:id/preferences', () => {
    it('stores the settings as sent', async () => {
      const o = await owner();
      const settings = { showFollowers: true, digest: 'weekly', maxJobs: 5, note: null };
      const res = await t.http.put(`/v1/partner-profile/${o.user.partnerId}/preferences`).set(t.bearer(o.token)).send(settings);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ id: o.user.partnerId, preferences: settings });
    });

    it('refuses nested values (400), no token (401) and an unknown partner (404)', async () => {
      const o = await owner();
      const bad = await t.http
        .put(`/v1/partner-profile/${o.user.partnerId}/preferences`)
        .set(t.bearer(o.token))
        .send({ deep: { x: 1 } })
        .expect(400);
      expect(bad.body.httpMessage).toBe('deep: must be a boolean, number, text or null');
      await t.http.put(`/v1/partner-profile/${o.user.partnerId}/preferences`).send({}).expect(401);
      await t.http.put(`/v1/partner-profile/${MISSING}/preferences`).set(t.bearer(o.token)).send({}).expect(404);
    });
  });

  describe('PUT /v1/partner-profile/:id/user/:userId/welcome/:welcomed', () => {
    it("lets the partner's own user mark the welcome seen", async () => {
      const { user, token } = await owner();
      const { body } = await t.http
        .put(`/v1/partner-profile/${user.partnerId}/user/${user.id}/welcome/true`)
        .set(t.bearer(token))
        .expect(200);
      expect(body.welcomed).toBe(true);
    });

    it('refuses another partner (403), another user (403), no token (401) and a bad flag (400)', async () => {
      const a = await owner('community');
      const b = await owner('community');
      await t.http
        .put(`/v1/partner-profile/${a.user.partnerId}/user/${b.user.id}/welcome/true`)
        .set(t.bearer(b.token))
        .expect(403);
      await t.http
        .put(`/v1/partner-profile/${a.user.partnerId}/user/${a.user.id}/welcome/true`)
        .set(t.bearer(b.token))
        .expect(403);
      await t.http.put(`/v1/partner-profile/${a.user.partnerId}/user/${a.user.id}/welcome/true`).expect(401);
      const bad = await t.http
        .put(`/v1/partner-profile/${a.user.partnerId}/user/${a.user.id}/welcome/maybe`)
        .set(t.bearer(a.token))
        .expect(400);
      expect(bad.body.httpMessage).toBe('welcomed: must be true or false');
      expect((await t.prisma.partner.findUniqueOrThrow({ where: { id: a.user.partnerId! } })).welcomed).toBe(false);
    });
  });
});
