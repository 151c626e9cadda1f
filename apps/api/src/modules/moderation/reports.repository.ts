import { Injectable } from '@nestjs/common';
import {
  type ReportedContentStatus,
  type ReportSnapshot,
  type ReportSubject,
  REPORT_FILED,
  ReportSubject as Subject,
} from '@nexus/contracts';
import type { Cursor } from '../connections/cursor';
import { Prisma } from '../../platform/database/generated/client';
import { PrismaService } from '../../platform/database/prisma.service';
import { seenBy } from '../jobs/job-board.sql';
import { ReportEventsRepository } from './report-events.repository';
import { personJson, REPORT_COLUMNS, REPORT_JOINS, type ReportDbRow } from './report-rows';
import type { ChangedMember } from './user-status-changes.repository';

/** What a report is about, as the reporter may see it now; undefined: there is no such thing. */
export interface TargetRow {
  owner_id: string;
  /** The owner is a company's account, or the content was posted as a company. */
  partner_owned: boolean;
  visible: boolean;
  text: string;
  title: string | null;
  media: { id: string; kind: string; storage_key: string }[];
  link: string;
  created_at: Date;
}

export interface NewReport {
  id: string;
  targetType: ReportSubject;
  targetId: string;
  ownerId: string;
  ownerType: string;
  reporterId: string;
  category: string;
  reason: string | null;
  snapshot: ReportSnapshot;
}

/** The report an action is about, as it is now. */
export interface ReportHead {
  id: string;
  status: ReportedContentStatus;
  version: number;
  target_type: ReportSubject;
  target_id: string;
  owner_id: string | null;
  owner_role: string | null;
  reporter_id: string | null;
}

/** One action: the conditional change of the report, and what goes with it in the same statement. */
export interface ReportChange {
  id: string;
  version: number;
  from: ReportedContentStatus[];
  /** The SET list of the report's UPDATE (version and updated_at are added). */
  set: Prisma.Sql;
  actorId: string;
  label: string;
  detail: Record<string, unknown>;
  /** Delete Content: every other opened report of the same target is resolved with it. */
  resolveSameTarget?: boolean;
  /** Close Report: the target is shown again when it was hidden by reports and no other open report remains. */
  showTargetIfLastOpen?: boolean;
  /** CTEs changing the report's owner, reading `target (user_id, report_id)` (UserStatusChangesRepository). */
  member?: Prisma.Sql;
}

export interface ReportChangeResult {
  changed: boolean;
  /** The other reports resolved with it. */
  others: string[];
  /** Who filed the changed reports (those whose accounts remain). */
  reporters: string[];
  member: ChangedMember | null;
}

/** The tables of the content a report can hide, by report target. */
const CONTENT_TABLE = { post: 'posts', comment: 'comments', job: 'jobs' } as const;
type ContentType = keyof typeof CONTENT_TABLE;
export const isContent = (type: ReportSubject): type is ContentType => type !== Subject.User;

/** For each content table, a CTE built by `cte(table, type)`, each beginning with a comma. */
const perContentTable = (cte: (table: Prisma.Sql, type: ContentType) => Prisma.Sql) =>
  Prisma.join(
    (Object.keys(CONTENT_TABLE) as ContentType[]).map(
      (type) => Prisma.sql`, ${Prisma.raw(`${type}_shown`)} AS (${cte(Prisma.raw(CONTENT_TABLE[type]), type)})`,
    ),
    '',
  );

/**
 * reports: filing (one statement with its audit line; the partial unique index keeps one open report per reporter and
 * target), the queue's reads, and each action as one conditional UPDATE on the version the admin saw.
 */
@Injectable()
export class ReportsRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** The reported thing for `viewerId`: its owner, whether they may see it, and what it says now. */
  async target(viewerId: string, type: ReportSubject, id: string): Promise<TargetRow | undefined> {
    const viewer = Prisma.sql`${viewerId}::uuid`;
    const query = {
      post: Prisma.sql`
        SELECT p.author_id::text AS owner_id, (u.partner_id IS NOT NULL OR p.partner_id IS NOT NULL) AS partner_owned,
               post_visible_to(${viewer}, p.id) AS visible, p.content AS text, NULL AS title, p.created_at,
               '/feed?post=' || p.id AS link,
               coalesce((SELECT json_agg(json_build_object('id', m.id, 'kind', m.kind, 'storage_key', m.storage_key)
                                 ORDER BY m.position)
                           FROM post_media m WHERE m.post_id = p.id), '[]'::json) AS media
          FROM posts p JOIN users u ON u.id = p.author_id
         WHERE p.id = ${id}::uuid`,
      comment: Prisma.sql`
        SELECT c.author_id::text AS owner_id, u.partner_id IS NOT NULL AS partner_owned,
               post_visible_to(${viewer}, c.post_id) AS visible, c.content AS text, NULL AS title, c.created_at,
               '/feed?post=' || c.post_id AS link, '[]'::json AS media
          FROM comments c JOIN users u ON u.id = c.author_id
         WHERE c.id = ${id}::uuid`,
      job: Prisma.sql`
        SELECT j.author_id::text AS owner_id, true AS partner_owned,
               (j.status <> 'draft' OR partner_member(${viewer}, j.partner_id)) AND ${seenBy(viewer)} AS visible,
               j.description AS text, j.title, j.created_at, '/jobs/' || j.id AS link, '[]'::json AS media
          FROM jobs j
         WHERE j.id = ${id}::uuid`,
      user: Prisma.sql`
        SELECT u.id::text AS owner_id, u.partner_id IS NOT NULL AS partner_owned,
               u.enabled AND NOT EXISTS (
                 SELECT 1 FROM blocks b WHERE (b.blocker_id = ${viewer} AND b.blocked_id = u.id)
                                           OR (b.blocker_id = u.id AND b.blocked_id = ${viewer})) AS visible,
               concat_ws(' ', u.first_name, u.last_name) AS text, pr.headline AS title, u.created_at,
               '/profile/' || u.id AS link, '[]'::json AS media
          FROM users u LEFT JOIN profiles pr ON pr.user_id = u.id
         WHERE u.id = ${id}::uuid`,
    }[type];
    const [row] = await this.prisma.read<TargetRow>(query);
    return row;
  }

  /**
   * Files the report with its 'Reported' line, in one statement; undefined when the reporter already has an open
   * report of this target (the partial unique index decides, so two racing requests file one).
   */
  async file(r: NewReport): Promise<string | undefined> {
    const [row] = await this.prisma.read<{ id: string }>(Prisma.sql`
      WITH filed AS (
        INSERT INTO reports (id, target_type, target_id, owner_id, owner_type, reporter_id, category, reason, snapshot,
                             updated_at)
        VALUES (${r.id}::uuid, ${r.targetType}::"ReportTarget", ${r.targetId}::uuid, ${r.ownerId}::uuid, ${r.ownerType},
                ${r.reporterId}::uuid, ${r.category}, ${r.reason}, ${JSON.stringify(r.snapshot)}::jsonb, now())
        ON CONFLICT (reporter_id, target_type, target_id) WHERE status = 'opened' DO NOTHING
        RETURNING id
      ), logged AS (
        INSERT INTO report_events (id, report_id, actor_id, action, detail)
        ${ReportEventsRepository.logSql('filed', r.reporterId, REPORT_FILED, {})}
      )
      SELECT id::text FROM filed`);
    return row?.id;
  }

  /**
   * Hides the content once `threshold` distinct members have open reports of it (not when hidden already). Run after
   * the filing commits: of two reports filed at once, the later one's statement sees both.
   */
  async hideIfReported(type: ReportSubject, id: string, threshold: number): Promise<boolean> {
    if (!isContent(type)) return false;
    const rows = await this.prisma.read(Prisma.sql`
      UPDATE ${Prisma.raw(CONTENT_TABLE[type])} SET hidden_at = now(), hidden_reason = 'reports'
       WHERE id = ${id}::uuid AND hidden_at IS NULL
         AND (SELECT count(DISTINCT reporter_id) FROM reports
               WHERE target_type = ${type}::"ReportTarget" AND target_id = ${id}::uuid AND status = 'opened') >= ${threshold}::int
      RETURNING id`);
    return rows.length > 0;
  }

  /** One keyset page of the queue, newest first, read with `limit` = page size + 1. */
  page(filter: { status?: string; type?: string }, cursor: Cursor | null, limit: number): Promise<ReportDbRow[]> {
    const where = [
      filter.status ? Prisma.sql`r.status = ${filter.status}::"ReportStatus"` : null,
      filter.type ? Prisma.sql`r.target_type = ${filter.type}::"ReportTarget"` : null,
      cursor ? Prisma.sql`(r.created_at, r.id) < (${cursor.at}, ${cursor.id}::uuid)` : null,
    ].filter((w): w is Prisma.Sql => w !== null);
    return this.prisma.read<ReportDbRow>(Prisma.sql`
      SELECT ${REPORT_COLUMNS} FROM reports r ${REPORT_JOINS}
       ${where.length ? Prisma.sql`WHERE ${Prisma.join(where, ' AND ')}` : Prisma.empty}
       ORDER BY r.created_at DESC, r.id DESC
       LIMIT ${limit}::int`);
  }

  /** Queue rows by id, newest first. */
  rows(ids: string[]): Promise<ReportDbRow[]> {
    return this.prisma.read<ReportDbRow>(Prisma.sql`
      SELECT ${REPORT_COLUMNS} FROM reports r ${REPORT_JOINS}
       WHERE r.id = ANY(${ids}::uuid[])
       ORDER BY r.created_at DESC, r.id DESC`);
  }

  /** The other reports of a target, newest first. */
  sameTarget(type: ReportSubject, targetId: string, exceptId: string, limit = 50): Promise<ReportDbRow[]> {
    return this.prisma.read<ReportDbRow>(Prisma.sql`
      SELECT ${REPORT_COLUMNS} FROM reports r ${REPORT_JOINS}
       WHERE r.target_type = ${type}::"ReportTarget" AND r.target_id = ${targetId}::uuid AND r.id <> ${exceptId}::uuid
       ORDER BY r.created_at DESC, r.id DESC
       LIMIT ${limit}::int`);
  }

  /** Reports against a member (their content or profile), newest first; `before`: only those filed earlier. */
  againstOwner(ownerId: string, options: { before?: Date; exceptTarget?: string } = {}, limit = 50) {
    return this.prisma.read<ReportDbRow>(Prisma.sql`
      SELECT ${REPORT_COLUMNS} FROM reports r ${REPORT_JOINS}
       WHERE r.owner_id = ${ownerId}::uuid
         ${options.before ? Prisma.sql`AND r.created_at < ${options.before}` : Prisma.empty}
         ${options.exceptTarget ? Prisma.sql`AND r.target_id <> ${options.exceptTarget}::uuid` : Prisma.empty}
       ORDER BY r.created_at DESC, r.id DESC
       LIMIT ${limit}::int`);
  }

  /** The report with what View Report shows besides its row: reporter, snapshot. */
  async detail(id: string) {
    const [row] = await this.prisma.read<
      ReportDbRow & { reporter: ReportDbRow['owner']; snapshot: ReportSnapshot; owner_id: string | null }
    >(Prisma.sql`
      SELECT ${REPORT_COLUMNS}, r.snapshot, r.owner_id::text, ${personJson('rr')} AS reporter
        FROM reports r ${REPORT_JOINS} LEFT JOIN users rr ON rr.id = r.reporter_id
       WHERE r.id = ${id}::uuid`);
    return row;
  }

  /** Whether the reported thing is still there, and hidden by moderation (a member: blocked). */
  async contentState(type: ReportSubject, id: string): Promise<'visible' | 'hidden' | 'deleted'> {
    const hidden = isContent(type)
      ? Prisma.sql`SELECT hidden_at IS NOT NULL AS hidden FROM ${Prisma.raw(CONTENT_TABLE[type])} WHERE id = ${id}::uuid`
      : Prisma.sql`SELECT blocked AS hidden FROM users WHERE id = ${id}::uuid`;
    const [row] = await this.prisma.read<{ hidden: boolean }>(hidden);
    return !row ? 'deleted' : row.hidden ? 'hidden' : 'visible';
  }

  async head(id: string): Promise<ReportHead | undefined> {
    const [row] = await this.prisma.read<ReportHead>(Prisma.sql`
      SELECT r.id::text, r.status::text, r.version, r.target_type::text, r.target_id::text, r.owner_id::text,
             o.role::text AS owner_role, r.reporter_id::text
        FROM reports r LEFT JOIN users o ON o.id = r.owner_id
       WHERE r.id = ${id}::uuid`);
    return row;
  }

  /**
   * One action in one statement: the report changes only if it still has `version` and one of the `from` statuses
   * (the version rises), and with it its audit line, the other reports resolved with it, the target shown again and
   * the owner's status, each only if the report changed.
   */
  async change(c: ReportChange): Promise<ReportChangeResult> {
    const others = c.resolveSameTarget
      ? Prisma.sql`
        UPDATE reports o SET status = 'resolved', action = 'delete', version = o.version + 1, updated_at = now()
          FROM changed x
         WHERE o.target_type = x.target_type AND o.target_id = x.target_id AND o.status = 'opened' AND o.id <> x.id
        RETURNING o.id, o.reporter_id`
      : Prisma.sql`SELECT id, reporter_id FROM changed WHERE false`;
    const shown = c.showTargetIfLastOpen
      ? perContentTable(
          (table, type) => Prisma.sql`
          UPDATE ${table} t SET hidden_at = NULL, hidden_reason = NULL FROM changed x
           WHERE x.target_type = ${type}::"ReportTarget" AND t.id = x.target_id AND t.hidden_reason = 'reports'
             AND NOT EXISTS (SELECT 1 FROM reports o WHERE o.target_type = x.target_type AND o.target_id = x.target_id
                                                       AND o.status = 'opened' AND o.id <> x.id)`,
        )
      : Prisma.empty;
    const [row] = await this.prisma.read<{
      changed: number;
      others: string[];
      reporters: string[];
      member: ReportChangeResult['member'];
    }>(Prisma.sql`
      WITH changed AS (
        UPDATE reports SET ${c.set}, version = version + 1, updated_at = now()
         WHERE id = ${c.id}::uuid AND version = ${c.version}::int AND status = ANY(${c.from}::"ReportStatus"[])
        RETURNING id, target_type, target_id, owner_id, reporter_id
      ), others AS (${others}
      ), logged AS (
        INSERT INTO report_events (id, report_id, actor_id, action, detail)
        ${ReportEventsRepository.logSql('changed', c.actorId, c.label, c.detail)}
        UNION ALL
        ${ReportEventsRepository.logSql('others', c.actorId, c.label, { ...c.detail, with: c.id })}
      ), target AS (SELECT owner_id AS user_id, id AS report_id FROM changed WHERE owner_id IS NOT NULL)
      ${shown}
      ${c.member ?? Prisma.sql`, member AS (SELECT NULL::uuid AS id WHERE false)`}
      SELECT (SELECT count(*) FROM changed)::int AS changed,
             ARRAY(SELECT id::text FROM others) AS others,
             ARRAY(SELECT reporter_id::text FROM changed WHERE reporter_id IS NOT NULL
                   UNION SELECT reporter_id::text FROM others WHERE reporter_id IS NOT NULL) AS reporters,
             (SELECT row_to_json(m) FROM member m) AS member`);
    return { changed: row!.changed > 0, others: row!.others, reporters: row!.reporters, member: row!.member };
  }
}
