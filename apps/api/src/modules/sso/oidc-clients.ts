import { Inject, Injectable, Logger } from '@nestjs/common';
import { ErrorCode, SSO_PROVIDER_NAMES, type SsoType, Text } from '@nexus/contracts';
import type { JWTVerifyGetKey } from 'jose';
import type * as OpenidClient from 'openid-client';
import type { Configuration } from 'openid-client';
import { AppError, ServiceUnavailableError } from '../../platform/common/errors/app-error';
import { APP_CONFIG, type AppConfig, DEV_SSO_PATH, type SsoProviderConfig } from '../../platform/config/app-config';
import { appleClientSecret } from './apple-client-secret';

/** How long a call to a provider (discovery, token, keys) may take before the sign-in is given up. */
const PROVIDER_TIMEOUT_MS = 10_000;

export const openidClient = () => import('openid-client');

/**
 * One openid-client Configuration per provider, from its discovery document, made on first use and kept; a
 * discovery that fails is tried again on the next sign-in. Apple's client secret is a JWT made from its key.
 */
@Injectable()
export class OidcClients {
  private readonly logger = new Logger('Sso');
  private readonly configurations = new Map<SsoType, Promise<Configuration>>();
  private readonly keySets = new Map<SsoType, JWTVerifyGetKey>();

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  provider(type: SsoType): SsoProviderConfig {
    const provider = this.config.sso.providers[type];
    if (!provider) throw new AppError(ErrorCode.SsoNotConfigured, `${Text.ssoNotConfigured}: ${SSO_PROVIDER_NAMES[type]}`);
    return provider;
  }

  async configuration(type: SsoType): Promise<Configuration> {
    const provider = this.provider(type);
    let configuration = this.configurations.get(type);
    if (!configuration) {
      configuration = this.discover(type, provider);
      this.configurations.set(type, configuration);
      configuration.catch(() => this.configurations.delete(type));
    }
    try {
      return await configuration;
    } catch (error) {
      this.logger.warn(`${SSO_PROVIDER_NAMES[type]} discovery failed: ${(error as Error).message}`);
      throw new ServiceUnavailableError();
    }
  }

  /**
   * The provider's published signing keys (jwks_uri), fetched when first needed and again for a key id not seen
   * yet. openid-client trusts an ID token from the token endpoint on TLS alone; Nexus checks its signature too.
   */
  async keys(type: SsoType): Promise<JWTVerifyGetKey> {
    let keySet = this.keySets.get(type);
    if (!keySet) {
      const { createRemoteJWKSet, customFetch } = await import('jose');
      const jwksUri = (await this.configuration(type)).serverMetadata().jwks_uri;
      if (!jwksUri) throw new ServiceUnavailableError();
      keySet = createRemoteJWKSet(new URL(jwksUri), {
        timeoutDuration: PROVIDER_TIMEOUT_MS,
        [customFetch]: (url: string, options: RequestInit) => this.fetch(url, options),
      });
      this.keySets.set(type, keySet);
    }
    return keySet;
  }

  private async discover(type: SsoType, provider: SsoProviderConfig): Promise<Configuration> {
    const client = await openidClient();
    const secret =
      provider.clientSecret ??
      (provider.appleKey ? await appleClientSecret(provider.clientId, provider.appleKey, provider.issuer) : '');
    const configuration = await client.discovery(
      new URL(provider.issuer),
      provider.clientId,
      { id_token_signed_response_alg: type === 'apple' ? 'ES256' : 'RS256' },
      client.ClientSecretPost(secret),
      { [client.customFetch]: this.fetch, execute: provider.issuer.startsWith('http:') ? [this.allowHttp(client)] : [] },
    );
    if (provider.appleKey && !provider.clientSecret) {
      // Apple's secret is short-lived by design: a fresh one for each token call.
      const { appleKey, clientId, issuer } = provider;
      configuration[client.customFetch] = async (url, options) => {
        if (url === configuration.serverMetadata().token_endpoint && typeof options.body === 'string') {
          const body = new URLSearchParams(options.body);
          body.set('client_secret', await appleClientSecret(clientId, appleKey, issuer));
          return this.fetch(url, { ...options, body: body.toString() });
        }
        return this.fetch(url, options);
      };
    }
    return configuration;
  }

  /** Plain http is for the development provider and tests' providers on loopback, never in production. */
  private allowHttp(client: typeof OpenidClient) {
    if (this.config.environment === 'production') throw new Error('An http:// OpenID issuer is refused in production');
    return client.allowInsecureRequests;
  }

  /**
   * Calls to providers, with a time limit. The development provider's issuer is the address the browser knows
   * (APP_URL, perhaps a dev server in front); the API reaches it on its own port.
   */
  private readonly fetch = (url: string, options: RequestInit) => {
    const devIssuer = `${this.config.appUrl}${DEV_SSO_PATH}`;
    const target =
      this.config.sso.development && url.startsWith(devIssuer)
        ? `http://127.0.0.1:${this.config.port}${DEV_SSO_PATH}${url.slice(devIssuer.length)}`
        : url;
    return fetch(target, { ...options, signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) });
  };
}
