import { type RouteContract, routes, toOpenApiPath } from '@nexus/contracts';
import { startTestApp, type TestApp } from '../testing/test-app';

describe('the HTTP pipeline', () => {
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp()));
  afterAll(() => t.close());

  it('reports health with the database reachable', async () => {
    await t.http.get('/v1/health').expect(200, { status: 'ok', database: 'up' });
  });

  it('gives the web app its deployment settings without credentials', async () => {
    const { body } = await t.http.get('/v1/app/config').expect(200);
    expect(body).toEqual({ environment: 'test', marketingSiteUrl: t.config.marketingSiteUrl, clientKey: t.config.clientKey });
  });

  it('publishes an OpenAPI document with every route of the contracts, and a docs page', async () => {
    const { body } = await t.http.get('/v1/openapi.json').expect(200);
    const all = Object.values(routes).flatMap((group) => Object.values(group)) as RouteContract[];
    for (const route of all) {
      expect(body.paths[`/v1${toOpenApiPath(route.path)}`]?.[route.method.toLowerCase()]).toBeDefined();
    }
    const login = body.paths['/v1/user/login'].put;
    expect(login.requestBody.content['application/json'].schema.required).toEqual(['username', 'password', 'role']);
    const docs = await t.http.get('/v1/docs/').expect(200);
    expect(docs.text).toContain('swagger-ui');
  });

  it('answers unknown API paths with the error shape and 404', async () => {
    const { body } = await t.http.get('/v1/no-such-thing').expect(404);
    expect(body).toMatchObject({ statusCode: 404, code: 'ROUTE_NOT_FOUND', httpMessage: 'Not found' });
  });

  it('rejects malformed JSON with a 400 that names the body', async () => {
    const { body } = await t.http.put('/v1/user/login').set('content-type', 'application/json').send('{"username":').expect(400);
    expect(body).toMatchObject({ code: 'MALFORMED_JSON', httpMessage: 'body: must be valid JSON' });
  });

  it('rejects bodies over the limit with 413', async () => {
    const { body } = await t.http
      .put('/v1/user/login')
      .set('content-type', 'application/json')
      .send(JSON.stringify({ username: 'x'.repeat(2 * 1024 * 1024) }))
      .expect(413);
    expect(body).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', httpMessage: 'PayloadTooLargeError' });
  });

  it('sets security headers', async () => {
    const response = await t.http.get('/v1/health');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-powered-by']).toBeUndefined();
  });
});
