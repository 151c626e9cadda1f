import { Injectable } from '@nestjs/common';
import type { Prisma } from '../../platform/database/generated/client';
import type { Db } from '../../platform/database/prisma.service';
import { EXPERIENCE_ORDER } from './experiences.repository';

/** What a profile shows: the user's public fields and state, the profile row (not search_text), experiences in order. */
export const PROFILE_SELECT = {
  id: true,
  enabled: true,
  blocked: true,
  firstName: true,
  lastName: true,
  image: true,
  role: true,
  partnerId: true,
  profile: { omit: { searchText: true } },
  experiences: { orderBy: EXPERIENCE_ORDER },
  /** The badge: the company that verified the member most recently. */
  employments: {
    where: { status: 'verified' },
    orderBy: { verifiedAt: 'desc' },
    take: 1,
    select: { partner: { select: { id: true, name: true } } },
  },
} as const satisfies Prisma.UserSelect;

export type ProfileEntityWithUser = Prisma.UserGetPayload<{ select: typeof PROFILE_SELECT }>;

/** The profiles table, and the one query that loads a whole profile. */
@Injectable()
export class ProfilesRepository {
  /**
   * User, profile row and experiences (in order) in one Prisma query: a constant three SELECTs by
   * primary key or index (Prisma 6 without the relationJoins preview loads each relation separately).
   */
  findWithUser(db: Db, userId: string): Promise<ProfileEntityWithUser | null> {
    return db.user.findUnique({ where: { id: userId }, select: PROFILE_SELECT });
  }

  /** search_text is kept by triggers and never written here. */
  update(db: Db, userId: string, data: Omit<Prisma.ProfileUncheckedUpdateInput, 'searchText' | 'userId'>) {
    return db.profile.upsert({
      where: { userId },
      create: { ...(data as Omit<Prisma.ProfileUncheckedCreateInput, 'userId'>), userId },
      update: data,
      select: { userId: true },
    });
  }

  /**
   * Locks the member's profile row until the transaction ends: two experiences added at once cannot
   * both pass the count limit.
   */
  async lock(db: Db, userId: string): Promise<void> {
    await db.$queryRaw`SELECT user_id FROM profiles WHERE user_id = ${userId}::uuid FOR UPDATE`;
  }
}
