import { Injectable } from '@nestjs/common';
import { ErrorCode, Text, UnauthorizedMessage } from '@nexus/contracts';
import { ActivityTracker } from '../analytics/activity-tracker';
import { AppError } from '../../platform/common/errors/app-error';
import { PrismaService } from '../../platform/database/prisma.service';
import type { AuthContext } from './auth-context';
import { SessionCache } from './session-cache';
import { SessionEndings } from './session-endings';
import { type SessionWithUser, SessionsRepository } from './sessions.repository';
import { TokensService } from './tokens.service';

/** Turns a bearer token into the caller, for HTTP (AccessGuard) and the socket alike. */
@Injectable()
export class SessionAuthenticator {
  constructor(
    private readonly tokens: TokensService,
    private readonly sessions: SessionsRepository,
    private readonly prisma: PrismaService,
    private readonly endings: SessionEndings,
    private readonly activity: ActivityTracker,
    private readonly cache: SessionCache,
  ) {}

  async authenticate(accessToken: string | undefined): Promise<AuthContext> {
    const claims = this.tokens.verifyAccessToken(accessToken);
    const session = await this.cache.get(claims.sessionId, (id) => this.sessions.findWithUser(id), isValid);
    if (!session || session.userId !== claims.userId) {
      throw new AppError(ErrorCode.SessionNotFound, UnauthorizedMessage.sessionNotFound);
    }
    const { user } = session;
    // A blocked member's token says so even once the block has revoked its session: the open page and the next
    // load show 'Your account has been blocked' (§4), not a plain sign-in.
    if (user.blocked && session.revokedAt) throw new AppError(ErrorCode.AccountBlocked, Text.accountBlocked);
    if (session.revokedAt || session.expiresAt < new Date()) {
      throw new AppError(ErrorCode.SessionNotFound, UnauthorizedMessage.sessionNotFound);
    }
    if (user.blocked || user.signoutRequested) {
      // Blocked or forced out: every session ends, sockets included; a sign-out request is cleared by the next login.
      await this.sessions.revokeAllOfUser(this.prisma, user.id);
      this.endings.ended({ userId: user.id });
      if (user.blocked) throw new AppError(ErrorCode.AccountBlocked, Text.accountBlocked);
      throw new AppError(ErrorCode.SessionNotFound, UnauthorizedMessage.sessionNotFound);
    }
    this.activity.seen(user.id);
    return { user, sessionId: session.id };
  }
}

/** A session that lets its caller in (its expiry is checked on every use). */
const isValid = (session: SessionWithUser) => !session.revokedAt && !session.user.blocked && !session.user.signoutRequested;
