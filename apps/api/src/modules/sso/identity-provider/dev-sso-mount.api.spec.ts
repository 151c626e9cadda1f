import { DEV_SSO_PATH, DEV_SLACK_TEAM_ID } from '../../../platform/config/app-config';
import { startTestApp, type TestApp } from '../../../platform/testing/test-app';
import { SLACK_TEAM_CLAIM, signInAtProvider } from './testing';

const openidClient = () => import('openid-client');

describe('the development identity provider under the API', () => {
  let t: TestApp;
  let issuer: string;

  beforeAll(async () => {
    t = await startTestApp();
    issuer = `${t.config.appUrl}${DEV_SSO_PATH}`;
  });
  afterAll(() => t?.close());

  /** The issuer is APP_URL's (http://localhost:3000 in tests): requests to it go to the test app's own address. */
  const toApp: typeof fetch = (url, options) => {
    const href = url instanceof Request ? url.url : String(url);
    return fetch(href.startsWith(issuer) ? `${t.url}${DEV_SSO_PATH}${href.slice(issuer.length)}` : url, options);
  };

  /** openid-client 6, configured from the discovery document as the API's sign-in is. */
  async function relyingParty(type: 'google' | 'apple' | 'slack') {
    const client = await openidClient();
    const provider = t.config.sso.providers[type]!;
    const config = await client.discovery(
      new URL(provider.issuer),
      provider.clientId,
      { id_token_signed_response_alg: type === 'apple' ? 'ES256' : 'RS256' },
      client.ClientSecretPost(provider.clientSecret!),
      { execute: [client.allowInsecureRequests], [client.customFetch]: (url, options) => toApp(url, options) },
    );
    const verifier = client.randomPKCECodeVerifier();
    const checks = { pkceCodeVerifier: verifier, expectedState: client.randomState(), expectedNonce: client.randomNonce() };
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri:
        type === 'apple' ? `${t.config.appUrl}/v1/auth/sso/apple/form/ADMIN` : `${t.config.appUrl}/auth/callback/${type}/PARTNER`,
      scope: type === 'apple' ? 'openid name email' : 'openid email profile',
      code_challenge: await client.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state: checks.expectedState,
      nonce: checks.expectedNonce,
      ...(type === 'apple' ? { response_mode: 'form_post' } : {}),
    });
    return {
      url: url.href,
      grant: (answer: URL | Request) => client.authorizationCodeGrant(config, answer, { ...checks, idTokenExpected: true }),
    };
  }

  it('is on in tests (no provider configured) and answers its discovery document at DEV_SSO_PATH', async () => {
    expect(t.config.sso.development).toBe(true);
    const response = await t.http.get(`${DEV_SSO_PATH}/.well-known/openid-configuration`).expect(200);
    // Endpoints on the issuer's origin, though asked on 127.0.0.1: the browser stays on APP_URL.
    expect(response.body).toMatchObject({
      issuer,
      authorization_endpoint: `${issuer}/auth`,
      token_endpoint: `${issuer}/token`,
      code_challenge_methods_supported: ['S256'],
    });
    expect(response.body.scopes_supported).toEqual(expect.arrayContaining(['openid', 'email', 'profile', 'name']));
    expect(response.body.id_token_signing_alg_values_supported).toEqual(expect.arrayContaining(['RS256', 'ES256']));
    await t.http.get(`${DEV_SSO_PATH}/no-such-endpoint`).expect(404);
  });

  it('walks a Slack sign-in through the API, form and token bodies included', async () => {
    const { url, grant } = await relyingParty('slack');
    const answer = await signInAtProvider(url, { email: 'newcomer@example.test', firstName: 'New' }, { fetch: toApp });
    if (answer.kind !== 'redirect') throw new Error(`expected a redirect, got ${answer.kind}`);
    expect(`${answer.url.origin}${answer.url.pathname}`).toBe(`${t.config.appUrl}/auth/callback/slack/PARTNER`);
    const claims = (await grant(answer.url)).claims();
    expect(claims).toMatchObject({
      iss: issuer,
      aud: 'slack',
      email: 'newcomer@example.test',
      [SLACK_TEAM_CLAIM]: DEV_SLACK_TEAM_ID,
    });
  });

  it("answers Apple's client with a form POST to the API, its inline script allowed by the app's CSP", async () => {
    const { url, grant } = await relyingParty('apple');
    const answer = await signInAtProvider(
      url,
      { email: 'admin@example.test', firstName: 'Ad', lastName: 'Min' },
      { fetch: toApp },
    );
    if (answer.kind !== 'form_post') throw new Error(`expected a form POST, got ${answer.kind}`);
    expect(answer.action).toBe(`${t.config.appUrl}/v1/auth/sso/apple/form/ADMIN`);
    expect(JSON.parse(answer.fields.user!)).toEqual({ name: { firstName: 'Ad', lastName: 'Min' }, email: 'admin@example.test' });
    const body = new URLSearchParams(answer.fields).toString();
    const tokens = await grant(
      new Request(answer.action, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body }),
    );
    expect(tokens.claims()).toMatchObject({ aud: 'apple', email: 'admin@example.test', email_verified: true });
  });

  it("keeps the app's security headers on the provider's pages, with the form POST's script hash in the CSP", async () => {
    const { url } = await relyingParty('apple');
    const jar: string[] = [];
    const step = async (target: string, init: RequestInit = {}) => {
      const response = await toApp(new URL(target, issuer).href, {
        ...init,
        redirect: 'manual',
        headers: { ...init.headers, cookie: jar.join('; ') },
      });
      jar.push(...response.headers.getSetCookie().map((c) => c.split(';')[0]!));
      return response;
    };
    const page = await step((await step(url)).headers.get('location')!);
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    const action = /action="([^"]+)"/.exec(await page.text())![1]!;
    const body = new URLSearchParams({ email: 'csp@example.test', emailVerified: 'true' }).toString();
    const resume = await step(action, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body });
    const formPost = await step(resume.headers.get('location')!);
    expect(formPost.status).toBe(200);
    expect(formPost.headers.get('content-security-policy')).toMatch(/script-src [^;]*'sha256-/);
  });
});
