import { ErrorCode, LOGIN_THROTTLE, Role, SIGN_UP_THROTTLE, Text, accountLockedFor, type ApiError } from '@nexus/contracts';
import { startTestApp, TEST_PASSWORD, type TestApp } from '../../platform/testing/test-app';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Each login checks a bcrypt hash (cost 12): a test of a dozen logins needs more than jest's default time. */
const MANY_LOGINS_MS = 120_000;
let lastAddress = 0;
/** A client address no other test uses (the attempt counters live in the run's one database). */
const newAddress = () => `198.51.100.${(lastAddress += 1)}`;

let t: TestApp;
beforeAll(async () => (t = await startTestApp()));
afterAll(() => t.close());

describe('login lockout: failed logins only (contracts LOGIN_THROTTLE)', () => {
  const login = (username: string, password = TEST_PASSWORD) =>
    t.http.put('/v1/user/login').send({ username, password, role: Role.Member });
  const fail = async (username: string, times: number) => {
    for (let i = 0; i < times; i++) await login(username, 'wrong-password-1').expect(401);
  };

  it(
    'lets twelve successful logins in a row through',
    async () => {
      const { user } = await t.member();
      for (let i = 0; i < 12; i++) await login(user.username).expect(200);
    },
    MANY_LOGINS_MS,
  );

  it(
    `locks the account after ${LOGIN_THROTTLE.perAccount.limit} failures, even for the right password, and says for how long`,
    async () => {
      const { user } = await t.member();
      await fail(user.username, LOGIN_THROTTLE.perAccount.limit);
      const locked = await login(user.username).expect(403);
      const retryAfter = Number(locked.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(LOGIN_THROTTLE.perAccount.windowMs / 1000);
      const body = locked.body as ApiError;
      expect(body.code).toBe(ErrorCode.AccountLocked);
      expect(body.httpMessage).toBe(accountLockedFor(retryAfter));
      expect(body.httpMessage).toBe(`${Text.accountLocked}. Try again in 15 minutes.`);
      // Another account from the same address is not locked.
      await login((await t.member()).user.username).expect(200);
    },
    MANY_LOGINS_MS,
  );
});

/** A second instance on the same database, with short windows and small limits; each test has its own address. */
describe('limits with short windows and one address per test (trust proxy)', () => {
  let short: TestApp;
  // Long enough for a few bcrypt checks on a busy machine, short enough to wait for in the lift test.
  const windowMs = 8_000;
  beforeAll(
    async () =>
      (short = await startTestApp({
        trustProxy: true,
        loginThrottle: { perAccount: { limit: 2, windowMs }, perAddress: { limit: 3, windowMs: 60_000 } },
        signUpThrottle: { perAddress: { limit: 3, windowMs: 60_000 }, perEmail: SIGN_UP_THROTTLE.perEmail },
      })),
  );
  afterAll(() => short.close());

  const login = (address: string, username: string, password = TEST_PASSWORD) =>
    short.http.put('/v1/user/login').set('X-Forwarded-For', address).send({ username, password, role: Role.Member });
  const signUp = (address: string, username: string) =>
    short.http
      .post('/v1/user')
      .set(short.key)
      .set('X-Forwarded-For', address)
      .send({ username, password: TEST_PASSWORD, role: Role.Member });

  it('lifts the lock once the window has passed', async () => {
    const address = newAddress();
    const { user } = await t.member();
    for (let i = 0; i < 2; i++) await login(address, user.username, 'wrong-password-1').expect(401);
    const locked = await login(address, user.username).expect(403);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(windowMs / 1000);
    await sleep(Number(locked.headers['retry-after']) * 1000);
    await login(address, user.username).expect(200);
  });

  it('clears the account’s count on a successful login', async () => {
    const address = newAddress();
    const { user } = await t.member();
    await login(address, user.username, 'wrong-password-1').expect(401);
    await login(address, user.username).expect(200);
    await login(address, user.username, 'wrong-password-1').expect(401);
    await login(address, user.username).expect(200);
  });

  it('locks an address that fails on many accounts, not the accounts from elsewhere', async () => {
    const address = newAddress();
    const members = await Promise.all([t.member(), t.member(), t.member(), t.member()]);
    for (const { user } of members.slice(0, 3)) await login(address, user.username, 'wrong-password-1').expect(401);
    const locked = await login(address, members[3]!.user.username).expect(403);
    expect((locked.body as ApiError).code).toBe(ErrorCode.AccountLocked);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    await login(newAddress(), members[3]!.user.username).expect(200);
  });

  it(`limits sign-ups per e-mail (${SIGN_UP_THROTTLE.perEmail.limit}), whatever its case, with 429 and Retry-After`, async () => {
    const email = t.email('Taken');
    await signUp(newAddress(), email).expect(200);
    for (let i = 1; i < SIGN_UP_THROTTLE.perEmail.limit; i++) {
      await signUp(newAddress(), i % 2 ? email.toUpperCase() : email).expect(409);
    }
    const limited = await signUp(newAddress(), email.toUpperCase()).expect(429);
    expect((limited.body as ApiError).code).toBe(ErrorCode.TooManySignUps);
    expect((limited.body as ApiError).httpMessage).toBe(Text.tooManySignUps);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(SIGN_UP_THROTTLE.perEmail.windowMs / 1000);
  });

  it('limits sign-ups per client address', async () => {
    const address = newAddress();
    for (let i = 0; i < 3; i++) await signUp(address, t.email()).expect(200);
    const limited = await signUp(address, t.email()).expect(429);
    expect((limited.body as ApiError).code).toBe(ErrorCode.TooManySignUps);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    await signUp(newAddress(), t.email()).expect(200);
  });
});
