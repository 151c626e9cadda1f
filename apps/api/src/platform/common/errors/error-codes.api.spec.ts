import {
  type ApiError,
  ERROR_HTTP_STATUS,
  ErrorCode,
  REFRESH_TOKEN_COOKIE,
  Role,
  UnauthorizedMessage,
  apiErrorSchema,
} from '@nexus/contracts';
import jwt from 'jsonwebtoken';
import { startTestApp, TEST_PASSWORD, type TestApp } from '../../testing/test-app';

/** One request down each error path: the body is contracts' ApiError, with the path's own code and status. */
describe('error codes: one per error path, in the body', () => {
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp({ trustProxy: true })));
  afterAll(() => t.close());

  const expectError = (response: { status: number; body: unknown }, code: ErrorCode) => {
    const body = apiErrorSchema.parse(response.body) as ApiError;
    expect({ status: response.status, code: body.code }).toEqual({ status: ERROR_HTTP_STATUS[code], code });
    expect(body.statusCode).toBe(response.status);
    return body;
  };

  it('400: a field that is not valid, broken JSON, a spent one-time link', async () => {
    const invalid = await t.http.put('/v1/user/login').send({ username: 'x@example.test', password: 'p' });
    expect(expectError(invalid, ErrorCode.ValidationFailed).issues?.[0]?.field).toBe('role');
    const broken = await t.http.put('/v1/user/login').set('Content-Type', 'application/json').send('{"username":');
    expect(expectError(broken, ErrorCode.MalformedJson).issues?.[0]?.field).toBe('body');
    expectError(await t.http.put('/v1/user/login/token').send({ token: 'x'.repeat(40) }), ErrorCode.InvalidToken);
  });

  it('401: each of §8’s session-ending messages has its own code', async () => {
    const { user, entity } = await t.member();
    const path = `/v1/user/${user.id}`;
    const session = await t.prisma.session.findFirstOrThrow({ where: { userId: entity.id } });
    const sign = (claims: object, secret = t.config.jwtSecret) => jwt.sign(claims, secret, { subject: user.id, issuer: 'nexus' });
    const cases: [Promise<{ status: number; body: unknown }>, ErrorCode, string][] = [
      [t.http.get(path), ErrorCode.InvalidAccessToken, UnauthorizedMessage.invalidAccessToken],
      [
        t.http.get(path).set(t.bearer(sign({ sid: session.id, exp: Math.floor(Date.now() / 1000) - 60 }))),
        ErrorCode.AccessTokenExpired,
        UnauthorizedMessage.jwtExpired,
      ],
      [
        t.http
          .get(path)
          .set(t.bearer(sign({ sid: '00000000-0000-4000-8000-000000000000', exp: Math.floor(Date.now() / 1000) + 60 }))),
        ErrorCode.SessionNotFound,
        UnauthorizedMessage.sessionNotFound,
      ],
      [t.http.put('/v1/sessions/user/refresh'), ErrorCode.MissingRefreshToken, UnauthorizedMessage.missingRefreshToken],
      [
        t.http.put('/v1/sessions/user/refresh').set('Cookie', `${REFRESH_TOKEN_COOKIE}=not-a-token`),
        ErrorCode.InvalidRefreshToken,
        UnauthorizedMessage.invalidRefreshToken,
      ],
    ];
    for (const [request, code, message] of cases) expect(expectError(await request, code).httpMessage).toBe(message);
  });

  it('401: wrong credentials, a wrong client key, a blocked account', async () => {
    const wrong = t.http.put('/v1/user/login').send({ username: t.email(), password: 'wrong-password-1', role: Role.Member });
    expectError(await wrong, ErrorCode.InvalidCredentials);
    expectError(await t.http.post('/v1/user').set('x-api-key', 'nope').send({}), ErrorCode.InvalidClientKey);
    const { user } = await t.member();
    await t.prisma.user.update({ where: { id: user.id }, data: { blocked: true } });
    const login = t.http.put('/v1/user/login').send({ username: user.username, password: TEST_PASSWORD, role: Role.Member });
    expectError(await login, ErrorCode.AccountBlocked);
  });

  it('403: another member’s resource, an unverified account', async () => {
    const [me, other] = await Promise.all([t.member(), t.member()]);
    expectError(await t.http.get(`/v1/user/${other.user.id}`).set(t.bearer(me.token)), ErrorCode.Forbidden);
    const unverified = await t.signUp();
    const path = `/v1/user/${unverified.user.id}/engagement-metrics`;
    expectError(await t.http.get(path).set(t.bearer(unverified.token)), ErrorCode.AccountNotVerified);
  });

  it('404: a missing thing, an unknown route; 409: a taken e-mail; 413: a body over the limit', async () => {
    const me = await t.member();
    const missing = t.http.get('/v1/profile/00000000-0000-4000-8000-000000000000').set(t.bearer(me.token));
    expectError(await missing, ErrorCode.NotFound);
    expectError(await t.http.get('/v1/no/such/route'), ErrorCode.RouteNotFound);
    const taken = t.http
      .post('/v1/user')
      .set(t.key)
      .send({ username: me.user.username, password: TEST_PASSWORD, role: Role.Member });
    expectError(await taken, ErrorCode.Conflict);
    const big = t.http
      .put('/v1/user/login')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ username: 'x'.repeat(2 * 1024 * 1024) }));
    expectError(await big, ErrorCode.PayloadTooLarge);
  });

  it('429: past the per-address rate limit, with Retry-After', async () => {
    const address = '203.0.113.9';
    const health = () => t.http.get('/v1/health').set('X-Forwarded-For', address);
    let response = await health();
    while (response.status === 200) response = await health();
    expectError(response, ErrorCode.RateLimited);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  });
});
