import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { JWK } from 'jose';
import { createIdentityProvider, type IdentityProviderOptions } from './identity-provider';
import type { OidcProvider } from './oidc-provider-types';

export { SLACK_TEAM_CLAIM, subjectOf } from './identity-provider';

/** Who signs in on the development provider's page. */
export interface IdentityPerson {
  email: string;
  firstName?: string;
  lastName?: string;
  /** The box 'The provider has verified this e-mail': checked unless false. */
  emailVerified?: boolean;
  /** The Slack client's team field; absent: as the page fills it in (the provider's slackTeamId). */
  team?: string;
  picture?: string;
}

/** Where the provider sent the browser back to the client: a redirect (query) or Apple's auto-submitted form. */
export type ProviderAnswer =
  { kind: 'redirect'; url: URL } | { kind: 'form_post'; action: string; fields: Record<string, string> };

export interface RunningIdentityProvider {
  issuer: string;
  provider: OidcProvider;
  signingKeys: JWK[];
  close(): Promise<void>;
}

/** An identity provider on its own loopback HTTP server on a free port; its issuer is http://127.0.0.1:{port}. */
export async function startIdentityProvider(options: Omit<IdentityProviderOptions, 'issuer'>): Promise<RunningIdentityProvider> {
  let handle: ((req: IncomingMessage, res: ServerResponse) => Promise<void>) | undefined;
  const server = createServer((req, res) => void handle?.(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const { provider, signingKeys } = await createIdentityProvider({ ...options, issuer });
    // Composed per request, so middleware a test adds later (provider.use) takes part.
    handle = (req, res) => provider.callback()(req, res);
    return {
      issuer,
      provider,
      signingKeys,
      close: () =>
        new Promise<void>((resolve, reject) => {
          server.closeAllConnections();
          server.close((error) => (error ? reject(error) : resolve()));
        }),
    };
  } catch (error) {
    server.close();
    throw error;
  }
}

const MAX_STEPS = 10;

/**
 * Walks a sign-in on the development provider as a browser would (fetch without following redirects, a small cookie
 * jar): the authorization URL, the sign-in page, its form, the resume, up to the answer for the client, which is
 * returned, not followed. An error answer the provider sends back to the client (error=…) is returned too; a page
 * that is not the way on (the provider's error page, the form refused) throws with its status and text. `fetch`:
 * another way to reach the provider (a provider whose issuer is not where it listens).
 */
export async function signInAtProvider(
  authorizationUrl: string,
  person: IdentityPerson,
  options: { fetch?: typeof fetch } = {},
): Promise<ProviderAnswer> {
  const send = options.fetch ?? fetch;
  const jar = new Map<string, string>();
  let url = new URL(authorizationUrl);
  const providerOrigin = url.origin;
  let request: RequestInit = { method: 'GET' };
  let submitted = false;
  for (let step = 0; step < MAX_STEPS; step++) {
    const response = await send(url, {
      ...request,
      redirect: 'manual',
      headers: { ...(request.headers as Record<string, string>), cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';', 1);
      const at = pair!.indexOf('=');
      const [name, value] = [pair!.slice(0, at).trim(), pair!.slice(at + 1).trim()];
      if (value && !/expires=Thu, 01 Jan 1970/i.test(cookie)) jar.set(name, value);
      else jar.delete(name);
    }
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      const next = new URL(location, url);
      if (next.origin !== providerOrigin || !next.pathname.startsWith(providerPath(authorizationUrl))) {
        return { kind: 'redirect', url: next };
      }
      url = next;
      request = { method: 'GET' };
      continue;
    }
    const body = await response.text();
    if (response.status === 200 && /<form method="post"/.test(body) && /name="email"/.test(body) && !submitted) {
      const form = new URLSearchParams({
        email: person.email,
        firstName: person.firstName ?? '',
        lastName: person.lastName ?? '',
        picture: person.picture ?? '',
      });
      if (person.emailVerified !== false) form.set('emailVerified', 'true');
      const team = person.team ?? inputValue(body, 'team');
      if (team !== undefined) form.set('team', team);
      url = new URL(decodeHtml(/<form method="post" action="([^"]*)"/.exec(body)![1]!), url);
      request = { method: 'POST', body: form.toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } };
      submitted = true;
      continue;
    }
    if (response.status === 200 && /document\.forms\[0\]\.submit\(\)/.test(body)) {
      const action = decodeHtml(/<form method="post" action="([^"]*)"/.exec(body)![1]!);
      const fields = Object.fromEntries(
        [...body.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)"\/?>/g)].map(([, name, value]) => [
          decodeHtml(name!),
          decodeHtml(value!),
        ]),
      );
      return { kind: 'form_post', action, fields };
    }
    throw new Error(`The identity provider answered ${response.status} at ${url.pathname}: ${textOf(body)}`);
  }
  throw new Error(`The identity provider did not send the browser back within ${MAX_STEPS} steps`);
}

const providerPath = (authorizationUrl: string) => new URL('.', authorizationUrl).pathname;

function inputValue(html: string, name: string): string | undefined {
  const match = new RegExp(`<input[^>]*name="${name}"[^>]*value="([^"]*)"`).exec(html);
  return match ? decodeHtml(match[1]!) : undefined;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'", '#34': '"' };
const decodeHtml = (value: string) => value.replace(/&(amp|lt|gt|quot|#39|#x27|#34);/g, (_, entity: string) => ENTITIES[entity]!);

/** A page's words, for an error message. */
const textOf = (html: string) =>
  decodeHtml(html.replace(/<style[\s\S]*?<\/style>/g, '').replace(/<[^>]+>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 500);
