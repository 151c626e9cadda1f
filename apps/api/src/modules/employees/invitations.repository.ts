import { Injectable } from '@nestjs/common';
import type { Prisma } from '../../platform/database/generated/client';
import type { Db } from '../../platform/database/prisma.service';

/** invitations: one row per mailed invitation; accepting is one conditional update (unused, unexpired). */
@Injectable()
export class InvitationsRepository {
  create(db: Db, data: Prisma.InvitationUncheckedCreateInput) {
    return db.invitation.create({ data });
  }

  findWithPartner(db: Db, id: string) {
    return db.invitation.findUnique({ where: { id }, include: { partner: { select: { id: true, name: true } } } });
  }

  /** Marks it accepted while it is unused and unexpired; null when it was not (a second use, or too late). */
  async accept(db: Db, id: string) {
    const now = new Date();
    const [row] = await db.invitation.updateManyAndReturn({
      where: { id, acceptedAt: null, expiresAt: { gt: now } },
      data: { acceptedAt: now },
    });
    return row ?? null;
  }
}
