import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  ErrorCode,
  MODERATION_LIMITS,
  ModerationText,
  type ReportReceipt,
  ReportedUserType,
  type RouteInput,
  type routes,
} from '@nexus/contracts';
import type { AuthContext } from '../auth/auth-context';
import { AttemptCounters } from '../auth/attempt-counters';
import { AppError } from '../../platform/common/errors/app-error';
import { mediaUrl } from '../posts/media-files';
import { ModerationEvents } from './moderation-events';
import { ReportsRepository, type TargetRow } from './reports.repository';

/** The snapshot keeps a medium's original file address, as the post showed it. */
const originalUrl = (m: TargetRow['media'][number]) => mediaUrl(m.id, m.storage_key.slice(m.storage_key.lastIndexOf('/') + 1));

/**
 * Members and partners report a post, comment, job or member: one open report per reporter and target, a rate limit
 * per reporter, the content kept as it is now, and the content hidden once enough members reported it.
 */
@Injectable()
export class ReportsService {
  constructor(
    private readonly reports: ReportsRepository,
    private readonly attempts: AttemptCounters,
    private readonly events: ModerationEvents,
  ) {}

  async create(auth: AuthContext, body: RouteInput<typeof routes.reports.create>['body']): Promise<ReportReceipt> {
    const me = auth.user.id;
    const wait = await this.attempts.hit([
      {
        key: `report:${me}`,
        limit: MODERATION_LIMITS.reportsPerWindow,
        windowMs: MODERATION_LIMITS.reportWindowSeconds * 1000,
      },
    ]);
    if (wait !== undefined) throw AppError.retryLater(ErrorCode.RateLimited, ModerationText.tooManyReports, wait);
    const target = await this.reports.target(me, body.targetType, body.targetId);
    // Something the reporter cannot see is, to them, something that does not exist.
    if (!target?.visible) throw AppError.notFound(ModerationText.targetNotFound);
    if (target.owner_id === me) throw new AppError(ErrorCode.CannotReportOwn, ModerationText.cannotReportSelf);
    const id = await this.reports.file({
      id: randomUUID(),
      targetType: body.targetType,
      targetId: body.targetId,
      ownerId: target.owner_id,
      ownerType: target.partner_owned ? ReportedUserType.Partner : ReportedUserType.Member,
      reporterId: me,
      category: body.category,
      reason: body.reason || null,
      snapshot: {
        text: target.text,
        title: target.title,
        media: target.media.map((m) => ({ kind: m.kind, url: originalUrl(m) })),
        link: target.link,
        createdAt: target.created_at.toISOString(),
      },
    });
    if (!id) throw new AppError(ErrorCode.AlreadyReported, ModerationText.alreadyReported);
    await this.reports.hideIfReported(body.targetType, body.targetId, MODERATION_LIMITS.hideThreshold);
    await this.events.reportsChanged([id]);
    return { id, message: ModerationText.reportReceived };
  }
}
