import { Injectable } from '@nestjs/common';
import {
  accountSuspendedText,
  ErrorCode,
  type MemberStatus,
  memberStatusOf,
  ModerationText,
  NotificationKind,
  Role,
} from '@nexus/contracts';
import type { AuthContext } from '../auth/auth-context';
import { SessionEndings } from '../auth/session-endings';
import { AppError } from '../../platform/common/errors/app-error';
import { PingsService } from '../notifications/pings.service';
import { type MemberDbRow, MembersRepository } from './members.repository';
import {
  type ChangedMember,
  type StatusChangeInput,
  type StatusChangeKind,
  UserStatusChangesRepository,
} from './user-status-changes.repository';

/** Why the member's status now does not allow this change (null: it does). */
function refusal(kind: StatusChangeKind, member: MemberDbRow): string | null {
  const now = memberStatusOf({
    blocked: member.blocked,
    suspendedAt: member.suspended_at,
    suspendedUntil: member.suspended_until,
  });
  if (kind === 'lift' && now.status !== 'suspended') return ModerationText.notSuspended;
  if (kind === 'block' && member.blocked) return ModerationText.alreadyBlocked;
  if (kind === 'unblock' && !member.blocked) return ModerationText.notBlocked;
  return null;
}

const statusOfChanged = (m: ChangedMember): MemberStatus =>
  memberStatusOf({ blocked: m.blocked, suspendedAt: m.suspended_at, suspendedUntil: m.suspended_until });

/**
 * A member's status (§3, §4): suspend (for days, or until lifted), lift, block, unblock; each written to their status
 * history with who, why and the report it answers. Used by the review queue's actions and the console's Members page.
 * Platform admins and oneself cannot be suspended or blocked. A block ends every session and closes every socket at
 * once and hides the member's posts, comments and jobs; unblocking shows them again.
 */
@Injectable()
export class MemberStatusService {
  constructor(
    private readonly members: MembersRepository,
    private readonly changes: UserStatusChangesRepository,
    private readonly endings: SessionEndings,
    private readonly pings: PingsService,
  ) {}

  /** 403 CANNOT_MODERATE_USER for a platform admin or the caller themselves. */
  assertModeratable(auth: AuthContext, member: { id: string; role: string | null }): void {
    if (member.id === auth.user.id) throw new AppError(ErrorCode.CannotModerateUser, ModerationText.cannotModerateSelf);
    if (member.role === Role.Admin) throw new AppError(ErrorCode.CannotModerateUser, ModerationText.cannotModerateAdmin);
  }

  /** The CTEs of a change, for a report action's statement (they read `target (user_id, report_id)`). */
  changeCtes(input: StatusChangeInput) {
    return this.changes.changeCtes(input);
  }

  /** What follows a committed change: the member's ping, and on a block the end of their sockets. */
  async changed(kind: StatusChangeKind, member: ChangedMember): Promise<MemberStatus> {
    const status = statusOfChanged(member);
    if (kind === 'block') this.endings.ended({ userId: member.id });
    const preview =
      kind === 'suspend'
        ? accountSuspendedText({ suspendedUntil: member.suspended_until })
        : kind === 'lift'
          ? ModerationText.suspensionLifted
          : null;
    if (preview) await this.pings.notify({ userId: member.id, kind: NotificationKind.AccountSuspended, data: { preview } });
    return status;
  }

  suspend(auth: AuthContext, userId: string, body: { days?: number; note?: string }) {
    return this.change(auth, userId, { kind: 'suspend', actorId: auth.user.id, note: body.note || null, days: body.days });
  }

  lift(auth: AuthContext, userId: string, body: { note?: string }) {
    return this.change(auth, userId, { kind: 'lift', actorId: auth.user.id, note: body.note || null });
  }

  block(auth: AuthContext, userId: string, body: { note?: string }) {
    return this.change(auth, userId, { kind: 'block', actorId: auth.user.id, note: body.note || null });
  }

  unblock(auth: AuthContext, userId: string, body: { note?: string }) {
    return this.change(auth, userId, { kind: 'unblock', actorId: auth.user.id, note: body.note || null });
  }

  private async change(auth: AuthContext, userId: string, input: StatusChangeInput): Promise<MemberStatus> {
    const member = await this.members.one(userId);
    if (!member) throw AppError.notFound(ModerationText.memberNotFound);
    if (input.kind === 'suspend' || input.kind === 'block') this.assertModeratable(auth, member);
    const refused = refusal(input.kind, member);
    if (refused) throw new AppError(ErrorCode.Conflict, refused);
    const changed = await this.changes.change(userId, input);
    if (!changed) {
      // Another admin changed the member in between: the answer they would have had coming second.
      const now = await this.members.one(userId);
      throw new AppError(ErrorCode.Conflict, (now && refusal(input.kind, now)) || ModerationText.reportChangedByAnother);
    }
    return this.changed(input.kind, changed);
  }
}
