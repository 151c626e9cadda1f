import { Injectable } from '@nestjs/common';
import type { UpdatePreferenceBody } from '@nexus/contracts';
import { PrismaService } from '../../platform/database/prisma.service';

const SELECT = { id: true, userId: true, darkMode: true, readReceipts: true, typingIndicators: true } as const;

@Injectable()
export class PreferencesRepository {
  constructor(private readonly prisma: PrismaService) {}

  /**
   * A read, and a create only the first time. Two first reads may both try to create: the unique userId
   * lets one win, and the other reads the winner's row (Prisma's upsert is a read then a write, not atomic).
   */
  async getOrCreate(userId: string) {
    const read = () => this.prisma.preference.findUnique({ where: { userId }, select: SELECT });
    return (
      (await read()) ??
      this.prisma.preference.create({ data: { userId }, select: SELECT }).catch(async (error: unknown) => {
        const existing = (error as { code?: string }).code === 'P2002' ? await read() : null;
        if (!existing) throw error;
        return existing;
      })
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

  /** Updates only when the row belongs to that user, only the fields given; null when it does not exist for them. */
  async update(userId: string, id: string, changes: UpdatePreferenceBody) {
    const { count } = await this.prisma.preference.updateMany({ where: { id, userId }, data: changes });
    return count === 1 ? this.prisma.preference.findUnique({ where: { id }, select: SELECT }) : null;
  }
}
