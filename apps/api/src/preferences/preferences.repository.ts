import { Injectable } from '@nestjs/common';
import { PrismaService } from '../database/prisma.service';

const SELECT = { id: true, userId: true, darkMode: true } as const;

@Injectable()
export class PreferencesRepository {
  constructor(private readonly prisma: PrismaService) {}

  /**
   * A read, and an upsert keyed by the unique userId only the first time (two first reads cannot create
   * two rows): every session load asks this, and an upsert costs a transaction.
   */
  async getOrCreate(userId: string) {
    return (
      (await this.prisma.preference.findUnique({ where: { userId }, select: SELECT })) ??
      this.prisma.preference.upsert({ where: { userId }, create: { userId }, update: {}, select: SELECT })
    );
  }

  save(userId: string, darkMode: boolean | null) {
    return this.prisma.preference.upsert({
      where: { userId },
      create: { userId, darkMode },
      update: { darkMode },
      select: SELECT,
    });
  }

  /** Updates only when the row belongs to that user; null when it does not exist for them. */
  async update(userId: string, id: string, darkMode: boolean | null) {
    const { count } = await this.prisma.preference.updateMany({ where: { id, userId }, data: { darkMode } });
    return count === 1 ? this.prisma.preference.findUnique({ where: { id }, select: SELECT }) : null;
  }
}
