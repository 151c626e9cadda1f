import { Role } from '@nexus/contracts';
import { startTestApp, type TestApp } from '../testing/test-app';

describe('GET /v1/partner-profile/:id', () => {
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp()));
  afterAll(() => t.close());

  it('returns the partner organisation with the client key', async () => {
    const { user } = await t.signUp({ role: Role.Partner, partner: { name: 'Open Circle', type: 'community' } });
    const { body } = await t.http.get(`/v1/partner-profile/${user.partnerId}`).set(t.key).expect(200);
    expect(body).toEqual({ id: user.partnerId, name: 'Open Circle', email: user.username, type: 'community', packageType: null, welcomed: false });
  });

  it('needs the key (401), a valid id (400) and an existing partner (404)', async () => {
    await t.http.get('/v1/partner-profile/00000000-0000-4000-8000-000000000000').expect(401);
    await t.http.get('/v1/partner-profile/abc').set(t.key).expect(400);
    await t.http.get('/v1/partner-profile/00000000-0000-4000-8000-000000000000').set(t.key).expect(404);
  });
});
