import { Injectable, Logger } from '@nestjs/common';
import { type ReportRow, SocketEvent } from '@nexus/contracts';
import { RealtimeGateway } from '../../platform/realtime/realtime.gateway';
import { toReportRow } from './report-rows';
import { ReportsRepository } from './reports.repository';

/** The live queue: once a change is committed, platform admins' sockets (ADMINS_ROOM) hear each report as it is now. */
@Injectable()
export class ModerationEvents {
  private readonly logger = new Logger('Moderation');

  constructor(
    private readonly reports: ReportsRepository,
    private readonly realtime: RealtimeGateway,
  ) {}

  /** Reads the reports and emits each; answers their rows (newest first). A failed emit never fails the change. */
  async reportsChanged(ids: string[]): Promise<ReportRow[]> {
    const rows = (await this.reports.rows(ids)).map(toReportRow);
    try {
      for (const report of rows) this.realtime.emitToAdmins(SocketEvent.ReportChanged, { report });
    } catch (error) {
      this.logger.warn(`Announcing a report change failed: ${(error as Error).message}`);
    }
    return rows;
  }
}
