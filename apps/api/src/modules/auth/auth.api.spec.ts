import { randomUUID } from 'node:crypto';
import { ErrorCode, PASSWORD_RULES, REFRESH_TOKEN_COOKIE, Role, Text, UnauthorizedMessage } from '@nexus/contracts';
import jwt from 'jsonwebtoken';
import { refreshCookieOf, startTestApp, TEST_PASSWORD, type TestApp } from '../../platform/testing/test-app';

const CODE = /verification code is (\d{6})/;
const LINK_TOKEN = /\/\?token=([A-Za-z0-9_-]+)/;
const RESET_TOKEN = /reset-password\?token=([A-Za-z0-9_-]+)/;

describe('accounts and sessions', () => {
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp()));
  afterAll(() => t.close());

  const login = (username: string, password = TEST_PASSWORD, role: string = Role.Member) =>
    t.http.put('/v1/user/login').send({ username, password, role });

  describe('POST /v1/user (sign-up)', () => {
    it('creates a disabled credentials account, returns user and session, and mails a code', async () => {
      const username = t.email('New.Person');
      const response = await t.http
        .post('/v1/user')
        .set(t.key)
        .send({ username: `  ${username.toUpperCase()} `, password: TEST_PASSWORD, role: Role.Member, firstName: 'Ada' })
        .expect(200);
      expect(response.body.user).toMatchObject({
        username: username.toLowerCase(),
        enabled: false,
        authType: 'creds',
        isOnBoarded: false,
        role: Role.Member,
        firstName: 'Ada',
      });
      expect(response.body.user.passwordHash).toBeUndefined();
      expect(response.body.session.accessToken).toEqual(expect.any(String));
      expect(refreshCookieOf(response.headers)).toBeDefined();
      expect(await t.mailbox.find(username, CODE)).toMatch(/^\d{6}$/);
      const stored = await t.prisma.user.findUniqueOrThrow({ where: { username: username.toLowerCase() } });
      expect(stored.passwordHash).toMatch(/^\$2b\$12\$/);
    });

    it('creates the partner organisation with a partner account, atomically', async () => {
      const username = t.email('partner');
      const { user } = await t.signUp({
        username,
        role: Role.Partner,
        partner: { name: 'Acme Careers', type: 'corporate', packageType: 'gold' },
      });
      const partner = await t.prisma.partner.findUniqueOrThrow({ where: { id: user.partnerId! } });
      expect(partner).toMatchObject({ name: 'Acme Careers', type: 'corporate', packageType: 'gold', email: username });
    });

    it.each([
      [{ username: 'not-an-email' }, 'username: must be a valid e-mail address'],
      [{ password: 'short1' }, `password: ${PASSWORD_RULES}`],
      [{ password: 'nodigitshere' }, `password: ${PASSWORD_RULES}`],
      [{ role: Role.Admin }, 'role: must be one of MEMBER, PARTNER'],
      [{ role: Role.Partner }, 'partner: is required for a partner account'],
      [{ partner: { name: 'X', type: 'community' } }, 'partner: is only for partner accounts'],
    ])('rejects %j with a 400 naming the field', async (override, message) => {
      const username = t.email();
      const { body } = await t.http
        .post('/v1/user')
        .set(t.key)
        .send({ username, password: TEST_PASSWORD, role: Role.Member, ...override })
        .expect(400);
      expect(body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', httpMessage: message });
      expect(await t.prisma.user.count({ where: { username } })).toBe(0);
    });

    it('needs the client key', async () => {
      const { body } = await t.http
        .post('/v1/user')
        .send({ username: t.email(), password: TEST_PASSWORD, role: Role.Member })
        .expect(401);
      expect(body.httpMessage).toBe(Text.invalidApiKey);
    });

    it('refuses a second account for the same e-mail, whatever its case, leaving no partner behind', async () => {
      const username = t.email();
      await t.signUp({ username });
      // Named for this test alone: other test files create partners meanwhile on the same database.
      const name = `Dup ${randomUUID()}`;
      const { body } = await t.http
        .post('/v1/user')
        .set(t.key)
        .send({
          username: username.toUpperCase(),
          password: TEST_PASSWORD,
          role: Role.Partner,
          partner: { name, type: 'community' },
        })
        .expect(409);
      expect(body.httpMessage).toBe(Text.emailTaken);
      expect(await t.prisma.partner.count({ where: { name } })).toBe(0);
    });
  });

  describe('PUT /v1/user/:id/verify', () => {
    it('enables the account with the mailed code, and refuses wrong codes', async () => {
      const { user, token } = await t.signUp();
      const code = await t.mailbox.find(user.username, CODE);
      const wrong = code === '000000' ? '111111' : '000000';
      const bad = await t.http.put(`/v1/user/${user.id}/verify`).set(t.bearer(token)).send({ code: wrong }).expect(400);
      expect(bad.body.httpMessage).toBe(`code: ${Text.verificationCodeInvalid}`);
      await t.http.put(`/v1/user/${user.id}/verify`).set(t.bearer(token)).send({ code: 'abc' }).expect(400);
      const { body } = await t.http.put(`/v1/user/${user.id}/verify`).set(t.bearer(token)).send({ code }).expect(200);
      expect(body.enabled).toBe(true);
    });

    it('gives up after too many wrong codes', async () => {
      const { user, token } = await t.signUp();
      const code = await t.mailbox.find(user.username, CODE);
      const wrong = code === '000000' ? '111111' : '000000';
      for (let i = 0; i < 5; i++)
        await t.http.put(`/v1/user/${user.id}/verify`).set(t.bearer(token)).send({ code: wrong }).expect(400);
      const { body } = await t.http.put(`/v1/user/${user.id}/verify`).set(t.bearer(token)).send({ code }).expect(400);
      expect(body.httpMessage).toBe(`code: ${Text.verificationCodeExpired}`);
    });

    it('resends a fresh code that replaces the old one', async () => {
      const { user, token } = await t.signUp();
      const first = await t.mailbox.find(user.username, CODE);
      await t.http.put(`/v1/user/${user.id}/verify/resend`).set(t.bearer(token)).expect(200);
      await waitFor(() => t.mailbox.count(user.username) === 2);
      const second = await t.mailbox.find(user.username, CODE);
      if (first !== second) await t.http.put(`/v1/user/${user.id}/verify`).set(t.bearer(token)).send({ code: first }).expect(400);
      await t.http.put(`/v1/user/${user.id}/verify`).set(t.bearer(token)).send({ code: second }).expect(200);
    });

    it('needs a token (401) and the caller to be that user (403)', async () => {
      const a = await t.signUp();
      const b = await t.signUp();
      await t.http.put(`/v1/user/${a.user.id}/verify`).send({ code: '123456' }).expect(401);
      await t.http.put(`/v1/user/${a.user.id}/verify`).set(t.bearer(b.token)).send({ code: '123456' }).expect(403);
      await t.http.put(`/v1/user/${a.user.id}/verify/resend`).set(t.bearer(b.token)).expect(403);
    });
  });

  describe('PUT /v1/user/login/token', () => {
    it('logs in with the mailed link once, which also verifies the e-mail', async () => {
      const { user } = await t.signUp();
      const token = await t.mailbox.find(user.username, LINK_TOKEN);
      const { body } = await t.http.put('/v1/user/login/token').send({ token }).expect(200);
      expect(body.user).toMatchObject({ id: user.id, enabled: true });
      const again = await t.http.put('/v1/user/login/token').send({ token }).expect(400);
      expect(again.body.httpMessage).toBe(Text.tokenInvalid);
      await t.http.put('/v1/user/login/token').send({}).expect(400);
    });
  });

  describe('PUT /v1/user/login', () => {
    it('logs in with the lowercased e-mail and returns user and session', async () => {
      const { user } = await t.member();
      const { body, headers } = await login(user.username.toUpperCase()).expect(200);
      expect(body.user.id).toBe(user.id);
      expect(body.session.accessToken).toEqual(expect.any(String));
      expect(refreshCookieOf(headers)).toBeDefined();
    });

    it('fails with the message in responseMessage, the same for unknown e-mails and wrong passwords', async () => {
      const { user } = await t.member();
      const wrongPassword = await login(user.username, 'wrong-password-1').expect(401);
      const unknown = await login(t.email('nobody')).expect(401);
      expect(wrongPassword.body.responseMessage).toBe(Text.invalidCredentials);
      expect(unknown.body.responseMessage).toBe(Text.invalidCredentials);
    });

    it('checks the role', async () => {
      const { user } = await t.member();
      const { body } = await login(user.username, TEST_PASSWORD, Role.Partner).expect(401);
      expect(body.responseMessage).toBe(Text.wrongRole);
    });

    it('validates its input', async () => {
      const { body } = await t.http.put('/v1/user/login').send({ username: 'someone@example.test', password: 'p' }).expect(400);
      expect(body.httpMessage).toMatch(/^role: /);
    });

    it('refuses blocked accounts and cuts their open sessions', async () => {
      const { user, token } = await t.member();
      await t.prisma.user.update({ where: { id: user.id }, data: { blocked: true } });
      expect((await login(user.username).expect(401)).body.httpMessage).toBe(Text.accountBlocked);
      expect((await t.http.get(`/v1/user/${user.id}`).set(t.bearer(token)).expect(401)).body.httpMessage).toBe(
        Text.accountBlocked,
      );
      // Its session is revoked now, and the token still says why (the web's next load shows it, §4).
      expect((await t.http.get(`/v1/user/${user.id}`).set(t.bearer(token)).expect(401)).body.code).toBe(ErrorCode.AccountBlocked);
    });

    it('forces out a user whose sign-out was requested, until they log in again', async () => {
      const { user, token } = await t.member();
      await t.prisma.user.update({ where: { id: user.id }, data: { signoutRequested: true } });
      const { body } = await t.http.get(`/v1/user/${user.id}`).set(t.bearer(token)).expect(401);
      expect(body.httpMessage).toBe(UnauthorizedMessage.sessionNotFound);
      const fresh = await login(user.username).expect(200);
      expect(fresh.body.user.signoutRequested).toBe(false);
      await t.http.get(`/v1/user/${user.id}`).set(t.bearer(fresh.body.session.accessToken)).expect(200);
      await t.http.get(`/v1/user/${user.id}`).set(t.bearer(token)).expect(401);
    });
  });

  describe('access tokens', () => {
    it('answers the exact 401 messages the web app acts on', async () => {
      const { user, entity } = await t.member();
      const noToken = await t.http.get(`/v1/user/${user.id}`).expect(401);
      expect(noToken.body.httpMessage).toBe(UnauthorizedMessage.invalidAccessToken);
      const garbage = await t.http.get(`/v1/user/${user.id}`).set(t.bearer('not.a.jwt')).expect(401);
      expect(garbage.body.httpMessage).toBe(UnauthorizedMessage.invalidAccessToken);
      const session = await t.prisma.session.findFirstOrThrow({ where: { userId: entity.id } });
      const expired = jwt.sign({ sid: session.id, exp: Math.floor(Date.now() / 1000) - 60 }, t.config.jwtSecret, {
        subject: user.id,
        issuer: 'nexus',
      });
      expect((await t.http.get(`/v1/user/${user.id}`).set(t.bearer(expired)).expect(401)).body.httpMessage).toBe(
        UnauthorizedMessage.jwtExpired,
      );
      const forged = jwt.sign({ sid: session.id }, 'another-secret-of-at-least-32-chars!!', {
        subject: user.id,
        issuer: 'nexus',
      });
      expect((await t.http.get(`/v1/user/${user.id}`).set(t.bearer(forged)).expect(401)).body.httpMessage).toBe(
        UnauthorizedMessage.invalidAccessToken,
      );
    });

    it('last one week', async () => {
      const { token } = await t.member();
      const { exp, iat } = jwt.decode(token) as { exp: number; iat: number };
      expect(exp - iat).toBe(7 * 24 * 60 * 60);
    });
  });

  describe('PUT /v1/sessions/user/refresh', () => {
    it('rotates the refresh token; reusing a spent one revokes the whole session', async () => {
      const { user, refreshCookie, token } = await t.member();
      const first = await t.http.put('/v1/sessions/user/refresh').set('Cookie', refreshCookie!).expect(200);
      const rotated = refreshCookieOf(first.headers)!;
      expect(rotated).not.toBe(refreshCookie);
      await t.http.get(`/v1/user/${user.id}`).set(t.bearer(first.body.accessToken)).expect(200);

      const reuse = await t.http.put('/v1/sessions/user/refresh').set('Cookie', refreshCookie!).expect(401);
      expect(reuse.body.httpMessage).toBe(UnauthorizedMessage.invalidRefreshToken);
      await t.http.put('/v1/sessions/user/refresh').set('Cookie', rotated).expect(401);
      for (const access of [token, first.body.accessToken]) {
        const { body } = await t.http.get(`/v1/user/${user.id}`).set(t.bearer(access)).expect(401);
        expect(body.httpMessage).toBe(UnauthorizedMessage.sessionNotFound);
      }
    });

    it('lets exactly one of two racing refreshes win', async () => {
      const { refreshCookie } = await t.member();
      const results = await Promise.all([1, 2].map(() => t.http.put('/v1/sessions/user/refresh').set('Cookie', refreshCookie!)));
      expect(results.map((r) => r.status).sort()).toEqual([200, 401]);
    });

    it('says when the cookie is missing or unknown', async () => {
      expect((await t.http.put('/v1/sessions/user/refresh').expect(401)).body.httpMessage).toBe(
        UnauthorizedMessage.missingRefreshToken,
      );
      const unknown = await t.http.put('/v1/sessions/user/refresh').set('Cookie', `${REFRESH_TOKEN_COOKIE}=nope`).expect(401);
      expect(unknown.body.httpMessage).toBe(UnauthorizedMessage.invalidRefreshToken);
    });
  });

  describe('PUT /v1/user/logout/:id', () => {
    it('ends the current session only', async () => {
      const { user, token } = await t.member();
      const other = (await login(user.username).expect(200)).body.session.accessToken as string;
      const response = await t.http.put(`/v1/user/logout/${user.id}`).set(t.bearer(token)).expect(200);
      expect(response.headers['set-cookie']?.[0]).toMatch(new RegExp(`^${REFRESH_TOKEN_COOKIE}=;`));
      expect((await t.http.get(`/v1/user/${user.id}`).set(t.bearer(token)).expect(401)).body.httpMessage).toBe(
        UnauthorizedMessage.sessionNotFound,
      );
      await t.http.get(`/v1/user/${user.id}`).set(t.bearer(other)).expect(200);
    });

    it('needs a token (401), that user (403) and a valid id (400)', async () => {
      const a = await t.member();
      const b = await t.member();
      await t.http.put(`/v1/user/logout/${a.user.id}`).expect(401);
      await t.http.put(`/v1/user/logout/${a.user.id}`).set(t.bearer(b.token)).expect(403);
      await t.http.get(`/v1/user/${b.user.id}`).set(t.bearer(b.token)).expect(200);
    });
  });

  describe('password reset', () => {
    it('gives the same answer whether or not the e-mail exists', async () => {
      const { user } = await t.member();
      const known = await t.http.put('/v1/user/reset').send({ email: user.username }).expect(200);
      const unknown = await t.http
        .put('/v1/user/reset')
        .send({ email: t.email('ghost') })
        .expect(200);
      expect(known.body).toEqual(unknown.body);
      await t.http.put('/v1/user/reset').send({ email: 'nope' }).expect(400);
    });

    it('sets a new password with the mailed link once, and ends every session', async () => {
      const { user, token } = await t.member();
      await t.http.put('/v1/user/reset').send({ email: user.username }).expect(200);
      const resetToken = await t.mailbox.find(user.username, RESET_TOKEN);
      await t.http.put('/v1/user/reset/complete').send({ token: resetToken, password: 'short' }).expect(400);
      await t.http.put('/v1/user/reset/complete').send({ token: resetToken, password: 'brand-new-pass-7' }).expect(200);
      await t.http.put('/v1/user/reset/complete').send({ token: resetToken, password: 'brand-new-pass-8' }).expect(400);
      await t.http.get(`/v1/user/${user.id}`).set(t.bearer(token)).expect(401);
      await login(user.username).expect(401);
      await login(user.username, 'brand-new-pass-7').expect(200);
    });
  });

  describe('PUT /v1/user/:id/change', () => {
    it('needs the current password, keeps this session and ends the others', async () => {
      const { user, token } = await t.member();
      const other = (await login(user.username).expect(200)).body.session.accessToken as string;
      const wrong = await t.http
        .put(`/v1/user/${user.id}/change`)
        .set(t.bearer(token))
        .send({ currentPassword: 'nope', password: 'next-password-9' })
        .expect(400);
      expect(wrong.body.issues).toEqual([{ field: 'currentPassword', message: Text.currentPasswordWrong }]);
      await t.http
        .put(`/v1/user/${user.id}/change`)
        .set(t.bearer(token))
        .send({ currentPassword: TEST_PASSWORD, password: 'weak' })
        .expect(400);
      await t.http
        .put(`/v1/user/${user.id}/change`)
        .set(t.bearer(token))
        .send({ currentPassword: TEST_PASSWORD, password: 'next-password-9' })
        .expect(200);
      await t.http.get(`/v1/user/${user.id}`).set(t.bearer(token)).expect(200);
      await t.http.get(`/v1/user/${user.id}`).set(t.bearer(other)).expect(401);
      await login(user.username, 'next-password-9').expect(200);
    });

    it("cannot change another member's password", async () => {
      const a = await t.member();
      const b = await t.member();
      await t.http
        .put(`/v1/user/${a.user.id}/change`)
        .send({ currentPassword: TEST_PASSWORD, password: 'next-password-9' })
        .expect(401);
      await t.http
        .put(`/v1/user/${a.user.id}/change`)
        .set(t.bearer(b.token))
        .send({ currentPassword: TEST_PASSWORD, password: 'next-password-9' })
        .expect(403);
      await login(a.user.username).expect(200);
    });
  });
});

async function waitFor(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
