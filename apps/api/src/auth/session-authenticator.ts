import { Injectable } from '@nestjs/common';
import { ErrorCode, Text, UnauthorizedMessage } from '@nexus/contracts';
import { AppError } from '../common/errors/app-error';
import { PrismaService } from '../database/prisma.service';
import type { AuthContext } from './auth-context';
import { SessionsRepository } from './sessions.repository';
import { TokensService } from './tokens.service';

/** Turns a bearer token into the caller, for HTTP (AccessGuard) and the socket alike. */
@Injectable()
export class SessionAuthenticator {
  constructor(
    private readonly tokens: TokensService,
    private readonly sessions: SessionsRepository,
    private readonly prisma: PrismaService,
  ) {}

  async authenticate(accessToken: string | undefined): Promise<AuthContext> {
    const claims = this.tokens.verifyAccessToken(accessToken);
    const session = await this.sessions.findWithUser(claims.sessionId);
    if (!session || session.revokedAt || session.expiresAt < new Date() || session.userId !== claims.userId) {
      throw new AppError(ErrorCode.Unauthenticated, UnauthorizedMessage.sessionNotFound);
    }
    const { user } = session;
    if (user.blocked) throw new AppError(ErrorCode.AccountBlocked, Text.accountBlocked);
    if (user.signoutRequested) {
      // Forced out: every session ends; the next login clears the request.
      await this.sessions.revokeAllOfUser(this.prisma, user.id);
      throw new AppError(ErrorCode.Unauthenticated, UnauthorizedMessage.sessionNotFound);
    }
    return { user, sessionId: session.id };
  }
}
