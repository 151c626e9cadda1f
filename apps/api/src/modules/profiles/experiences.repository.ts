import { Injectable } from '@nestjs/common';
import type { Prisma } from '../../platform/database/generated/client';
import type { Db } from '../../platform/database/prisma.service';

export type ExperienceData = Pick<
  Prisma.ExperienceUncheckedCreateInput,
  'title' | 'companyName' | 'location' | 'startDate' | 'endDate' | 'description'
>;

/** How a profile lists experiences: the current ones first, then by end and start date, latest first. */
export const EXPERIENCE_ORDER = [
  { endDate: { sort: 'desc', nulls: 'first' } },
  { startDate: 'desc' },
  { createdAt: 'desc' },
] as const satisfies Prisma.ExperienceOrderByWithRelationInput[];

/** The experiences table. */
@Injectable()
export class ExperiencesRepository {
  listOf(db: Db, userId: string) {
    return db.experience.findMany({ where: { userId }, orderBy: EXPERIENCE_ORDER });
  }

  countOf(db: Db, userId: string) {
    return db.experience.count({ where: { userId } });
  }

  create(db: Db, userId: string, data: ExperienceData) {
    return db.experience.create({ data: { ...data, userId } });
  }

  /** Updates only the member's own row; false when there is none. */
  async updateOwn(db: Db, userId: string, id: string, data: ExperienceData): Promise<boolean> {
    const { count } = await db.experience.updateMany({ where: { id, userId }, data });
    return count === 1;
  }

  /** Removes only the member's own row; false when there is none. */
  async removeOwn(db: Db, userId: string, id: string): Promise<boolean> {
    const { count } = await db.experience.deleteMany({ where: { id, userId } });
    return count === 1;
  }
}
