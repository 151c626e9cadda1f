import { Injectable } from '@nestjs/common';
import type { ResumeImport, ResumeProposal } from '@nexus/contracts';
import { Prisma, type ResumeImport as ResumeImportRow } from '../database/generated/client';
import { PrismaService } from '../database/prisma.service';

export const toResumeImport = (row: ResumeImportRow): ResumeImport => ({
  status: row.status,
  proposals: (row.proposals as ResumeProposal | null) ?? null,
  error: row.error,
  forOnboarding: row.forOnboarding,
  updatedAt: row.updatedAt.toISOString(),
});

@Injectable()
export class ResumeImportsRepository {
  constructor(private readonly prisma: PrismaService) {}

  find(userId: string) {
    return this.prisma.resumeImport.findUnique({ where: { userId } });
  }

  start(userId: string, forOnboarding: boolean) {
    const data = { status: 'reading' as const, proposals: Prisma.DbNull, error: null, forOnboarding };
    return this.prisma.resumeImport.upsert({ where: { userId }, create: { userId, ...data }, update: data });
  }

  finish(userId: string, result: { proposals: ResumeProposal } | { error: string }) {
    const data: Prisma.ResumeImportUpdateInput =
      'proposals' in result
        ? { status: 'ready', proposals: result.proposals, error: null }
        : { status: 'failed', error: result.error };
    return this.prisma.resumeImport.update({ where: { userId }, data });
  }
}
