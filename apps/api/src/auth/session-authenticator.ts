import { Injectable } from '@nestjs/common';
import { ErrorCode, Text, UnauthorizedMessage } from '@nexus/contracts';
import { AppError } from '../common/errors/app-error';
import { PrismaService } from '../database/prisma.service';
import type { AuthContext } from './auth-context';
import { SessionEndings } from './session-endings';
import { SessionsRepository } from './sessions.repository';
import { TokensService } from './tokens.service';

/** Turns a bearer token into the caller, for HTTP (AccessGuard) and the socket alike. */
@Injectable()
export class SessionAuthenticator {
  constructor(
    private readonly tokens: TokensService,
    private readonly sessions: SessionsRepository,
    private readonly prisma: PrismaService,
    private readonly endings: SessionEndings,
  ) {}

  async authenticate(accessToken: string | undefined): Promise<AuthContext> {
    const claims = this.tokens.verifyAccessToken(accessToken);
    const session = await this.sessions.findWithUser(claims.sessionId);
    if (!session || session.revokedAt || session.expiresAt < new Date() || session.userId !== claims.userId) {
      throw new AppError(ErrorCode.SessionNotFound, UnauthorizedMessage.sessionNotFound);
    }
    const { user } = session;
    if (user.blocked || user.signoutRequested) {
      // Blocked or forced out: every session ends, sockets included; a sign-out request is cleared by the next login.
      await this.sessions.revokeAllOfUser(this.prisma, user.id);
      this.endings.ended({ userId: user.id });
      if (user.blocked) throw new AppError(ErrorCode.AccountBlocked, Text.accountBlocked);
      throw new AppError(ErrorCode.SessionNotFound, UnauthorizedMessage.sessionNotFound);
    }
    return { user, sessionId: session.id };
  }
}
