import type { Configuration } from 'openid-client';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../../../platform/config/app-config';
import { mountDevelopmentIdentityProvider } from './mount';
import { SLACK_TEAM_CLAIM, signInAtProvider, startIdentityProvider, subjectOf, type RunningIdentityProvider } from './testing';

const openidClient = () => import('openid-client');
const CLIENT_APP = 'http://client.test';
const SLACK_TEAM = 'T0TESTTEAM';
const clients = (['google', 'apple', 'linkedin', 'slack'] as const).map((type) => ({
  clientId: type,
  clientSecret: `${type}-secret`,
  redirectUris: [type === 'apple' ? `${CLIENT_APP}/v1/auth/sso/apple/form/MEMBER` : `${CLIENT_APP}/auth/callback/${type}/MEMBER`],
  idTokenSignedResponseAlg: type === 'apple' ? ('ES256' as const) : ('RS256' as const),
}));
const redirectUri = (type: string) => clients.find((c) => c.clientId === type)!.redirectUris[0]!;
const SCOPES: Record<string, string> = {
  google: 'openid email profile',
  apple: 'openid name email',
  linkedin: 'openid profile email',
  slack: 'openid profile email',
};

const header = (jwt: string) =>
  JSON.parse(Buffer.from(jwt.split('.')[0]!, 'base64url').toString('utf8')) as { alg: string; kid: string };

describe('the development identity provider', () => {
  let idp: RunningIdentityProvider;
  const configurations = new Map<string, Configuration>();

  beforeAll(async () => {
    idp = await startIdentityProvider({ clients, slackTeamId: SLACK_TEAM });
  });
  afterAll(() => idp?.close());

  /** openid-client 6, as a relying party would configure it from the discovery document. */
  async function relyingParty(type: string) {
    const client = await openidClient();
    if (!configurations.has(type)) {
      const alg = type === 'apple' ? 'ES256' : 'RS256';
      configurations.set(
        type,
        await client.discovery(
          new URL(idp.issuer),
          type,
          { id_token_signed_response_alg: alg },
          client.ClientSecretPost(`${type}-secret`),
          {
            execute: [client.allowInsecureRequests],
          },
        ),
      );
    }
    return { client, config: configurations.get(type)! };
  }

  /** An authorization request with state, nonce and PKCE, and what checking its answer needs. */
  async function authorization(type: string, extra: Record<string, string> = {}) {
    const { client, config } = await relyingParty(type);
    const verifier = client.randomPKCECodeVerifier();
    const checks = { pkceCodeVerifier: verifier, expectedState: client.randomState(), expectedNonce: client.randomNonce() };
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri(type),
      scope: SCOPES[type]!,
      code_challenge: await client.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state: checks.expectedState,
      nonce: checks.expectedNonce,
      ...(type === 'apple' ? { response_mode: 'form_post' } : {}),
      ...extra,
    });
    const grant = (answer: URL | Request) => client.authorizationCodeGrant(config, answer, { ...checks, idTokenExpected: true });
    return { url: url.href, grant };
  }

  it('signs a Google member in by the code flow, with the claims entered in the RS256 ID token', async () => {
    const { url, grant } = await authorization('google');
    const answer = await signInAtProvider(url, { email: 'Ada.Lovelace@example.test', firstName: 'Ada', lastName: 'Lovelace' });
    if (answer.kind !== 'redirect') throw new Error(`expected a redirect, got ${answer.kind}`);
    expect(`${answer.url.origin}${answer.url.pathname}`).toBe(redirectUri('google'));
    expect(answer.url.searchParams.get('iss')).toBe(idp.issuer);

    const tokens = await grant(answer.url);
    expect(header(tokens.id_token!).alg).toBe('RS256');
    expect(tokens.claims()).toMatchObject({
      iss: idp.issuer,
      aud: 'google',
      sub: subjectOf('ada.lovelace@example.test'),
      email: 'Ada.Lovelace@example.test',
      email_verified: true,
      name: 'Ada Lovelace',
      given_name: 'Ada',
      family_name: 'Lovelace',
    });
    expect(tokens.claims()).not.toHaveProperty(SLACK_TEAM_CLAIM);
    // The code is single use.
    await expect(grant(answer.url)).rejects.toMatchObject({ error: 'invalid_grant' });
  });

  it('says the e-mail is not verified when the box is left unchecked', async () => {
    const { url, grant } = await authorization('linkedin');
    const answer = await signInAtProvider(url, { email: 'unverified@example.test', emailVerified: false });
    if (answer.kind !== 'redirect') throw new Error(`expected a redirect, got ${answer.kind}`);
    const claims = (await grant(answer.url)).claims()!;
    expect(claims).toMatchObject({ aud: 'linkedin', email: 'unverified@example.test', email_verified: false });
    expect(claims).not.toHaveProperty('name');
  });

  it("puts the Slack team in Slack's claim: the configured one unless another is entered", async () => {
    for (const [team, expected] of [
      [undefined, SLACK_TEAM],
      ['T0OTHERTEAM', 'T0OTHERTEAM'],
    ] as const) {
      const { url, grant } = await authorization('slack');
      const answer = await signInAtProvider(url, { email: 'slacker@example.test', firstName: 'Sam', team });
      if (answer.kind !== 'redirect') throw new Error(`expected a redirect, got ${answer.kind}`);
      expect((await grant(answer.url)).claims()).toMatchObject({ aud: 'slack', [SLACK_TEAM_CLAIM]: expected, given_name: 'Sam' });
    }
  });

  it("answers Apple's client by a form POST with the user field, and signs its ID token with ES256", async () => {
    const { url, grant } = await authorization('apple');
    const answer = await signInAtProvider(url, { email: 'grace@example.test', firstName: 'Grace', lastName: 'Hopper' });
    if (answer.kind !== 'form_post') throw new Error(`expected a form POST, got ${answer.kind}`);
    expect(answer.action).toBe(redirectUri('apple'));
    expect(Object.keys(answer.fields).sort()).toEqual(['code', 'iss', 'state', 'user']);
    expect(JSON.parse(answer.fields.user!)).toEqual({
      name: { firstName: 'Grace', lastName: 'Hopper' },
      email: 'grace@example.test',
    });

    const posted = new Request(answer.action, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(answer.fields).toString(),
    });
    const tokens = await grant(posted);
    const es256 = idp.signingKeys.find((key) => key.alg === 'ES256')!;
    expect(header(tokens.id_token!)).toEqual(expect.objectContaining({ alg: 'ES256', kid: es256.kid }));
    expect(tokens.claims()).toMatchObject({ aud: 'apple', email: 'grace@example.test', email_verified: true });
  });

  it('refuses an authorization request without PKCE, back to the client', async () => {
    const { client, config } = await relyingParty('google');
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri('google'),
      scope: 'openid email',
      state: 'abc',
    });
    const answer = await signInAtProvider(url.href, { email: 'nopkce@example.test' });
    if (answer.kind !== 'redirect') throw new Error(`expected a redirect, got ${answer.kind}`);
    expect(answer.url.searchParams.get('error')).toBe('invalid_request');
    expect(answer.url.searchParams.get('error_description')).toMatch(/PKCE/);
  });

  it('refuses a redirect URI the client has not registered, on its own page', async () => {
    const { url } = await authorization('google', { redirect_uri: 'http://attacker.test/cb' });
    await expect(signInAtProvider(url, { email: 'someone@example.test' })).rejects.toThrow(/400.*redirect_uri/);
  });

  it('labels its sign-in page, names the provider, escapes what it shows and refuses a form without an e-mail', async () => {
    const { url } = await authorization('slack', { login_hint: '"><script>alert(1)</script>' });
    const jar: string[] = [];
    const get = async (target: string) => {
      const response = await fetch(new URL(target, idp.issuer), { redirect: 'manual', headers: { cookie: jar.join('; ') } });
      jar.push(...response.headers.getSetCookie().map((c) => c.split(';')[0]!));
      return response;
    };
    const page = await get((await get(url)).headers.get('location')!);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain('Development sign-in — no real Slack account is used');
    expect(html).toContain(`name="team" value="${SLACK_TEAM}"`);
    expect(html).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(html).not.toContain('<script>');
    expect(html).toMatch(/name="emailVerified" value="true" checked/);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");

    await expect(signInAtProvider((await authorization('google')).url, { email: 'not an e-mail' })).rejects.toThrow(
      /400.*E-mail/,
    );
  });

  it('is never mounted in production', async () => {
    const config = {
      ...loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(32), CLIENT_KEY: 'k'.repeat(16) }),
      environment: 'production' as const,
    };
    expect(config.sso.development).toBe(true);
    await expect(mountDevelopmentIdentityProvider({} as FastifyInstance, config)).rejects.toThrow(/never mounted in production/);
  });
});
