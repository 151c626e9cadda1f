import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { SSO_TYPES, SsoType } from '@nexus/contracts';
import type { JWK } from 'jose';
import { errorPage, FORM_LIMITS, type SignInForm, signInPage } from './interaction-page';
import { memoryAdapter } from './memory-adapter';
import type { KoaContext, OidcProvider, OidcProviderModule } from './oidc-provider-types';

/** Slack's OpenID Connect claim naming the workspace (team) of the account. */
export const SLACK_TEAM_CLAIM = 'https://slack.com/team_id';

export interface IdentityProviderClient {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
  /** Apple signs its ID tokens with ES256; Google, LinkedIn and Slack with RS256 (the default). */
  idTokenSignedResponseAlg?: 'RS256' | 'ES256';
  /**
   * The real provider this client stands for: its name on the sign-in page, Slack's team field and claim, Apple's
   * `user` form field. Absent: the provider its client id names ('slack', 'slack-client'…), else Google.
   */
  type?: SsoType;
}

export interface IdentityProviderOptions {
  issuer: string;
  clients: IdentityProviderClient[];
  /** The team the Slack client's sign-in form is filled in with. */
  slackTeamId?: string;
}

export interface IdentityProvider {
  provider: OidcProvider;
  /** The private signing keys (RS256 and ES256, with kid and alg), for tests that sign a tampered ID token. */
  signingKeys: JWK[];
}

/** Who signed in, as entered on the sign-in page: what the ID token says about them. */
type Person = SignInForm;

const TTL_SECONDS = { AccessToken: 600, AuthorizationCode: 120, IdToken: 600, Interaction: 900, Session: 900, Grant: 900 };
const FORM_BODY_LIMIT_BYTES = 16 * 1024;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** oidc-provider is ESM-only and has no types: loaded on first use. */
const loadOidcProvider = async () => (await import('oidc-provider' as string)) as OidcProviderModule;

/** The stable subject of an e-mail: the same person (in any letter case) is the same account on every sign-in. */
export const subjectOf = (email: string) =>
  createHash('sha256').update(email.trim().toLowerCase()).digest('base64url').slice(0, 24);

async function generateSigningKeys(): Promise<JWK[]> {
  const { exportJWK, generateKeyPair } = await import('jose');
  return Promise.all(
    (['RS256', 'ES256'] as const).map(async (alg) => {
      const { privateKey } = await generateKeyPair(alg, { extractable: true });
      return { ...(await exportJWK(privateKey)), alg, use: 'sig', kid: `${alg.toLowerCase()}-${randomBytes(6).toString('hex')}` };
    }),
  );
}

const clientType = (client: IdentityProviderClient): SsoType =>
  client.type ?? SSO_TYPES.find((type) => client.clientId.toLowerCase().includes(type)) ?? SsoType.Google;

/**
 * A real OpenID provider (oidc-provider) standing in for Google, Apple, LinkedIn and Slack: authorization code flow
 * with PKCE (S256) required, the scopes openid, email, profile (and Apple's name), the claims in the ID token itself,
 * and our own sign-in page at {issuer}/interaction/:uid where the developer or the test says who signs in. Serve
 * `provider.callback()` at the issuer's path (see mount.ts and testing.ts).
 */
export async function createIdentityProvider(options: IdentityProviderOptions): Promise<IdentityProvider> {
  const { default: Provider, interactionPolicy } = await loadOidcProvider();
  const signingKeys = await generateSigningKeys();
  const issuerPath = new URL(options.issuer).pathname.replace(/\/$/, '');
  const clients = new Map(options.clients.map((client) => [client.clientId, { ...client, type: clientType(client) }]));
  const people = new Map<string, Person>();

  // The development provider asks who signs in on every authorization (no silent sign-in as the last person).
  const policy = interactionPolicy.base();
  policy
    .get('login')!
    .checks.add(
      new interactionPolicy.Check('dev_sign_in', 'the development provider asks who signs in every time', (ctx) =>
        ctx.oidc?.result?.login ? interactionPolicy.Check.NO_NEED_TO_PROMPT : interactionPolicy.Check.REQUEST_PROMPT,
      ),
    );

  const provider = new Provider(options.issuer, {
    adapter: memoryAdapter(),
    clients: options.clients.map((client) => ({
      client_id: client.clientId,
      client_secret: client.clientSecret,
      redirect_uris: client.redirectUris,
      response_types: ['code'],
      grant_types: ['authorization_code'],
      id_token_signed_response_alg: client.idTokenSignedResponseAlg ?? 'RS256',
      // Either of client_secret_post and client_secret_basic is accepted, as the real providers do.
      token_endpoint_auth_method: 'client_secret_post',
    })),
    jwks: { keys: signingKeys },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    pkce: { required: () => true },
    scopes: ['openid', 'email', 'profile', 'name'],
    claims: {
      openid: ['sub', SLACK_TEAM_CLAIM],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name', 'picture'],
    },
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false }, rpInitiatedLogout: { enabled: false } },
    interactions: {
      policy,
      url: (_ctx: KoaContext, interaction: { uid: string }) => `${issuerPath}/interaction/${interaction.uid}`,
    },
    ttl: TTL_SECONDS,
    clientBasedCORS: () => false,
    renderError: (ctx: KoaContext, out: Record<string, unknown>) => {
      ctx.type = 'html';
      ctx.body = errorPage(out);
    },
    findAccount: (ctx: KoaContext, sub: string) => {
      const person = people.get(sub);
      if (!person) return undefined;
      const type = clients.get(ctx.oidc?.client?.clientId ?? '')?.type;
      return { accountId: sub, claims: () => claimsOf(sub, person, type) };
    },
  });

  provider.use(async (ctx, next) => {
    const uid = /^\/interaction\/([\w-]+)$/.exec(ctx.path)?.[1];
    if (!uid) return next();
    await signIn(ctx, uid);
  });

  /** The sign-in page (GET) and its answer (POST): login and consent in one step, then back to the authorization. */
  async function signIn(ctx: KoaContext, uid: string): Promise<void> {
    ctx.set('Cache-Control', 'no-store');
    ctx.set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'");
    ctx.set('X-Frame-Options', 'DENY');
    ctx.set('Referrer-Policy', 'no-referrer');
    const interaction = await provider.interactionDetails(ctx.req, ctx.res).catch(() => undefined);
    const client = interaction && clients.get(interaction.params.client_id);
    if (!interaction || interaction.uid !== uid || !client) {
      return html(
        ctx,
        400,
        errorPage({ error: 'invalid_request', error_description: 'this sign-in has expired or is not yours: start again' }),
      );
    }
    const render = (status: number, form: SignInForm, error?: string) =>
      html(
        ctx,
        status,
        signInPage({ type: client.type, clientId: client.clientId, action: `${issuerPath}/interaction/${uid}`, form, error }),
      );
    if (ctx.method === 'GET') {
      const hint = interaction.params.login_hint ?? '';
      return render(200, {
        email: hint,
        firstName: '',
        lastName: '',
        picture: '',
        emailVerified: true,
        team: options.slackTeamId ?? '',
      });
    }
    if (ctx.method !== 'POST') return html(ctx, 405, errorPage({ error: 'method_not_allowed' }));
    const body = await readForm(ctx.req);
    if (!body) return html(ctx, 400, errorPage({ error: 'invalid_request', error_description: 'the form could not be read' }));
    const form: SignInForm = {
      email: (body.get('email') ?? '').trim(),
      firstName: (body.get('firstName') ?? '').trim(),
      lastName: (body.get('lastName') ?? '').trim(),
      picture: (body.get('picture') ?? '').trim(),
      emailVerified: body.get('emailVerified') === 'true',
      team: client.type === SsoType.Slack ? (body.get('team') ?? '').trim() : '',
    };
    const problem = formProblem(form);
    if (problem) return render(400, form, problem);

    const sub = subjectOf(form.email);
    people.set(sub, form);
    const grant = new provider.Grant({ accountId: sub, clientId: client.clientId });
    grant.addOIDCScope(interaction.params.scope ?? 'openid');
    const grantId = await grant.save();
    const returnTo = await provider.interactionResult(ctx.req, ctx.res, { login: { accountId: sub }, consent: { grantId } });
    ctx.status = 303;
    ctx.set('Location', returnTo);
  }

  // Apple posts the person's name (and e-mail) as JSON in a `user` field beside the code, once: here, after each
  // sign-in on the page. oidc-provider's form_post response mode cannot be replaced (registerResponseMode keeps the
  // built-in one), but 'authorization.success' hands listeners the response parameters before they are sent.
  provider.on('authorization.success', (ctx, out) => {
    const { oidc } = ctx;
    const accountId = oidc?.session?.accountId;
    const client = clients.get(oidc?.client?.clientId ?? '');
    if (!out || oidc?.responseMode !== 'form_post' || client?.type !== SsoType.Apple || !oidc.result?.login || !accountId) return;
    const person = people.get(accountId);
    if (!person) return;
    const scopes = String(oidc.params?.scope ?? '').split(' ');
    const user = {
      ...(scopes.includes('name') ? { name: { firstName: person.firstName, lastName: person.lastName } } : {}),
      ...(scopes.includes('email') ? { email: person.email } : {}),
    };
    if (Object.keys(user).length > 0) out.user = JSON.stringify(user);
  });

  return { provider, signingKeys };
}

function claimsOf(sub: string, person: Person, type: SsoType | undefined): Record<string, unknown> {
  const name = [person.firstName, person.lastName].filter(Boolean).join(' ');
  const claims: Record<string, unknown> = {
    sub,
    email: person.email,
    email_verified: person.emailVerified,
    name: name || undefined,
    given_name: person.firstName || undefined,
    family_name: person.lastName || undefined,
    picture: person.picture || undefined,
    [SLACK_TEAM_CLAIM]: type === SsoType.Slack ? person.team || undefined : undefined,
  };
  return Object.fromEntries(Object.entries(claims).filter(([, value]) => value !== undefined));
}

/** What is wrong with the form, naming the field; null when nothing is. */
function formProblem(form: SignInForm): string | null {
  if (!EMAIL.test(form.email) || form.email.length > FORM_LIMITS.email) return 'E-mail: enter an e-mail address';
  if (form.firstName.length > FORM_LIMITS.name) return `First name: at most ${FORM_LIMITS.name} characters`;
  if (form.lastName.length > FORM_LIMITS.name) return `Last name: at most ${FORM_LIMITS.name} characters`;
  if (form.team.length > FORM_LIMITS.team) return `Slack team: at most ${FORM_LIMITS.team} characters`;
  if (
    form.picture &&
    (!/^https?:\/\//.test(form.picture) || form.picture.length > FORM_LIMITS.picture || !URL.canParse(form.picture))
  ) {
    return 'Picture URL: enter an http(s) address or nothing';
  }
  return null;
}

function html(ctx: KoaContext, status: number, body: string): void {
  ctx.status = status;
  ctx.type = 'html';
  ctx.body = body;
}

/** The sign-in form's urlencoded body, or null when it is not one or is too large. */
async function readForm(req: IncomingMessage): Promise<URLSearchParams | null> {
  if (!/^application\/x-www-form-urlencoded\b/i.test(req.headers['content-type'] ?? '')) return null;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > FORM_BODY_LIMIT_BYTES) return null;
    chunks.push(chunk);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}
