import { Injectable } from '@nestjs/common';
import type { ResumeImport, ResumeProposal } from '@nexus/contracts';
import { Prisma, type ResumeImport as ResumeImportRow } from '../../platform/database/generated/client';
import { type Db, PrismaService } from '../../platform/database/prisma.service';

export const toResumeImport = (row: ResumeImportRow): ResumeImport => ({
  status: row.status,
  proposals: (row.proposals as ResumeProposal | null) ?? null,
  error: row.error,
  forOnboarding: row.forOnboarding,
  updatedAt: row.updatedAt.toISOString(),
});

export type ResumeReadResult = { proposals: ResumeProposal } | { error: string };

@Injectable()
export class ResumeImportsRepository {
  constructor(private readonly prisma: PrismaService) {}

  find(userId: string) {
    return this.prisma.resumeImport.findUnique({ where: { userId } });
  }

  start(db: Db, userId: string, forOnboarding: boolean) {
    const data = { status: 'reading' as const, proposals: Prisma.DbNull, error: null, forOnboarding };
    return db.resumeImport.upsert({ where: { userId }, create: { userId, ...data }, update: data });
  }

  /**
   * Records the reading of the resume stored under `key`, once: only while the import is still
   * 'reading' and that resume is still the member's (a newer upload has its own reading). Null when
   * there was nothing to record.
   */
  async finish(db: Db, userId: string, key: string, result: ResumeReadResult): Promise<ResumeImportRow | null> {
    const data: Prisma.ResumeImportUpdateManyMutationInput =
      'proposals' in result
        ? { status: 'ready', proposals: result.proposals, error: null }
        : { status: 'failed', error: result.error };
    const [row] = await db.resumeImport.updateManyAndReturn({
      where: { userId, status: 'reading', user: { profile: { is: { resumeKey: key } } } },
      data,
    });
    return row ?? null;
  }
}
