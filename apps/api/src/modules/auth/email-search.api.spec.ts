import { type ApiError, EMAIL_SEARCH_THROTTLE, ErrorCode, Role, SSO_TYPES, type SsoType, Text } from '@nexus/contracts';
import { startTestApp, TEST_PASSWORD, type TestApp } from '../../platform/testing/test-app';

let t: TestApp;
beforeAll(async () => (t = await startTestApp()));
afterAll(() => t.close());

/** An account made by a provider: no password. */
const ssoAccount = (t: TestApp, ssoType: SsoType) =>
  t.prisma.user.create({
    data: { username: t.email(ssoType), authType: 'sso', ssoType, role: Role.Member, enabled: true, isOnBoarded: true },
  });

describe('GET /user/{email}/search: how an e-mail signs in', () => {
  const search = (app: TestApp, email: string) => app.http.get(`/v1/user/${encodeURIComponent(email)}/search`).set(app.key);

  it('answers password for a password account and, alike, for an e-mail without an account', async () => {
    const { user } = await t.member();
    const known = await search(t, user.username).expect(200);
    expect(known.body).toEqual({ email: user.username, signInWith: 'password' });
    const unknown = t.email('nobody');
    expect((await search(t, unknown).expect(200)).body).toEqual({ email: unknown, signInWith: 'password' });
  });

  it('answers the provider of an account made by one, for each of the four; the e-mail is read lowercased', async () => {
    for (const type of SSO_TYPES) {
      const user = await ssoAccount(t, type);
      const { body } = await search(t, user.username.toUpperCase()).expect(200);
      expect(body).toEqual({ email: user.username, signInWith: type });
    }
  });

  it('answers password once a provider’s account has set a password', async () => {
    const user = await ssoAccount(t, 'google');
    await t.prisma.user.update({ where: { id: user.id }, data: { passwordHash: 'a-hash' } });
    expect((await search(t, user.username).expect(200)).body.signInWith).toBe('password');
  });

  it('needs the client key, and a valid e-mail (400 naming it)', async () => {
    const refused = await t.http.get(`/v1/user/${encodeURIComponent(t.email())}/search`).expect(401);
    expect((refused.body as ApiError).code).toBe(ErrorCode.InvalidClientKey);
    const bad = await search(t, 'not-an-email').expect(400);
    expect((bad.body as ApiError).issues).toEqual([{ field: 'email', message: 'must be a valid e-mail address' }]);
  });

  it('lives beside the /user/{id}/… routes: both answer', async () => {
    const member = await t.member();
    await t.http.get(`/v1/user/${member.user.id}/connections`).set(t.bearer(member.token)).expect(200);
    await search(t, member.user.username).expect(200);
    // An id is not an e-mail: the search refuses it rather than another route taking it.
    expect((await search(t, member.user.id).expect(400)).body.code).toBe(ErrorCode.ValidationFailed);
  });

  describe('rate limit per client address (contracts EMAIL_SEARCH_THROTTLE)', () => {
    let limited: TestApp;
    const limit = 3;
    beforeAll(
      async () =>
        (limited = await startTestApp({
          trustProxy: true,
          emailSearchThrottle: { perAddress: { limit, windowMs: 60_000 } },
        })),
    );
    afterAll(() => limited.close());
    const from = (address: string, email: string) => search(limited, email).set('X-Forwarded-For', address);

    it(`is ${EMAIL_SEARCH_THROTTLE.perAddress.limit} calls per ${EMAIL_SEARCH_THROTTLE.perAddress.windowMs / 60_000} minutes by default`, () => {
      expect(EMAIL_SEARCH_THROTTLE.perAddress).toEqual({ limit: 30, windowMs: 10 * 60 * 1000 });
    });

    it('answers 429 RATE_LIMITED with Retry-After past the limit, whatever the e-mails; another address goes on', async () => {
      const address = '203.0.113.41';
      for (let i = 0; i < limit; i++) await from(address, limited.email()).expect(200);
      const refused = await from(address, limited.email()).expect(429);
      expect(refused.body).toMatchObject({ code: ErrorCode.RateLimited, httpMessage: Text.tooManyRequests });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
      await from('203.0.113.42', limited.email()).expect(200);
    });
  });
});

describe('an account made by a provider, at the password login and the password reset', () => {
  const login = (username: string, password = TEST_PASSWORD) =>
    t.http.put('/v1/user/login').send({ username, password, role: Role.Member });

  it('answers USE_SINGLE_SIGN_ON naming the provider, whatever the password', async () => {
    for (const [type, name] of [
      ['google', 'Google'],
      ['apple', 'Apple'],
      ['linkedin', 'LinkedIn'],
      ['slack', 'Slack'],
    ] as const) {
      const user = await ssoAccount(t, type);
      const refused = await login(user.username).expect(401);
      expect(refused.body).toMatchObject({
        code: ErrorCode.UseSingleSignOn,
        httpMessage: `This account signs in with ${name}. Use the ${name} button, or set a password with 'Forgot password?'.`,
      });
    }
  });

  it('counts that answer like a wrong password: the lockout applies, from the limit on', async () => {
    const strict = await startTestApp({
      loginThrottle: { perAccount: { limit: 2, windowMs: 60_000 }, perAddress: { limit: 1_000_000, windowMs: 60_000 } },
    });
    try {
      const user = await ssoAccount(strict, 'slack');
      for (let i = 0; i < 2; i++) {
        const refused = await strict.http
          .put('/v1/user/login')
          .send({ username: user.username, password: 'any-guess-1', role: Role.Member });
        expect(refused.status).toBe(401);
        expect(refused.body.code).toBe(ErrorCode.UseSingleSignOn);
      }
      const locked = await strict.http
        .put('/v1/user/login')
        .send({ username: user.username, password: 'any-guess-1', role: Role.Member })
        .expect(403);
      expect(locked.body.code).toBe(ErrorCode.AccountLocked);
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await strict.close();
    }
  });

  it('gets the reset mail, sets a password with it, and then signs in with the password (still an SSO account)', async () => {
    const user = await ssoAccount(t, 'linkedin');
    const answer = await t.http.put('/v1/user/reset').send({ email: user.username }).expect(200);
    expect(answer.body.message).toBe(Text.resetMailSent);
    const token = await t.mailbox.find(user.username, /reset-password\?token=([A-Za-z0-9_-]+)/);
    await t.http.put('/v1/user/reset/complete').send({ token, password: 'my-own-password-9' }).expect(200);
    const { body } = await login(user.username, 'my-own-password-9').expect(200);
    expect(body.user).toMatchObject({ id: user.id, authType: 'sso', ssoType: 'linkedin' });
    await login(user.username, 'not-my-password-9').expect(401);
  });
});
