import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { ACCESS_TOKEN_TTL_SECONDS, ErrorCode, UnauthorizedMessage, VERIFICATION_CODE_LENGTH } from '@nexus/contracts';
import jwt from 'jsonwebtoken';
import { AppError } from '../common/errors/app-error';
import { APP_CONFIG, type AppConfig } from '../config/app-config';

const ISSUER = 'nexus';

export interface AccessTokenClaims {
  userId: string;
  sessionId: string;
}

/** Access tokens (JWT), refresh tokens and mailed secrets: how they are made, hashed and checked. */
@Injectable()
export class TokensService {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  signAccessToken({ userId, sessionId }: AccessTokenClaims): string {
    return jwt.sign({ sid: sessionId }, this.config.jwtSecret, {
      algorithm: 'HS256',
      subject: userId,
      issuer: ISSUER,
      expiresIn: ACCESS_TOKEN_TTL_SECONDS,
    });
  }

  /** Throws the exact 401 messages the web app acts on (§8). */
  verifyAccessToken(token: string | undefined): AccessTokenClaims {
    if (!token) throw new AppError(ErrorCode.InvalidAccessToken, UnauthorizedMessage.invalidAccessToken);
    try {
      const payload = jwt.verify(token, this.config.jwtSecret, { algorithms: ['HS256'], issuer: ISSUER }) as jwt.JwtPayload;
      if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') throw new Error('claims missing');
      return { userId: payload.sub, sessionId: payload.sid };
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
