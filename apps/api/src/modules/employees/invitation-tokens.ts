import { type KeyObject, createSecretKey } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { EmployeesText, ErrorCode } from '@nexus/contracts';
import jwt from 'jsonwebtoken';
import { AppError } from '../../platform/common/errors/app-error';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config';

const ISSUER = 'nexus';
/** Its own audience: an access token is never an invitation, nor the other way round. */
const AUDIENCE = 'nexus-invitation';

/** The invitation link's token: a JWT (HS256, the app secret) naming the invitation, expiring with it. */
@Injectable()
export class InvitationTokens {
  private readonly key: KeyObject;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.key = createSecretKey(Buffer.from(config.jwtSecret));
  }

  sign(invitationId: string, expiresAt: Date): string {
    return jwt.sign({ exp: Math.floor(expiresAt.getTime() / 1000) }, this.key, {
      algorithm: 'HS256',
      subject: invitationId,
      issuer: ISSUER,
      audience: AUDIENCE,
    });
  }

  /** The invitation's id; a 400 naming `field` when the token is forged, malformed or expired. */
  verify(token: string, field: string): string {
    try {
      const payload = jwt.verify(token, this.key, { algorithms: ['HS256'], issuer: ISSUER, audience: AUDIENCE });
      if (typeof payload === 'object' && typeof payload.sub === 'string') return payload.sub;
    } catch (error) {
      if (error instanceof jwt.TokenExpiredError) throw invalid(field, EmployeesText.invitationExpired);
    }
    throw invalid(field, EmployeesText.invitationInvalid);
  }
}

export const invalid = (field: string, message: string) =>
  new AppError(ErrorCode.InvalidToken, `${field}: ${message}`, [{ field, message }]);
