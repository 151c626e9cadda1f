import type { IncomingMessage, ServerResponse } from 'node:http';
import { Logger } from '@nestjs/common';
import { ROLES, SSO_TYPES, SsoType } from '@nexus/contracts';
import type { FastifyInstance } from 'fastify';
import { type AppConfig, DEV_SSO_PATH } from '../../../platform/config/app-config';
import { redirectUri } from '../redirect-uris';
import { createIdentityProvider, type IdentityProviderClient } from './identity-provider';

/**
 * The development provider's four clients, as config.sso.providers names them, each with the redirect URIs the
 * API's sign-in uses for every role: /auth/callback/{provider}/{role} on the web, and Apple's form POST to the API.
 */
export function developmentClients(config: AppConfig): IdentityProviderClient[] {
  return SSO_TYPES.flatMap((type) => {
    const provider = config.sso.providers[type];
    if (!provider) return [];
    return [
      {
        type,
        clientId: provider.clientId,
        clientSecret: provider.clientSecret ?? '',
        redirectUris: ROLES.map((role) => redirectUri(config.appUrl, type, role)),
        idTokenSignedResponseAlg: type === SsoType.Apple ? 'ES256' : 'RS256',
      },
    ];
  });
}

/**
 * With no real provider configured (config.sso.development), the API serves its own OpenID provider at DEV_SSO_PATH
 * so that every sign-in button works on a newcomer's machine and in the browser tests. Never in production.
 *
 * Mounted as oidc-provider's documentation mounts it under a path: the request goes to provider.callback() with
 * `url` relative to the mount and `originalUrl` whole. Bodies are left unread for it (its own parsers read them),
 * and the app's security headers go along (its form_post page adds its inline script's hash to the CSP). It answers
 * as its issuer whatever address a request came to (the API's sign-in calls it on 127.0.0.1): the endpoints it
 * publishes, its pages and Apple's form POST stay on APP_URL's origin, which the CSP's form-action allows.
 */
export async function mountDevelopmentIdentityProvider(fastify: FastifyInstance, config: AppConfig): Promise<void> {
  if (!config.sso.development) return;
  if (config.environment === 'production') throw new Error('The development identity provider is never mounted in production');
  const issuer = new URL(`${config.appUrl}${DEV_SSO_PATH}`);
  // Made on the first request to it (its keys take a moment to generate), not at every start of the API.
  let handler: Promise<(req: IncomingMessage, res: ServerResponse) => Promise<void>> | undefined;
  const callback = () =>
    (handler ??= createIdentityProvider({
      issuer: `${config.appUrl}${DEV_SSO_PATH}`,
      clients: developmentClients(config),
      slackTeamId: config.sso.slackTeamId,
    })
      .then(({ provider }) => {
        // Koa takes the origin from these headers, set below, when it trusts a proxy.
        provider.proxy = true;
        return provider.callback();
      })
      .catch((error: unknown) => {
        handler = undefined;
        throw error;
      }));
  await fastify.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request: unknown, _payload: unknown, done: (error: null) => void) => done(null));
    scope.all(`${DEV_SSO_PATH}/*`, async (request, reply) => {
      const raw = request.raw as IncomingMessage & { originalUrl?: string };
      const url = raw.url ?? '';
      if (!url.startsWith(`${DEV_SSO_PATH}/`)) return reply.code(404).send();
      for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) reply.raw.setHeader(name, value);
      reply.hijack();
      raw.headers['x-forwarded-host'] = issuer.host;
      raw.headers['x-forwarded-proto'] = issuer.protocol.slice(0, -1);
      raw.originalUrl = url;
      raw.url = url.slice(DEV_SSO_PATH.length);
      await (
        await callback()
      )(raw, reply.raw);
    });
  });
  if (config.environment !== 'test') {
    new Logger('Sso').log(`No sign-in provider configured: the development provider answers at ${config.appUrl}${DEV_SSO_PATH}`);
  }
}
