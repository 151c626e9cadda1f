import { Role, Text } from '@nexus/contracts';
import { startTestApp, type TestApp } from '../../platform/testing/test-app';

describe('users', () => {
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp()));
  afterAll(() => t.close());

  describe('GET /v1/user/:id', () => {
    it('returns the signed-in user, even before verification', async () => {
      const { user, token } = await t.signUp();
      const { body } = await t.http.get(`/v1/user/${user.id}`).set(t.bearer(token)).expect(200);
      expect(body).toMatchObject({ id: user.id, username: user.username, enabled: false });
      expect(body.passwordHash).toBeUndefined();
    });

    it('says whether the member is suspended, and until when; a suspension past its date reads as over', async () => {
      const { user, token } = await t.member();
      const get = async () => (await t.http.get(`/v1/user/${user.id}`).set(t.bearer(token)).expect(200)).body;
      expect(await get()).toMatchObject({ status: 'active', suspendedUntil: null });
      const until = new Date(Date.now() + 3 * 86_400_000);
      await t.prisma.user.update({ where: { id: user.id }, data: { suspendedAt: new Date(), suspendedUntil: until } });
      expect(await get()).toMatchObject({ status: 'suspended', suspendedUntil: until.toISOString() });
      await t.prisma.user.update({ where: { id: user.id }, data: { suspendedUntil: null } });
      expect(await get()).toMatchObject({ status: 'suspended', suspendedUntil: null });
      await t.prisma.user.update({ where: { id: user.id }, data: { suspendedUntil: new Date(Date.now() - 1000) } });
      expect(await get()).toMatchObject({ status: 'active', suspendedUntil: null });
    });

    it("refuses another member's user (403), no token (401) and a malformed id (400)", async () => {
      const a = await t.member();
      const b = await t.member();
      await t.http.get(`/v1/user/${a.user.id}`).set(t.bearer(b.token)).expect(403);
      await t.http.get(`/v1/user/${a.user.id}`).expect(401);
      const { body } = await t.http.get('/v1/user/not-a-uuid').set(t.bearer(a.token)).expect(403);
      expect(body.code).toBe('FORBIDDEN');
    });
  });

  describe('GET /v1/user/any/:id', () => {
    it('returns public fields only, with the client key', async () => {
      const { user } = await t.member({ firstName: 'Grace', lastName: 'Hopper' });
      const { body } = await t.http.get(`/v1/user/any/${user.id}`).set(t.key).expect(200);
      expect(body).toEqual({
        id: user.id,
        firstName: 'Grace',
        lastName: 'Hopper',
        image: null,
        role: Role.Member,
        partnerId: null,
      });
    });

    it('needs the key (401), a valid id (400) and an existing, enabled user (404)', async () => {
      const { user } = await t.member();
      const unverified = await t.signUp();
      await t.http.get(`/v1/user/any/${user.id}`).expect(401);
      expect((await t.http.get('/v1/user/any/nope').set(t.key).expect(400)).body.httpMessage).toBe('id: must be a valid id');
      await t.http.get(`/v1/user/any/${unverified.user.id}`).set(t.key).expect(404);
      await t.http.get('/v1/user/any/00000000-0000-4000-8000-000000000000').set(t.key).expect(404);
    });
  });

  describe('PUT /v1/user/:id', () => {
    it('updates names and image', async () => {
      const { user, token } = await t.member();
      const { body } = await t.http
        .put(`/v1/user/${user.id}`)
        .set(t.bearer(token))
        .send({ firstName: '  Katherine ', image: 'https://images.example.test/k.png' })
        .expect(200);
      expect(body).toMatchObject({ firstName: 'Katherine', image: 'https://images.example.test/k.png' });
    });

    it.each([
      [{}, 'body: must change at least one field'],
      [{ firstName: '' }, 'firstName: must not be empty'],
      [{ image: 'not a url' }, 'image: must be a URL'],
      [{ role: 'ADMIN' }, 'body: Unrecognized key: "role"'],
    ])('rejects %j with a 400 naming the field', async (update, message) => {
      const { user, token } = await t.member();
      const { body } = await t.http.put(`/v1/user/${user.id}`).set(t.bearer(token)).send(update).expect(400);
      expect(body.httpMessage).toBe(message);
      expect((await t.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).role).toBe(Role.Member);
    });

    it('cannot change another member (403) or act before verifying the e-mail (403)', async () => {
      const a = await t.member();
      const b = await t.member();
      await t.http.put(`/v1/user/${a.user.id}`).set(t.bearer(b.token)).send({ firstName: 'Mallory' }).expect(403);
      await t.http.put(`/v1/user/${a.user.id}`).send({ firstName: 'Mallory' }).expect(401);
      expect((await t.prisma.user.findUniqueOrThrow({ where: { id: a.user.id } })).firstName).not.toBe('Mallory');
      const unverified = await t.signUp();
      const { body } = await t.http
        .put(`/v1/user/${unverified.user.id}`)
        .set(t.bearer(unverified.token))
        .send({ firstName: 'Eve' })
        .expect(403);
      expect(body.httpMessage).toBe(Text.notVerified);
    });
  });

  describe('welcome', () => {
    it('PUT /v1/user/:id/welcome marks the welcome seen', async () => {
      const { user, token } = await t.member();
      expect((await t.http.put(`/v1/user/${user.id}/welcome`).set(t.bearer(token)).expect(200)).body.welcomed).toBe(true);
    });

    it("refuses another member's welcome", async () => {
      const a = await t.member();
      const b = await t.member();
      await t.http.put(`/v1/user/${a.user.id}/welcome`).set(t.bearer(b.token)).expect(403);
      await t.http.put(`/v1/user/${a.user.id}/welcome`).expect(401);
    });
  });
});
