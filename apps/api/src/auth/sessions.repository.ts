import { Injectable } from '@nestjs/common';
import { type Db, PrismaService } from '../database/prisma.service';

@Injectable()
export class SessionsRepository {
  constructor(private readonly prisma: PrismaService) {}

  create(db: Db, data: { userId: string; ip?: string; userAgent?: string; expiresAt: Date }) {
    return db.session.create({ data });
  }

  addRefreshToken(db: Db, sessionId: string, tokenHash: string) {
    return db.refreshToken.create({ data: { sessionId, tokenHash } });
  }

  /** Marks a refresh token spent, only if it was not: true for exactly one of two racing requests. */
  async spendRefreshToken(db: Db, tokenHash: string): Promise<boolean> {
    const { count } = await db.refreshToken.updateMany({ where: { tokenHash, usedAt: null }, data: { usedAt: new Date() } });
    return count === 1;
  }

  findRefreshToken(tokenHash: string) {
    return this.prisma.refreshToken.findUnique({ where: { tokenHash }, include: { session: { include: { user: true } } } });
  }

  /** The session with its user, in one query: every authenticated request asks this. */
  findWithUser(sessionId: string) {
    return this.prisma.session.findUnique({ where: { id: sessionId }, include: { user: true } });
  }

  revoke(db: Db, sessionId: string) {
    return db.session.updateMany({ where: { id: sessionId, revokedAt: null }, data: { revokedAt: new Date() } });
  }

  revokeAllOfUser(db: Db, userId: string, exceptSessionId?: string) {
    return db.session.updateMany({
      where: { userId, revokedAt: null, ...(exceptSessionId ? { id: { not: exceptSessionId } } : {}) },
      data: { revokedAt: new Date() },
    });
  }
}
