import { Role } from '@nexus/contracts';
import { startTestApp, type TestApp } from '../testing/test-app';

describe('GET /v1/partner-profile/:id', () => {
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp()));
  afterAll(() => t.close());

  it('returns the partner organisation with the client key', async () => {
    const { user } = await t.signUp({ role: Role.Partner, partner: { name: 'Open Circle', type: 'community' } });
    const { body } = await t.http.get(`/v1/partner-profile/${user.partnerId}`).set(t.key).expect(200);
    expect(body).toEqual({
      id: user.partnerId,
      name: 'Open Circle',
      email: user.username,
      type: 'community',
      packageType: null,
      welcomed: false,
    });
  });

  it('needs the key (401), a valid id (400) and an existing partner (404)', async () => {
    await t.http.get('/v1/partner-profile/00000000-0000-4000-8000-000000000000').expect(401);
    await t.http.get('/v1/partner-profile/abc').set(t.key).expect(400);
    await t.http.get('/v1/partner-profile/00000000-0000-4000-8000-000000000000').set(t.key).expect(404);
  });

  describe('PUT /v1/partner-profile/:id/user/:userId/welcome/:welcomed', () => {
    it("lets the partner's own user mark the welcome seen", async () => {
      const { user, token } = await t.member({
        role: Role.Partner,
        partner: { name: 'Welcome Co', type: 'corporate', packageType: 'basic' },
      });
      const { body } = await t.http
        .put(`/v1/partner-profile/${user.partnerId}/user/${user.id}/welcome/true`)
        .set(t.bearer(token))
        .expect(200);
      expect(body.welcomed).toBe(true);
    });

    it('refuses another partner (403), another user (403), no token (401) and a bad flag (400)', async () => {
      const a = await t.member({ role: Role.Partner, partner: { name: 'A Org', type: 'community' } });
      const b = await t.member({ role: Role.Partner, partner: { name: 'B Org', type: 'community' } });
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
