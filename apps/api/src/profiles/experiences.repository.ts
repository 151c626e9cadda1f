import { Injectable } from '@nestjs/common';
import type { Prisma } from '../database/generated/client';
import type { Db } from '../database/prisma.service';

export type ExperienceData = Pick<
  Prisma.ExperienceUncheckedCreateInput,
  'title' | 'companyName' | 'location' | 'startDate' | 'endDate' | 'description'
>;

/** The experiences table. Positions run 0..n-1 per member; callers hold the member's lock while changing them. */
@Injectable()
export class ExperiencesRepository {
  listOf(db: Db, userId: string) {
    return db.experience.findMany({ where: { userId }, orderBy: { position: 'asc' } });
  }

  idsOf(db: Db, userId: string) {
    return db.experience.findMany({ where: { userId }, select: { id: true } });
  }

  countOf(db: Db, userId: string) {
    return db.experience.count({ where: { userId } });
  }

  /** Only the member's own row: null when the id is unknown or another member's. */
  findOwn(db: Db, userId: string, id: string) {
    return db.experience.findFirst({ where: { id, userId } });
  }

  /** Moves every experience of the member one place down, making room at position 0. */
  shiftDown(db: Db, userId: string) {
    return db.experience.updateMany({ where: { userId }, data: { position: { increment: 1 } } });
  }

  /** Closes the gap a removed experience left at `position`. */
  closeGap(db: Db, userId: string, position: number) {
    return db.experience.updateMany({ where: { userId, position: { gt: position } }, data: { position: { decrement: 1 } } });
  }

  create(db: Db, userId: string, position: number, data: ExperienceData) {
    return db.experience.create({ data: { ...data, userId, position } });
  }

  /** Updates only the member's own row; false when there is none. */
  async updateOwn(db: Db, userId: string, id: string, data: ExperienceData): Promise<boolean> {
    const { count } = await db.experience.updateMany({ where: { id, userId }, data });
    return count === 1;
  }

  remove(db: Db, id: string) {
    return db.experience.delete({ where: { id } });
  }

  /** Sets every position from the order of `ids` (the first gets 0) in one statement. */
  setOrder(db: Db, userId: string, ids: string[]) {
    return db.$executeRaw`
      UPDATE experiences AS e
         SET position = o.ordinality - 1, updated_at = now()
        FROM unnest(${ids}::uuid[]) WITH ORDINALITY AS o(id, ordinality)
       WHERE e.id = o.id AND e.user_id = ${userId}::uuid`;
  }
}
