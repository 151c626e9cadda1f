import { Injectable } from '@nestjs/common';
import type { ReportEvent } from '@nexus/contracts';
import { Prisma } from '../../platform/database/generated/client';
import { PrismaService } from '../../platform/database/prisma.service';
import { personJson } from './report-rows';

interface EventDbRow {
  id: string;
  action: string;
  detail: Record<string, unknown>;
  created_at: Date;
  actor: ReportEvent['actor'];
}

/**
 * report_events: the audit log of each report. Lines are written by the statements that change a report (its filing,
 * each action), in the same statement; here they are read.
 */
@Injectable()
export class ReportEventsRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** The lines that log `reports` (a CTE with `id`), by `actorId`, each with `action` and `detail`. */
  static logSql(reports: string, actorId: string | null, action: string, detail: Record<string, unknown>): Prisma.Sql {
    return Prisma.sql`
      SELECT gen_random_uuid(), x.id, ${actorId}::uuid, ${action}, ${JSON.stringify(detail)}::jsonb FROM ${Prisma.raw(reports)} x`;
  }

  /** A report's audit log, oldest first. */
  async ofReport(reportId: string): Promise<ReportEvent[]> {
    const rows = await this.prisma.read<EventDbRow>(Prisma.sql`
      SELECT e.id::text, e.action, e.detail, e.created_at, ${personJson('a')} AS actor
        FROM report_events e LEFT JOIN users a ON a.id = e.actor_id
       WHERE e.report_id = ${reportId}::uuid
       ORDER BY e.created_at, e.id`);
    return rows.map((r) => ({
      id: r.id,
      action: r.action,
      actor: r.actor,
      detail: r.detail,
      createdAt: r.created_at.toISOString(),
    }));
  }
}
