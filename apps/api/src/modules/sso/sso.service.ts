import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  ADMIN_SSO_TYPES,
  type AuthResponse,
  ErrorCode,
  Role,
  SSO_PROVIDER_NAMES,
  type SsoCallbackBody,
  type SsoStartResponse,
  SsoType,
  Text,
} from '@nexus/contracts';
import { AuthService } from '../auth/auth.service';
import { AppError } from '../../platform/common/errors/app-error';
import type { RequestContext } from '../../platform/common/http/request-context';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config';
import type { User } from '../../platform/database/generated/client';
import { PrismaService } from '../../platform/database/prisma.service';
import { UsersRepository } from '../users/users.repository';
import { OidcClients, openidClient } from './oidc-clients';
import { identityFromClaims, type ProviderIdentity } from './provider-identity';
import { redirectUri, webCallbackUrl } from './redirect-uris';
import { type SsoAttempt, SsoAttemptCookie } from './sso-attempt';
import { SsoIdentitiesRepository } from './sso-identities.repository';

/** §4: LinkedIn 'basic profile and e-mail', Slack 'basic, email, team and avatar' are these OpenID Connect scopes today. */
const SCOPES: Record<SsoType, string> = {
  google: 'openid email profile',
  apple: 'openid name email',
  linkedin: 'openid profile email',
  slack: 'openid profile email',
};

/**
 * Single sign-on with Google, Apple, LinkedIn and Slack: the authorization code flow with state, nonce and PKCE
 * (openid-client checks the ID token's signature, issuer, audience, expiry and nonce), then the account: found by
 * the provider's subject, else linked by an e-mail the provider has verified, else made.
 */
@Injectable()
export class SsoService {
  private readonly logger = new Logger('Sso');
  private readonly attempts: SsoAttemptCookie;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clients: OidcClients,
    private readonly prisma: PrismaService,
    private readonly users: UsersRepository,
    private readonly identities: SsoIdentitiesRepository,
    private readonly auth: AuthService,
  ) {
    this.attempts = new SsoAttemptCookie(config.jwtSecret, config.environment === 'production');
  }

  async start(provider: SsoType, role: Role, context: RequestContext): Promise<SsoStartResponse> {
    if (role === Role.Admin && !(ADMIN_SSO_TYPES as readonly SsoType[]).includes(provider)) {
      throw AppError.invalid('role', `${SSO_PROVIDER_NAMES[provider]} is not a way in for platform admins`);
    }
    const client = await openidClient();
    const configuration = await this.clients.configuration(provider);
    const attempt: SsoAttempt = {
      provider,
      role,
      state: client.randomState(),
      nonce: client.randomNonce(),
      verifier: client.randomPKCECodeVerifier(),
    };
    const url = client.buildAuthorizationUrl(configuration, {
      redirect_uri: redirectUri(this.config.appUrl, provider, role),
      scope: SCOPES[provider],
      state: attempt.state,
      nonce: attempt.nonce,
      code_challenge: await client.calculatePKCECodeChallenge(attempt.verifier),
      code_challenge_method: 'S256',
      ...(provider === SsoType.Apple ? { response_mode: 'form_post' } : {}),
      ...(provider === SsoType.Slack && this.config.sso.slackTeamId ? { team: this.config.sso.slackTeamId } : {}),
    });
    this.attempts.set(context.response, attempt);
    return { url: url.href };
  }

  /** A member or partner back from the provider: signed in, or signed up as a member on a first visit. */
  async complete(provider: SsoType, body: SsoCallbackBody, context: RequestContext): Promise<AuthResponse> {
    const attempt = this.attempts.take(context.cookies, context.response);
    if (attempt.role === Role.Admin) throw new AppError(ErrorCode.SsoFailed, Text.ssoFailed);
    const identity = await this.verify(provider, attempt, body);
    return this.auth.startSession(await this.memberAccount(identity, attempt.role), context);
  }

  /** POST admin/login/google and admin/auth/apple/web: only an existing platform admin gets in; none is ever made. */
  async completeAdmin(provider: SsoType, body: SsoCallbackBody, context: RequestContext): Promise<AuthResponse> {
    const attempt = this.attempts.take(context.cookies, context.response);
    if (attempt.role !== Role.Admin) throw new AppError(ErrorCode.SsoFailed, Text.ssoFailed);
    const identity = await this.verify(provider, attempt, body);
    const existing = await this.existingAccount(identity);
    if (existing?.user.role !== Role.Admin) throw new AppError(ErrorCode.NotPlatformAdmin, Text.notPlatformAdmin);
    return this.auth.startSession(await this.linkedAccount(existing, identity), context);
  }

  /** Apple posts its answer (response_mode=form_post) to the API; the browser goes on to the web's callback page. */
  appleFormPost(role: Role, form: Record<string, string | undefined>): { url: string; statusCode: number } {
    const query = new URLSearchParams();
    for (const key of ['code', 'state', 'iss', 'user', 'error'] as const) {
      const value = form[key];
      if (value) query.set(key, value);
    }
    return { url: `${webCallbackUrl(this.config.appUrl, SsoType.Apple, role)}?${query}`, statusCode: 303 };
  }

  /** The code for tokens, and the ID token's claims, checked by openid-client; the attempt must be for this provider. */
  private async verify(provider: SsoType, attempt: SsoAttempt, body: SsoCallbackBody): Promise<ProviderIdentity> {
    if (attempt.provider !== provider) throw new AppError(ErrorCode.SsoFailed, Text.ssoFailed);
    const client = await openidClient();
    const configuration = await this.clients.configuration(provider);
    const answer = new URL(redirectUri(this.config.appUrl, provider, attempt.role));
    answer.searchParams.set('code', body.code);
    answer.searchParams.set('state', body.state);
    if (body.iss) answer.searchParams.set('iss', body.iss);
    let claims: Record<string, unknown> | undefined;
    try {
      const tokens = await client.authorizationCodeGrant(configuration, answer, {
        expectedState: attempt.state,
        expectedNonce: attempt.nonce,
        pkceCodeVerifier: attempt.verifier,
        idTokenExpected: true,
      });
      await this.checkSignature(provider, tokens.id_token!, configuration.clientMetadata().client_id);
      claims = tokens.claims();
    } catch (error) {
      const { message, cause } = error as Error;
      this.logger.warn(
        `${SSO_PROVIDER_NAMES[provider]} sign-in refused: ${message}${cause ? ` (${JSON.stringify(cause)})` : ''}`,
      );
    }
    if (!claims) throw new AppError(ErrorCode.SsoFailed, Text.ssoFailed);
    const identity = identityFromClaims(provider, claims, body.user);
    if (provider === SsoType.Slack && identity.team !== this.config.sso.slackTeamId) {
      throw new AppError(ErrorCode.SsoWrongTeam, Text.ssoWrongTeam);
    }
    return identity;
  }

  /** The ID token's signature against the provider's published keys, with its issuer and audience once more. */
  private async checkSignature(provider: SsoType, idToken: string, clientId: string): Promise<void> {
    const { jwtVerify } = await import('jose');
    await jwtVerify(idToken, await this.clients.keys(provider), {
      issuer: this.clients.provider(provider).issuer,
      audience: clientId,
      algorithms: [provider === SsoType.Apple ? 'ES256' : 'RS256'],
    });
  }

  /**
   * The account this identity signed in as before, else the one with its e-mail, which it may only take over when
   * the provider vouches for the address (anyone can put someone else's e-mail on an account at some provider).
   */
  private async existingAccount(identity: ProviderIdentity): Promise<{ user: User; linked: boolean } | null> {
    const known = await this.identities.findUser(identity.provider, identity.subject);
    if (known) return { user: known, linked: true };
    const byEmail = await this.users.findByUsername(identity.email);
    if (byEmail && !identity.emailVerified) throw new AppError(ErrorCode.SsoEmailNotVerified, Text.ssoEmailNotVerified);
    return byEmail ? { user: byEmail, linked: false } : null;
  }

  private async memberAccount(identity: ProviderIdentity, role: Role): Promise<User> {
    const existing = await this.existingAccount(identity);
    if (existing) {
      if (existing.user.role !== role) throw new AppError(ErrorCode.InvalidCredentials, Text.wrongRole);
      return this.linkedAccount(existing, identity);
    }
    if (!identity.emailVerified) throw new AppError(ErrorCode.SsoEmailNotVerified, Text.ssoEmailNotVerifiedNew);
    // An organisation signs up with its name through the partner form; a provider gives only a person.
    if (role !== Role.Member) throw new AppError(ErrorCode.InvalidCredentials, Text.ssoPartnerSignUp);
    return this.signUp(identity);
  }

  /**
   * The account, with the identity linked to it the first time it signs in there; a provider-verified e-mail also
   * enables an account still waiting for its mailed code.
   */
  private async linkedAccount({ user, linked }: { user: User; linked: boolean }, identity: ProviderIdentity): Promise<User> {
    if (linked) return user;
    return this.prisma.$transaction(async (tx) => {
      await this.identities.link(tx, {
        provider: identity.provider,
        subject: identity.subject,
        userId: user.id,
        email: identity.email,
      });
      return user.enabled || !identity.emailVerified ? user : this.users.update(tx, user.id, { enabled: true });
    });
  }

  private async signUp(identity: ProviderIdentity): Promise<User> {
    try {
      return await this.prisma.$transaction(async (tx) => {
        const user = await this.users.create(tx, {
          username: identity.email,
          role: Role.Member,
          authType: 'sso',
          ssoType: identity.provider,
          enabled: true,
          isOnBoarded: false,
          firstName: identity.firstName,
          lastName: identity.lastName,
          image: identity.image,
        });
        await this.identities.link(tx, {
          provider: identity.provider,
          subject: identity.subject,
          userId: user.id,
          email: identity.email,
        });
        return user;
      });
    } catch (error) {
      // Two first sign-ins racing (two tabs): the second finds the account the first made.
      const made = await this.identities.findUser(identity.provider, identity.subject);
      if (made) return made;
      throw error;
    }
  }
}
