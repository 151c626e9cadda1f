import { type KeyObject, createHmac, createSecretKey, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { ACCESS_TOKEN_TTL_SECONDS, ErrorCode, UnauthorizedMessage, VERIFICATION_CODE_LENGTH } from '@nexus/contracts';
import jwt from 'jsonwebtoken';
import { AppError } from '../../platform/common/errors/app-error';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config';

const ISSUER = 'nexus';
/** Verified tokens remembered at most (a few MB); past it the memory starts over. */
const VERIFIED_TOKENS_KEPT = 10_000;

export interface AccessTokenClaims {
  userId: string;
  sessionId: string;
}

/** Access tokens (JWT), refresh tokens and mailed secrets: how they are made, hashed and checked. */
@Injectable()
export class TokensService {
  /**
   * The signing key as a KeyObject, made once: given a string, jsonwebtoken first tries it as a PEM public
   * key on every call (and builds the exception that fails), which cost more than the rest of the check.
   */
  private readonly jwtKey: KeyObject;
  /**
   * Tokens whose signature was checked, with their claims, until they expire: the check runs once per token,
   * not on every request (the session behind it is still read on every request, so revoking it still counts).
   */
  private readonly verified = new Map<string, { claims: AccessTokenClaims; expiresAtMs: number }>();

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.jwtKey = createSecretKey(Buffer.from(config.jwtSecret));
  }

  signAccessToken({ userId, sessionId }: AccessTokenClaims): string {
    return jwt.sign({ sid: sessionId }, this.jwtKey, {
      algorithm: 'HS256',
      subject: userId,
      issuer: ISSUER,
      expiresIn: ACCESS_TOKEN_TTL_SECONDS,
    });
  }

  /** Throws the exact 401 messages the web app acts on (§8). */
  verifyAccessToken(token: string | undefined): AccessTokenClaims {
    if (!token) throw new AppError(ErrorCode.InvalidAccessToken, UnauthorizedMessage.invalidAccessToken);
    const known = this.verified.get(token);
    if (known && known.expiresAtMs > Date.now()) return known.claims;
    try {
      const payload = jwt.verify(token, this.jwtKey, { algorithms: ['HS256'], issuer: ISSUER }) as jwt.JwtPayload;
      if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string' || typeof payload.exp !== 'number') {
        throw new Error('claims missing');
      }
      const claims = { userId: payload.sub, sessionId: payload.sid };
      if (this.verified.size >= VERIFIED_TOKENS_KEPT) this.verified.clear();
      this.verified.set(token, { claims, expiresAtMs: payload.exp * 1000 });
      return claims;
    } catch (error) {
      if (error instanceof jwt.TokenExpiredError) {
        throw new AppError(ErrorCode.AccessTokenExpired, UnauthorizedMessage.jwtExpired);
      }
      throw new AppError(ErrorCode.InvalidAccessToken, UnauthorizedMessage.invalidAccessToken);
    }
  }

  /** An unguessable token for links and refresh cookies. */
  newOpaqueToken(): string {
    return randomBytes(32).toString('base64url');
  }

  newVerificationCode(): string {
    return String(randomInt(0, 10 ** VERIFICATION_CODE_LENGTH)).padStart(VERIFICATION_CODE_LENGTH, '0');
  }

  /** Secrets are stored as keyed hashes: a leaked table reveals no usable token or code. */
  hash(secret: string): string {
    return createHmac('sha256', this.config.jwtSecret).update(secret).digest('base64url');
  }

  matches(secret: string, hash: string): boolean {
    const a = Buffer.from(this.hash(secret));
    const b = Buffer.from(hash);
    return a.length === b.length && timingSafeEqual(a, b);
  }
}
