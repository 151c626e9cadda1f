import { Injectable } from '@nestjs/common';
import { type AdminMemberDetail, ModerationText, type RouteInput, type routes } from '@nexus/contracts';
import { AppError } from '../../platform/common/errors/app-error';
import { decodeCursor, pageFrom } from '../connections/cursor';
import { MembersRepository, toMemberRow } from './members.repository';
import { toReportRow } from './report-rows';
import { ReportsRepository } from './reports.repository';
import { UserStatusChangesRepository } from './user-status-changes.repository';

type ListQuery = RouteInput<typeof routes.adminMembers.list>['query'];

/** The console's Members page: search, and one member's reports, status history and sessions. */
@Injectable()
export class MembersService {
  constructor(
    private readonly members: MembersRepository,
    private readonly reports: ReportsRepository,
    private readonly changes: UserStatusChangesRepository,
  ) {}

  async list(query: ListQuery) {
    const rows = await this.members.page(query, decodeCursor(query.cursor), query.pageSize + 1);
    return pageFrom(rows, query.pageSize, (r) => [r.created_at, r.id], toMemberRow);
  }

  async view(userId: string): Promise<AdminMemberDetail> {
    const [member, reports, statusHistory, sessions] = await Promise.all([
      this.members.one(userId),
      this.reports.againstOwner(userId),
      this.changes.history(userId),
      this.members.sessions(userId),
    ]);
    if (!member) throw AppError.notFound(ModerationText.memberNotFound);
    return { member: toMemberRow(member), reports: reports.map(toReportRow), statusHistory, sessions };
  }
}
