import { ErrorCode, Role, SsoType, Text } from '@nexus/contracts';
import type { JWK } from 'jose';
import { startTestApp, type TestApp } from '../../platform/testing/test-app';
import { signInAtProvider, startIdentityProvider, type IdentityPerson } from './identity-provider/testing';
import { SSO_ATTEMPT_COOKIE } from './sso-attempt';

const APP_URL = 'http://nexus.test';
const SLACK_TEAM = 'T0NEXUSTEAM';
const ROLES = [Role.Member, Role.Partner, Role.Admin];
const callbackUris = (provider: SsoType) =>
  ROLES.map((role) =>
    provider === SsoType.Apple ? `${APP_URL}/v1/auth/sso/apple/form/${role}` : `${APP_URL}/auth/callback/${provider}/${role}`,
  );

/** The ID token in the provider's token answer, re-signed with the provider's own key after `change` (or as is). */
type Tamper = (claims: Record<string, unknown>) => Record<string, unknown>;

describe('single sign-on against a real OpenID provider', () => {
  let t: TestApp;
  let idp: Awaited<ReturnType<typeof startIdentityProvider>>;
  let tamper: Tamper | undefined;

  beforeAll(async () => {
    idp = await startIdentityProvider({
      clients: (['google', 'apple', 'linkedin', 'slack'] as const).map((provider) => ({
        clientId: `${provider}-client`,
        clientSecret: `${provider}-secret-that-is-long-enough`,
        redirectUris: callbackUris(provider),
        idTokenSignedResponseAlg: provider === 'apple' ? 'ES256' : 'RS256',
      })),
      slackTeamId: SLACK_TEAM,
    });
    idp.provider.use(async (ctx, next) => {
      await next();
      const body = ctx.body as { id_token?: string } | undefined;
      if (tamper && ctx.path.endsWith('/token') && body?.id_token)
        body.id_token = await resign(body.id_token, tamper, idp.signingKeys);
    });
    const client = (provider: SsoType) => ({
      issuer: idp.issuer,
      clientId: `${provider}-client`,
      clientSecret: `${provider}-secret-that-is-long-enough`,
    });
    t = await startTestApp({
      appUrl: APP_URL,
      sso: {
        providers: { google: client('google'), apple: client('apple'), linkedin: client('linkedin'), slack: client('slack') },
        slackTeamId: SLACK_TEAM,
        development: false,
        adminPassword: false,
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await idp?.close();
  });
  afterEach(() => (tamper = undefined));

  /** Presses the provider's button: the provider's address and the attempt cookie the browser keeps. */
  async function start(provider: SsoType, role: Role = Role.Member) {
    const response = await t.http.post(`/v1/auth/sso/${provider}`).set(t.key).send({ role }).expect(200);
    const cookie = String(response.headers['set-cookie']).split(';')[0]!;
    expect(cookie.startsWith(`${SSO_ATTEMPT_COOKIE}=`)).toBe(true);
    return { url: response.body.url as string, cookie };
  }

  /** Signs in at the provider and comes back with what the web's callback page would send on. */
  async function atProvider(provider: SsoType, role: Role, person: IdentityPerson) {
    const { url, cookie } = await start(provider, role);
    const answer = await signInAtProvider(url, person);
    let query: URLSearchParams;
    if (answer.kind === 'form_post') {
      // Apple posts its answer to the API, which sends the browser on to the web's page.
      const posted = await t.http.post(new URL(answer.action).pathname).type('form').send(answer.fields).expect(303);
      const next = new URL(posted.headers.location!);
      expect(`${next.origin}${next.pathname}`).toBe(`${APP_URL}/auth/callback/apple/${role}`);
      query = next.searchParams;
    } else {
      expect(`${answer.url.origin}${answer.url.pathname}`).toBe(`${APP_URL}/auth/callback/${provider}/${role}`);
      query = answer.url.searchParams;
    }
    const body = Object.fromEntries(['code', 'state', 'iss', 'user'].flatMap((k) => (query.get(k) ? [[k, query.get(k)!]] : [])));
    return { body: body as { code: string; state: string; iss?: string; user?: string }, cookie };
  }

  const complete = (provider: SsoType, body: object, cookie: string) =>
    t.http.post(`/v1/auth/sso/${provider}/callback`).set(t.key).set('Cookie', cookie).send(body);

  /** The admins' calls of §7 with what came back from the provider. */
  const completeAdmin = (provider: 'google' | 'apple', { body, cookie }: { body: object; cookie: string }) =>
    t.http
      .post(provider === 'google' ? '/v1/admin/login/google' : '/v1/admin/auth/apple/web')
      .set(t.key)
      .set('Cookie', cookie)
      .send(body);

  async function signIn(provider: SsoType, person: IdentityPerson, status = 200, role: Role = Role.Member) {
    const { body, cookie } = await atProvider(provider, role, person);
    return complete(provider, body, cookie).expect(status);
  }

  const person = (label: string, more: Partial<IdentityPerson> = {}): IdentityPerson => ({
    email: t.email(label),
    firstName: 'Grace',
    lastName: 'Hopper',
    ...more,
  });

  it('lists the configured providers in the app config', async () => {
    const config = await t.http.get('/v1/app/config').expect(200);
    expect(config.body.sso).toEqual({
      providers: ['google', 'apple', 'linkedin', 'slack'],
      development: false,
      adminPassword: false,
    });
  });

  it('sends the browser to the provider with state, nonce, PKCE (S256) and the callback of §2', async () => {
    const { url } = await start(SsoType.LinkedIn, Role.Partner);
    const params = new URL(url).searchParams;
    expect(params.get('redirect_uri')).toBe(`${APP_URL}/auth/callback/linkedin/${Role.Partner}`);
    expect(params.get('response_type')).toBe('code');
    expect(params.get('scope')).toBe('openid profile email');
    expect(params.get('code_challenge_method')).toBe('S256');
    for (const key of ['state', 'nonce', 'code_challenge']) expect(params.get(key)?.length).toBeGreaterThanOrEqual(32);
    const slack = new URL((await start(SsoType.Slack)).url).searchParams;
    expect(slack.get('team')).toBe(SLACK_TEAM);
  });

  it('makes a new member on a first Google sign-in, and finds the same account the next time', async () => {
    const grace = person('Grace');
    const first = await signIn(SsoType.Google, grace);
    expect(first.body.user).toMatchObject({
      username: grace.email.toLowerCase(),
      authType: 'sso',
      ssoType: 'google',
      firstName: 'Grace',
      lastName: 'Hopper',
      enabled: true,
      isOnBoarded: false,
      role: Role.Member,
    });
    expect(first.body.session.accessToken).toEqual(expect.any(String));
    const stored = await t.prisma.user.findUniqueOrThrow({ where: { id: first.body.user.id } });
    expect(stored.passwordHash).toBeNull();
    const again = await signIn(SsoType.Google, grace);
    expect(again.body.user.id).toBe(first.body.user.id);
    const me = await t.http.get(`/v1/user/${first.body.user.id}`).set(t.bearer(again.body.session.accessToken)).expect(200);
    expect(me.body.username).toBe(grace.email.toLowerCase());
  });

  it('links a password account when the provider has verified its e-mail, and keeps the password', async () => {
    const member = await t.member();
    const linked = await signIn(SsoType.LinkedIn, { email: member.user.username, firstName: 'Other' });
    expect(linked.body.user.id).toBe(member.user.id);
    expect(linked.body.user.authType).toBe('creds');
    await t.http
      .put('/v1/user/login')
      .send({ username: member.user.username, password: 'correct-horse-42', role: Role.Member })
      .expect(200);
  });

  it('never links by an e-mail the provider has not verified', async () => {
    const member = await t.member();
    const refused = await signIn(SsoType.Google, { email: member.user.username, emailVerified: false }, 409);
    expect(refused.body).toMatchObject({ code: ErrorCode.SsoEmailNotVerified, httpMessage: Text.ssoEmailNotVerified });
    expect(await t.prisma.ssoIdentity.count({ where: { userId: member.user.id } })).toBe(0);
    const unknown = await signIn(SsoType.Google, person('Unverified', { emailVerified: false }), 409);
    expect(unknown.body.httpMessage).toBe(Text.ssoEmailNotVerifiedNew);
  });

  it('refuses a tampered state, a replayed code, a missing attempt and an attempt for another provider', async () => {
    const grace = person('Tamper');
    const tampered = await atProvider(SsoType.Google, Role.Member, grace);
    const wrongState = await complete(
      SsoType.Google,
      { ...tampered.body, state: `${tampered.body.state}x` },
      tampered.cookie,
    ).expect(401);
    expect(wrongState.body.code).toBe(ErrorCode.SsoFailed);

    const used = await atProvider(SsoType.Google, Role.Member, grace);
    await complete(SsoType.Google, used.body, used.cookie).expect(200);
    // The same code and the same (stolen) attempt cookie again: the provider refuses a code twice.
    expect((await complete(SsoType.Google, used.body, used.cookie).expect(401)).body.code).toBe(ErrorCode.SsoFailed);

    const noCookie = await atProvider(SsoType.Google, Role.Member, grace);
    await t.http.post('/v1/auth/sso/google/callback').set(t.key).send(noCookie.body).expect(401);

    const other = await atProvider(SsoType.Google, Role.Member, grace);
    await complete(SsoType.LinkedIn, other.body, other.cookie).expect(401);
    expect(await t.prisma.user.count({ where: { username: grace.email.toLowerCase() } })).toBe(1);
  });

  it('refuses an ID token for another audience, an expired one and one signed by another key', async () => {
    const someone = person('Audience');
    tamper = (claims) => ({ ...claims, aud: 'someone-else' });
    expect((await signIn(SsoType.Google, someone, 401)).body.code).toBe(ErrorCode.SsoFailed);
    const now = Math.floor(Date.now() / 1000);
    tamper = (claims) => ({ ...claims, iat: now - 7200, exp: now - 3600 });
    expect((await signIn(SsoType.Google, someone, 401)).body.code).toBe(ErrorCode.SsoFailed);
    tamper = (claims) => ({ ...claims, [FOREIGN_KEY]: true });
    expect((await signIn(SsoType.Google, someone, 401)).body.code).toBe(ErrorCode.SsoFailed);
    expect(await t.prisma.user.count({ where: { username: someone.email.toLowerCase() } })).toBe(0);
  });

  it('refuses a blocked member with the message of password login', async () => {
    const member = await t.member();
    await t.prisma.user.update({ where: { id: member.user.id }, data: { blocked: true } });
    const refused = await signIn(SsoType.Google, { email: member.user.username }, 401);
    expect(refused.body).toMatchObject({ code: ErrorCode.AccountBlocked, httpMessage: Text.accountBlocked });
  });

  it('lets in only the configured Slack workspace', async () => {
    const outsider = await signIn(SsoType.Slack, person('Outsider', { team: 'T0ANOTHER' }), 403);
    expect(outsider.body).toMatchObject({ code: ErrorCode.SsoWrongTeam, httpMessage: Text.ssoWrongTeam });
    const insider = await signIn(SsoType.Slack, person('Insider'));
    expect(insider.body.user.ssoType).toBe('slack');
  });

  it("signs in with Apple through its form_post answer and an ES256 ID token, the name from Apple's user field", async () => {
    const tim = person('Apple', { firstName: 'Tim', lastName: 'Cook' });
    const signedIn = await signIn(SsoType.Apple, tim);
    expect(signedIn.body.user).toMatchObject({
      username: tim.email.toLowerCase(),
      ssoType: 'apple',
      authType: 'sso',
      firstName: 'Tim',
      lastName: 'Cook',
    });
  });

  it('takes the role of the account: a member cannot come in as a partner, and a provider never makes a partner', async () => {
    const member = await t.member();
    const wrongRole = await signIn(SsoType.Google, { email: member.user.username }, 401, Role.Partner);
    expect(wrongRole.body.httpMessage).toBe(Text.wrongRole);
    const newPartner = await signIn(SsoType.LinkedIn, person('Partner'), 401, Role.Partner);
    expect(newPartner.body.httpMessage).toBe(Text.ssoPartnerSignUp);
  });

  describe('platform admins', () => {
    async function admin() {
      const signedUp = await t.member();
      await t.prisma.user.update({ where: { id: signedUp.user.id }, data: { role: Role.Admin } });
      return signedUp.user.username;
    }

    it('signs an admin in with Google (POST admin/login/google) and with Apple (POST admin/auth/apple/web)', async () => {
      const email = await admin();
      const google = await atProvider(SsoType.Google, Role.Admin, { email });
      const byGoogle = await completeAdmin('google', google).expect(200);
      expect(byGoogle.body.user.role).toBe(Role.Admin);
      const apple = await atProvider(SsoType.Apple, Role.Admin, { email });
      const byApple = await completeAdmin('apple', apple).expect(200);
      expect(byApple.body.user.id).toBe(byGoogle.body.user.id);
    });

    it("refuses a member's Google account, makes no account, and offers no LinkedIn or Slack way in", async () => {
      const member = await t.member();
      const attempt = await atProvider(SsoType.Google, Role.Admin, { email: member.user.username });
      const refused = await completeAdmin('google', attempt).expect(403);
      expect(refused.body).toMatchObject({ code: ErrorCode.NotPlatformAdmin, httpMessage: Text.notPlatformAdmin });
      const stranger = person('Stranger');
      const strangerAttempt = await atProvider(SsoType.Google, Role.Admin, stranger);
      await completeAdmin('google', strangerAttempt).expect(403);
      expect(await t.prisma.user.count({ where: { username: stranger.email.toLowerCase() } })).toBe(0);
      await t.http.post('/v1/auth/sso/linkedin').set(t.key).send({ role: Role.Admin }).expect(400);
    });

    it("refuses a member's attempt at the admins' call and an admin's attempt at the members' call", async () => {
      const email = await admin();
      const asMember = await atProvider(SsoType.Google, Role.Member, { email });
      await completeAdmin('google', asMember).expect(401);
      const asAdmin = await atProvider(SsoType.Google, Role.Admin, { email });
      await complete(SsoType.Google, asAdmin.body, asAdmin.cookie).expect(401);
    });
  });

  it('answers bad input with a 400 naming the field, and an unknown provider with a 400', async () => {
    const missing = await t.http.post('/v1/admin/login/google').set(t.key).send({ state: 'x' }).expect(400);
    expect(missing.body.issues).toEqual([expect.objectContaining({ field: 'code' })]);
    await t.http.post('/v1/auth/sso/myspace').set(t.key).send({ role: Role.Member }).expect(400);
    await t.http.post('/v1/auth/sso/google').send({ role: Role.Member }).expect(401);
  });
});

describe('single sign-on with no provider configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ sso: { providers: {}, development: false, adminPassword: true } });
  });
  afterAll(() => t.close());

  it('answers 404 SSO_NOT_CONFIGURED and lists no provider', async () => {
    const refused = await t.http.post('/v1/auth/sso/google').set(t.key).send({ role: Role.Member }).expect(404);
    expect(refused.body.code).toBe(ErrorCode.SsoNotConfigured);
    expect((await t.http.get('/v1/app/config').expect(200)).body.sso.providers).toEqual([]);
  });
});

/** A claim that makes `resign` sign with a key the provider never published. */
const FOREIGN_KEY = 'x-sign-with-foreign-key';

async function resign(idToken: string, change: Tamper, keys: JWK[]): Promise<string> {
  const { SignJWT, decodeJwt, decodeProtectedHeader, generateKeyPair, importJWK } = await import('jose');
  const header = decodeProtectedHeader(idToken);
  const claims = change(decodeJwt(idToken));
  const foreign = claims[FOREIGN_KEY] === true;
  delete claims[FOREIGN_KEY];
  const jwk = keys.find((key) => key.kid === header.kid)!;
  const key = foreign ? (await generateKeyPair(header.alg!)).privateKey : await importJWK(jwk, header.alg);
  return new SignJWT(claims).setProtectedHeader({ alg: header.alg!, kid: header.kid }).sign(key);
}
