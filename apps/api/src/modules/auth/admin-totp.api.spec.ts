import { type ApiError, type AuthResponse, ErrorCode, Role, Text } from '@nexus/contracts';
import { generateSecret, generateSync } from 'otplib';
import { platformAdmin } from '../../platform/testing/partners';
import { refreshCookieOf, startTestApp, TEST_PASSWORD, type TestApp } from '../../platform/testing/test-app';

/** What an authenticator app shows for `secret`, `steps` 30-second steps from now. */
const codeOf = (secret: string, steps = 0) =>
  generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30, period: 30, digits: 6 });
/** A 6-digit code that is not the one of `secret` now, nor of the steps either side. */
const wrongCodeOf = (secret: string) => {
  const near = new Set([-1, 0, 1].map((steps) => codeOf(secret, steps)));
  return ['000000', '111111', '222222', '333333'].find((code) => !near.has(code))!;
};

let t: TestApp;
beforeAll(async () => (t = await startTestApp()));
afterAll(() => t.close());

const adminLogin = (app: TestApp, username: string, extra: { password?: string; otp?: string } = {}) =>
  app.http.put('/v1/user/login').send({ username, password: TEST_PASSWORD, role: Role.Admin, ...extra });

/** A platform admin whose authenticator is already set up with a known secret. */
async function adminWithTotp(app: TestApp) {
  const admin = await platformAdmin(app);
  const secret = generateSecret();
  await app.prisma.user.update({ where: { id: admin.user.id }, data: { totpSecret: secret, totpEnabledAt: new Date() } });
  return { ...admin, secret };
}

describe('a platform admin’s password sign-in takes a second factor (TOTP) where no Google or Apple client is set', () => {
  it('is on in the test configuration (no real Google or Apple client)', () => {
    expect(t.config.sso.adminPassword).toBe(true);
  });

  it('sets the authenticator up on the first sign-in, confirms it with a code, then asks for a code every time', async () => {
    const admin = await platformAdmin(t);
    const username = admin.user.username;

    // No code yet: a secret to set up, the same on a second try; no session.
    const first = await adminLogin(t, username).expect(401);
    const body = first.body as ApiError;
    expect(body).toMatchObject({ code: ErrorCode.TotpSetupRequired, httpMessage: Text.totpSetupRequired });
    expect(refreshCookieOf(first.headers)).toBeUndefined();
    const { secret, otpauthUrl } = body.totpSetup!;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const address = new URL(otpauthUrl);
    expect(address.protocol).toBe('otpauth:');
    expect(address.host).toBe('totp');
    expect(decodeURIComponent(address.pathname)).toBe(`/Nexus:${username}`);
    expect(address.searchParams.get('secret')).toBe(secret);
    expect(address.searchParams.get('issuer')).toBe('Nexus');
    const again = await adminLogin(t, username).expect(401);
    expect((again.body as ApiError).totpSetup?.secret).toBe(secret);
    // The secret is not given for a wrong password.
    const wrongPassword = await adminLogin(t, username, { password: 'wrong-password-1' }).expect(401);
    expect(wrongPassword.body).toMatchObject({ code: ErrorCode.InvalidCredentials });
    expect(wrongPassword.body).not.toHaveProperty('totpSetup');

    // A wrong code does not confirm it.
    const wrong = await adminLogin(t, username, { otp: wrongCodeOf(secret) }).expect(401);
    expect(wrong.body).toMatchObject({ code: ErrorCode.TotpInvalid, httpMessage: Text.totpInvalid });
    expect(wrong.body).not.toHaveProperty('totpSetup');
    expect((await t.prisma.user.findUniqueOrThrow({ where: { id: admin.user.id } })).totpEnabledAt).toBeNull();

    // The app's code confirms it and signs in.
    const code = codeOf(secret);
    const signedIn = await adminLogin(t, username, { otp: code }).expect(200);
    const auth = signedIn.body as AuthResponse;
    expect(auth.user).toMatchObject({ id: admin.user.id, role: Role.Admin });
    expect(Object.keys(auth.user).filter((key) => /totp/i.test(key))).toEqual([]);
    expect(refreshCookieOf(signedIn.headers)).toBeDefined();
    const stored = await t.prisma.user.findUniqueOrThrow({ where: { id: admin.user.id } });
    expect(stored.totpSecret).toBe(secret);
    expect(stored.totpEnabledAt).toBeInstanceOf(Date);

    // From now on: a code every time, and no secret handed out any more.
    const needsCode = await adminLogin(t, username).expect(401);
    expect(needsCode.body).toMatchObject({ code: ErrorCode.TotpRequired, httpMessage: Text.totpRequired });
    expect(needsCode.body).not.toHaveProperty('totpSetup');
    // The code used to confirm is spent; the next step's code (the app shows it within 30 s) is taken.
    expect((await adminLogin(t, username, { otp: code }).expect(401)).body.code).toBe(ErrorCode.TotpInvalid);
    await adminLogin(t, username, { otp: codeOf(secret, 1) }).expect(200);
    // The user as the API gives it never carries the secret.
    const me = await t.http.get(`/v1/user/${admin.user.id}`).set(t.bearer(auth.session.accessToken)).expect(200);
    expect(JSON.stringify(me.body)).not.toContain(secret);
  });

  it('accepts a code once: a replay, even racing the first use, is refused', async () => {
    const admin = await adminWithTotp(t);
    const code = codeOf(admin.secret);
    const racing = await Promise.all([
      adminLogin(t, admin.user.username, { otp: code }),
      adminLogin(t, admin.user.username, { otp: code }),
    ]);
    expect(racing.map((r) => r.status).sort()).toEqual([200, 401]);
    expect(racing.find((r) => r.status === 401)!.body.code).toBe(ErrorCode.TotpInvalid);
    expect((await adminLogin(t, admin.user.username, { otp: code }).expect(401)).body.code).toBe(ErrorCode.TotpInvalid);
  });

  it('refuses codes from outside one step either side of now', async () => {
    const admin = await adminWithTotp(t);
    // -2 and +3: a step boundary passing during the request cannot bring either into the window.
    for (const steps of [-2, 3]) {
      const refused = await adminLogin(t, admin.user.username, { otp: codeOf(admin.secret, steps) }).expect(401);
      expect(refused.body.code).toBe(ErrorCode.TotpInvalid);
    }
    await adminLogin(t, admin.user.username, { otp: codeOf(admin.secret, 1) }).expect(200);
  });

  it('asks a member for no code, and an admin signing in as a member gets the wrong-role answer', async () => {
    const member = await t.member();
    await t.http
      .put('/v1/user/login')
      .send({ username: member.user.username, password: TEST_PASSWORD, role: Role.Member })
      .expect(200);
    const admin = await adminWithTotp(t);
    const refused = await t.http
      .put('/v1/user/login')
      .send({ username: admin.user.username, password: TEST_PASSWORD, role: Role.Member, otp: codeOf(admin.secret) })
      .expect(401);
    expect(refused.body).toMatchObject({ code: ErrorCode.InvalidCredentials, httpMessage: Text.wrongRole });
  });

  it('wants six digits for a code (400 naming otp)', async () => {
    const admin = await adminWithTotp(t);
    const bad = await adminLogin(t, admin.user.username, { otp: '12345' }).expect(400);
    expect((bad.body as ApiError).issues?.map((i) => i.field)).toEqual(['otp']);
  });

  describe('wrong codes count as failed logins', () => {
    let strict: TestApp;
    beforeAll(
      async () =>
        (strict = await startTestApp({
          loginThrottle: { perAccount: { limit: 3, windowMs: 60_000 }, perAddress: { limit: 1_000_000, windowMs: 60_000 } },
        })),
    );
    afterAll(() => strict.close());

    it('locks the account after the limit, even for the right code, and a success clears the count', async () => {
      const admin = await adminWithTotp(strict);
      const wrong = wrongCodeOf(admin.secret);
      // Two failures, then a success: the count starts again.
      for (let i = 0; i < 2; i++) {
        expect((await adminLogin(strict, admin.user.username, { otp: wrong }).expect(401)).body.code).toBe(ErrorCode.TotpInvalid);
      }
      await adminLogin(strict, admin.user.username, { otp: codeOf(admin.secret) }).expect(200);
      for (let i = 0; i < 3; i++) {
        expect((await adminLogin(strict, admin.user.username, { otp: wrong }).expect(401)).body.code).toBe(ErrorCode.TotpInvalid);
      }
      const locked = await adminLogin(strict, admin.user.username, { otp: codeOf(admin.secret, 1) }).expect(403);
      expect(locked.body.code).toBe(ErrorCode.AccountLocked);
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    });
  });
});

describe('a platform admin’s password sign-in where a real Google or Apple client is set (§6)', () => {
  let sso: TestApp;
  beforeAll(async () => (sso = await startTestApp({ sso: { ...t.config.sso, adminPassword: false } })));
  afterAll(() => sso.close());

  it('is refused with PASSWORD_LOGIN_OFF before the password is looked at; members still use passwords', async () => {
    const admin = await adminWithTotp(sso);
    for (const attempt of [
      { username: admin.user.username, password: TEST_PASSWORD, otp: codeOf(admin.secret) },
      { username: admin.user.username, password: 'wrong-password-1' },
      { username: sso.email('nobody'), password: 'wrong-password-1' },
    ]) {
      const refused = await sso.http
        .put('/v1/user/login')
        .send({ ...attempt, role: Role.Admin })
        .expect(403);
      expect(refused.body).toMatchObject({ code: ErrorCode.PasswordLoginOff, httpMessage: Text.adminPasswordLoginOff });
    }
    const member = await sso.member();
    await sso.http
      .put('/v1/user/login')
      .send({ username: member.user.username, password: TEST_PASSWORD, role: Role.Member })
      .expect(200);
  });
});
