import { Injectable } from '@nestjs/common';
import type { OneTimeTokenPurpose } from '../../platform/database/generated/client';
import { type Db, PrismaService } from '../../platform/database/prisma.service';

/** Codes and link tokens mailed to users. A new one of a purpose retires the older ones. */
@Injectable()
export class OneTimeTokensRepository {
  constructor(private readonly prisma: PrismaService) {}

  async issue(db: Db, data: { userId: string; purpose: OneTimeTokenPurpose; secretHash: string; expiresAt: Date }) {
    await db.oneTimeToken.updateMany({
      where: { userId: data.userId, purpose: data.purpose, usedAt: null },
      data: { usedAt: new Date() },
    });
    return db.oneTimeToken.create({ data });
  }

  findLatestUnused(userId: string, purpose: OneTimeTokenPurpose) {
    return this.prisma.oneTimeToken.findFirst({
      where: { userId, purpose, usedAt: null },
      orderBy: { createdAt: 'desc' },
    });
  }

  countFailedAttempt(id: string) {
    return this.prisma.oneTimeToken.update({ where: { id }, data: { attempts: { increment: 1 } } });
  }

  /** Spends a token by its secret: returns the owner's id, or null if it is unknown, spent or expired. */
  async consume(db: Db, purpose: OneTimeTokenPurpose, secretHash: string): Promise<string | null> {
    const token = await db.oneTimeToken.findFirst({
      where: { purpose, secretHash, usedAt: null, expiresAt: { gt: new Date() } },
    });
    if (!token) return null;
    const { count } = await db.oneTimeToken.updateMany({ where: { id: token.id, usedAt: null }, data: { usedAt: new Date() } });
    return count === 1 ? token.userId : null;
  }

  markUsed(db: Db, id: string) {
    return db.oneTimeToken.updateMany({ where: { id, usedAt: null }, data: { usedAt: new Date() } });
  }
}
