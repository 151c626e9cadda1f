import { Injectable } from '@nestjs/common';
import type { StatusChange, UserStatus } from '@nexus/contracts';
import { Prisma } from '../../platform/database/generated/client';
import { PrismaService } from '../../platform/database/prisma.service';
import { personJson } from './report-rows';

/** What an admin does to a member's status. */
export type StatusChangeKind = 'suspend' | 'lift' | 'block' | 'unblock';

export interface StatusChangeInput {
  kind: StatusChangeKind;
  actorId: string;
  note: string | null;
  /** Suspend only: days, or undefined for until lifted. */
  days?: number;
}

/** The member row a change wrote (row_to_json of `member`). */
export interface ChangedMember {
  id: string;
  blocked: boolean;
  suspended_at: string | null;
  suspended_until: string | null;
}

/** The posts, comments and jobs a member wrote: what a block hides and an unblock shows again. */
const CONTENT_TABLES = ['posts', 'comments', 'jobs'] as const;

/** A suspension that holds now: the SQL twin of contracts' memberStatusOf. */
export const suspendedNow = (u: string) =>
  Prisma.raw(`(${u}.suspended_at IS NOT NULL AND (${u}.suspended_until IS NULL OR ${u}.suspended_until > now()))`);

/** A user's status in SQL (blocked wins; a suspension ends by itself at its date), as memberStatusOf reads it. */
export const statusOf = (u: string) =>
  Prisma.sql`CASE WHEN ${Prisma.raw(u)}.blocked THEN 'blocked' WHEN ${suspendedNow(u)} THEN 'suspended' ELSE 'active' END`;

interface StatusChangeDbRow {
  id: string;
  status: UserStatus;
  until: Date | null;
  reason: string | null;
  actor: StatusChange['actor'];
  report_id: string | null;
  created_at: Date;
}

/**
 * user_status_changes: a member's status history. Each change is written together with the users row it records, in
 * CTEs that read the members to change from a CTE named `target (user_id, report_id)`: a report action's own
 * conditional UPDATE, or a member named by the console. Platform admins are never changed (the service refuses first;
 * the WHERE holds even under a race).
 */
@Injectable()
export class UserStatusChangesRepository {
  constructor(private readonly prisma: PrismaService) {}

  /**
   * The CTEs of one change (each begins with a comma, to follow `target`): `member` answers the users rows changed
   * (none when the member's status did not allow it), `history` records it.
   */
  changeCtes({ kind, actorId, note, days }: StatusChangeInput): Prisma.Sql {
    const actor = Prisma.sql`${actorId}::uuid`;
    const update = (set: Prisma.Sql, where: Prisma.Sql) => Prisma.sql`
      , member AS (
        UPDATE users u SET ${set} FROM target t
         WHERE u.id = t.user_id AND ${where}
        RETURNING u.id, u.blocked, u.suspended_at, u.suspended_until, t.report_id)`;
    const history = (status: Prisma.Sql, until: Prisma.Sql) => Prisma.sql`
      , history AS (
        INSERT INTO user_status_changes (id, user_id, actor_id, status, until, reason, report_id)
        SELECT gen_random_uuid(), m.id, ${actor}, ${status}, ${until}, ${note}, m.report_id FROM member m)`;
    const moderatable = Prisma.sql`u.role <> 'ADMIN' AND u.id <> ${actor}`;
    const content = (set: Prisma.Sql, where: Prisma.Sql) =>
      Prisma.join(
        CONTENT_TABLES.map(
          (table) => Prisma.sql`
      , ${Prisma.raw(`${table}_changed`)} AS (
        UPDATE ${Prisma.raw(table)} c SET ${set} FROM member m WHERE c.author_id = m.id AND ${where})`,
        ),
        '',
      );
    switch (kind) {
      case 'suspend': {
        const until = Prisma.sql`CASE WHEN ${days ?? null}::int IS NULL THEN NULL::timestamptz
                                      ELSE now() + make_interval(days => ${days ?? null}::int) END`;
        return Prisma.sql`${update(Prisma.sql`suspended_at = now(), suspended_until = ${until}`, moderatable)}
          ${history(Prisma.sql`'suspended'`, Prisma.sql`m.suspended_until`)}`;
      }
      case 'lift':
        return Prisma.sql`${update(Prisma.sql`suspended_at = NULL, suspended_until = NULL`, suspendedNow('u'))}
          ${history(Prisma.sql`CASE WHEN m.blocked THEN 'blocked' ELSE 'active' END`, Prisma.sql`NULL::timestamptz`)}`;
      case 'block':
        // Every session ends in the same statement; the service then closes the sockets once committed.
        return Prisma.sql`${update(Prisma.sql`blocked = true`, Prisma.sql`NOT u.blocked AND ${moderatable}`)}
          ${history(Prisma.sql`'blocked'`, Prisma.sql`NULL::timestamptz`)}
          , sessions_ended AS (
            UPDATE sessions s SET revoked_at = now() FROM member m WHERE s.user_id = m.id AND s.revoked_at IS NULL)
          ${content(Prisma.sql`hidden_at = now(), hidden_reason = 'author_blocked'`, Prisma.sql`c.hidden_at IS NULL`)}`;
      case 'unblock':
        return Prisma.sql`${update(Prisma.sql`blocked = false`, Prisma.sql`u.blocked`)}
          ${history(statusOf('m'), Prisma.sql`CASE WHEN ${suspendedNow('m')} THEN m.suspended_until END`)}
          ${content(Prisma.sql`hidden_at = NULL, hidden_reason = NULL`, Prisma.sql`c.hidden_reason = 'author_blocked'`)}`;
    }
  }

  /** One change of a member named by the console: the changed row, or undefined when their status did not allow it. */
  async change(userId: string, input: StatusChangeInput): Promise<ChangedMember | undefined> {
    const [row] = await this.prisma.read<{ member: ChangedMember | null }>(Prisma.sql`
      WITH target AS (SELECT id AS user_id, NULL::uuid AS report_id FROM users WHERE id = ${userId}::uuid)
      ${this.changeCtes(input)}
      SELECT (SELECT row_to_json(m) FROM member m) AS member`);
    return row?.member ?? undefined;
  }

  /** A member's status history, newest first. */
  async history(userId: string, limit = 50): Promise<StatusChange[]> {
    const rows = await this.prisma.read<StatusChangeDbRow>(Prisma.sql`
      SELECT c.id::text, c.status, c.until, c.reason, c.report_id::text, c.created_at, ${personJson('a')} AS actor
        FROM user_status_changes c LEFT JOIN users a ON a.id = c.actor_id
       WHERE c.user_id = ${userId}::uuid
       ORDER BY c.created_at DESC, c.id DESC
       LIMIT ${limit}::int`);
    return rows.map((r) => ({
      id: r.id,
      status: r.status,
      until: r.until?.toISOString() ?? null,
      reason: r.reason,
      actor: r.actor,
      reportId: r.report_id,
      createdAt: r.created_at.toISOString(),
    }));
  }
}
