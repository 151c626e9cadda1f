import { Injectable } from '@nestjs/common';
import {
  ErrorCode,
  memberStatusOf,
  MODERATION_LIMITS,
  ModerationText,
  NotificationKind,
  ReportActionTypes,
  type ReportDetail,
  type ReportedContentStatus,
  type ReportRow,
  ReportSubject,
  type RouteInput,
  type routes,
} from '@nexus/contracts';
import type { AuthContext } from '../auth/auth-context';
import { AppError } from '../../platform/common/errors/app-error';
import { deleteCommentSql } from '../comments/comments.sql';
import { decodeCursor, pageFrom } from '../connections/cursor';
import { Prisma } from '../../platform/database/generated/client';
import { PrismaService } from '../../platform/database/prisma.service';
import { JobBoardRepository } from '../jobs/job-board.repository';
import { PingsService } from '../notifications/pings.service';
import { PostsService } from '../posts/posts.service';
import { StorageService } from '../../platform/storage/storage.service';
import { MemberStatusService } from './member-status.service';
import { MembersRepository } from './members.repository';
import { ModerationEvents } from './moderation-events';
import { ReportEventsRepository } from './report-events.repository';
import { toReportRow } from './report-rows';
import { type ReportHead, ReportsRepository } from './reports.repository';
import { type StatusChangeKind, UserStatusChangesRepository } from './user-status-changes.repository';

export type ReportActionName = 'close' | 'assign' | 'deleteContent' | 'suspendUser' | 'blockUser' | 'reopen';

/** §4: which status each action takes a report from, and what it writes on it. */
const ACTIONS: Record<
  ReportActionName,
  { label: ReportActionTypes; from: ReportedContentStatus[]; set: (actorId: string) => Prisma.Sql }
> = {
  close: { label: ReportActionTypes.CloseReport, from: ['opened'], set: () => Prisma.sql`status = 'closed'` },
  assign: {
    label: ReportActionTypes.AssignToMyself,
    from: ['opened'],
    set: (actorId) => Prisma.sql`assignee_id = ${actorId}::uuid`,
  },
  deleteContent: {
    label: ReportActionTypes.DeleteContent,
    from: ['opened'],
    set: () => Prisma.sql`status = 'resolved', action = 'delete'`,
  },
  suspendUser: {
    label: ReportActionTypes.SuspendUser,
    from: ['opened'],
    set: () => Prisma.sql`status = 'resolved', action = 'suspend'`,
  },
  blockUser: {
    label: ReportActionTypes.BlockUser,
    from: ['opened'],
    set: () => Prisma.sql`status = 'resolved', action = 'blocked'`,
  },
  reopen: { label: ReportActionTypes.ReopenReport, from: ['closed'], set: () => Prisma.sql`status = 'opened'` },
};

const MEMBER_CHANGE: Partial<Record<ReportActionName, StatusChangeKind>> = { suspendUser: 'suspend', blockUser: 'block' };

/** What the reporters are told of each outcome (never who handled it). */
const OUTCOME: Partial<Record<ReportActionName, string>> = {
  close: ModerationText.outcomeNoViolation,
  deleteContent: ModerationText.outcomeContentRemoved,
  suspendUser: ModerationText.outcomeActionTaken,
  blockUser: ModerationText.outcomeActionTaken,
};

/** The reporter's open report of the same target, filed since this one was closed: reopening would make two. */
const ONE_OPEN_PER_REPORTER = 'reports_one_open_per_reporter';
const isSecondOpenReport = (error: unknown) =>
  (error as { code?: string })?.code === '23505' && (error as { constraint?: string }).constraint === ONE_OPEN_PER_REPORTER;

type ListQuery = RouteInput<typeof routes.adminReports.list>['query'];

/**
 * The review queue (platform admins): the list, View Report, and §2's actions under §4's statuses. Each action is one
 * statement, conditional on the version the admin saw (of two admins acting at once, one wins; the other is told), that
 * also writes its audit line, resolves the target's other reports (Delete Content), shows the target again (Close
 * Report) or changes the owner's status (Suspend User, Block User). Then the content is deleted the way its own domain
 * deletes it, the reporters and the owner are pinged, and the admins' queues hear the change.
 */
@Injectable()
export class ReviewService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly reports: ReportsRepository,
    private readonly reportEvents: ReportEventsRepository,
    private readonly statusChanges: UserStatusChangesRepository,
    private readonly members: MembersRepository,
    private readonly memberStatus: MemberStatusService,
    private readonly events: ModerationEvents,
    private readonly pings: PingsService,
    private readonly posts: PostsService,
    private readonly jobs: JobBoardRepository,
    private readonly storage: StorageService,
  ) {}

  async list(query: ListQuery) {
    const rows = await this.reports.page(query, decodeCursor(query.cursor), query.pageSize + 1);
    return pageFrom(rows, query.pageSize, (r) => [r.created_at, r.id], toReportRow);
  }

  async view(id: string): Promise<ReportDetail> {
    const report = await this.reports.detail(id);
    if (!report) throw AppError.notFound(ModerationText.reportNotFound);
    const ownerId = report.owner_id;
    const [contentState, otherReports, ownerReports, owner, ownerStatusHistory, history] = await Promise.all([
      this.reports.contentState(report.target_type, report.target_id),
      this.reports.sameTarget(report.target_type, report.target_id, id),
      ownerId ? this.reports.againstOwner(ownerId, { before: report.created_at, exceptTarget: report.target_id }) : [],
      ownerId ? this.members.one(ownerId) : undefined,
      ownerId ? this.statusChanges.history(ownerId) : [],
      this.reportEvents.ofReport(id),
    ]);
    const s = report.snapshot as Partial<ReportDetail['snapshot']>;
    return {
      report: toReportRow(report),
      reporter: report.reporter,
      snapshot: {
        text: s.text ?? '',
        title: s.title ?? null,
        media: s.media ?? [],
        link: contentState === 'deleted' ? null : (s.link ?? null),
        createdAt: s.createdAt ?? null,
      },
      contentState,
      otherReports: otherReports.map(toReportRow),
      ownerReports: ownerReports.map(toReportRow),
      ownerStatus: owner
        ? memberStatusOf({ blocked: owner.blocked, suspendedAt: owner.suspended_at, suspendedUntil: owner.suspended_until })
        : null,
      ownerStatusHistory,
      history,
    };
  }

  async act(
    auth: AuthContext,
    id: string,
    name: ReportActionName,
    body: { version: number; note?: string; days?: number },
  ): Promise<ReportRow> {
    const action = ACTIONS[name];
    const head = await this.reports.head(id);
    this.assertFits(head, action, body.version);
    if (name === 'deleteContent' && head.target_type === ReportSubject.User) {
      throw new AppError(ErrorCode.ReportActionNotAllowed, ModerationText.actionNotAllowed(action.label, 'about a member'));
    }
    const note = body.note || null;
    const memberChange = MEMBER_CHANGE[name];
    if (memberChange) {
      if (!head.owner_id) throw AppError.notFound(ModerationText.memberNotFound);
      this.memberStatus.assertModeratable(auth, { id: head.owner_id, role: head.owner_role });
    }
    const detail = { ...(note ? { note } : {}), ...(name === 'suspendUser' ? { days: body.days ?? null } : {}) };
    const result = await this.reports
      .change({
        id,
        version: body.version,
        from: action.from,
        set: action.set(auth.user.id),
        actorId: auth.user.id,
        label: action.label,
        detail,
        resolveSameTarget: name === 'deleteContent',
        showTargetIfLastOpen: name === 'close',
        member: memberChange
          ? this.memberStatus.changeCtes({ kind: memberChange, actorId: auth.user.id, note, days: body.days })
          : undefined,
      })
      .catch((error: unknown) => {
        if (isSecondOpenReport(error)) throw new AppError(ErrorCode.ReportActionNotAllowed, ModerationText.reporterReportedAgain);
        throw error;
      });
    if (!result.changed) {
      // Another admin acted between the read and the change: tell which way.
      this.assertFits(await this.reports.head(id), action, body.version);
      throw new AppError(ErrorCode.ReportChangedByAnother, ModerationText.reportChangedByAnother);
    }

    if (name === 'deleteContent') await this.deleteContent(auth, head, note);
    if (name === 'reopen') await this.reports.hideIfReported(head.target_type, head.target_id, MODERATION_LIMITS.hideThreshold);
    if (memberChange && result.member) await this.memberStatus.changed(memberChange, result.member);
    const outcome = OUTCOME[name];
    if (outcome) {
      for (const userId of result.reporters) {
        await this.pings.notify({ userId, kind: NotificationKind.ReportOutcome, data: { preview: outcome } });
      }
    }
    const rows = await this.events.reportsChanged([id, ...result.others]);
    return rows.find((r) => r.id === id)!;
  }

  /** 404 no report; 409 when the admin saw another version, or the action does not fit its status. */
  private assertFits(
    head: ReportHead | undefined,
    action: (typeof ACTIONS)[ReportActionName],
    version: number,
  ): asserts head is ReportHead {
    if (!head) throw AppError.notFound(ModerationText.reportNotFound);
    if (head.version !== version) throw new AppError(ErrorCode.ReportChangedByAnother, ModerationText.reportChangedByAnother);
    if (!action.from.includes(head.status)) {
      throw new AppError(ErrorCode.ReportActionNotAllowed, ModerationText.actionNotAllowed(action.label, head.status));
    }
  }

  /**
   * Removes the content the way its own domain deletes it (a post: with its media, timelines, hashtags, pings and the
   * pin; a comment: with its replies and the post's counts; a job: with its applications and their resumes), then
   * tells its author why. Content already gone (its author deleted it) is left as it is.
   */
  private async deleteContent(auth: AuthContext, head: ReportHead, note: string | null): Promise<void> {
    if ((await this.reports.contentState(head.target_type, head.target_id)) === 'deleted') return;
    try {
      if (head.target_type === ReportSubject.Post) {
        await this.posts.delete(auth, head.target_id);
      } else if (head.target_type === ReportSubject.Comment) {
        await this.prisma.$transaction([
          // Pings about the comment or its replies would quote what is no longer there.
          this.prisma.$executeRaw`DELETE FROM notifications WHERE comment_id IN (
            SELECT id FROM comments WHERE id = ${head.target_id}::uuid OR parent_id = ${head.target_id}::uuid)`,
          this.prisma.$queryRaw(deleteCommentSql(head.target_id)),
        ]);
      } else {
        const resumes = await this.jobs.remove(head.target_id);
        await Promise.all(resumes.map((key) => this.storage.delete(key).catch(() => undefined)));
      }
    } catch (error) {
      // Its author deleted it meanwhile.
      if (error instanceof AppError && error.code === ErrorCode.NotFound) return;
      throw error;
    }
    if (head.owner_id) {
      await this.pings.notify({
        userId: head.owner_id,
        kind: NotificationKind.ContentRemoved,
        ...(note ? { data: { preview: note } } : {}),
      });
    }
  }
}
