import { API_PREFIX, buildPath, type Role, routes, SsoType } from '@nexus/contracts';

/** The web's page a provider's answer lands on (§2: /auth/callback/linkedin/{role}, /slack/{role}, and so on). */
export const webCallbackUrl = (appUrl: string, provider: SsoType, role: Role) => `${appUrl}/auth/callback/${provider}/${role}`;

/**
 * The redirect URI registered with a provider: the web's callback page, except for Apple, which posts its answer
 * (form_post) to the API; the API then sends the browser on to the web's page.
 */
export const redirectUri = (appUrl: string, provider: SsoType, role: Role) =>
  provider === SsoType.Apple
    ? `${appUrl}/${API_PREFIX}${buildPath(routes.sso.appleFormPost.path, { role })}`
    : webCallbackUrl(appUrl, provider, role);
