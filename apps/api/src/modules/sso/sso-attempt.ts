import { API_PREFIX, ErrorCode, type Role, type SsoType, Text } from '@nexus/contracts';
import type { FastifyReply } from 'fastify';
import jwt from 'jsonwebtoken';
import { AppError } from '../../platform/common/errors/app-error';

export const SSO_ATTEMPT_COOKIE = 'nexus_sso';
/** Time from pressing the button to coming back from the provider. */
const ATTEMPT_TTL_SECONDS = 600;
const AUDIENCE = 'nexus-sso-attempt';

/** A sign-in in progress: what the callback must see again (state, nonce) and send (the PKCE verifier). */
export interface SsoAttempt {
  provider: SsoType;
  role: Role;
  state: string;
  nonce: string;
  verifier: string;
}

/**
 * The attempt travels in an httpOnly cookie signed with the server's secret, so the callback is bound to the
 * browser that started it (a code and state sent to someone else's browser finds no attempt there).
 */
export class SsoAttemptCookie {
  constructor(
    private readonly secret: string,
    private readonly secure: boolean,
  ) {}

  set(response: FastifyReply, attempt: SsoAttempt): void {
    const sealed = jwt.sign(attempt, this.secret, { algorithm: 'HS256', audience: AUDIENCE, expiresIn: ATTEMPT_TTL_SECONDS });
    void response.setCookie(SSO_ATTEMPT_COOKIE, sealed, { ...this.options, maxAge: ATTEMPT_TTL_SECONDS });
  }

  /** The attempt, once: the cookie is cleared whatever the outcome, so a code cannot be tried twice from here. */
  take(cookies: Record<string, string>, response: FastifyReply): SsoAttempt {
    const sealed = cookies[SSO_ATTEMPT_COOKIE];
    void response.clearCookie(SSO_ATTEMPT_COOKIE, this.options);
    if (!sealed) throw new AppError(ErrorCode.SsoFailed, Text.ssoFailed);
    try {
      return jwt.verify(sealed, this.secret, { algorithms: ['HS256'], audience: AUDIENCE }) as SsoAttempt;
    } catch {
      throw new AppError(ErrorCode.SsoFailed, Text.ssoFailed);
    }
  }

  private get options() {
    return { httpOnly: true, sameSite: 'lax' as const, secure: this.secure, path: `/${API_PREFIX}` };
  }
}
