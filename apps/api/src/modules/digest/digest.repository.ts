import { Injectable } from '@nestjs/common';
import { DIGEST_LIMITS, WEEKLY_DIGEST_SETTING } from '@nexus/contracts';
import { LIVE, MATCH, seenBy, shownTo } from '../jobs/job-board.sql';
import { suspendedNow } from '../moderation/user-status-changes.repository';
import { visibleTo } from '../posts/visibility';
import { Prisma } from '../../platform/database/generated/client';
import { type Db, PrismaService } from '../../platform/database/prisma.service';

/** What one member's digest says; a member with nothing to say has no row. */
export interface DigestRow {
  user_id: string;
  email: string;
  first_name: string | null;
  request_count: number;
  request_names: string[];
  unread_messages: number;
  posts: { id: string; author: string; content: string; reactions: number }[];
  job_count: number;
  jobs: { id: string; title: string; company: string }[];
  event_count: number;
  events: { id: string; title: string; startsAt: string }[];
}

const m = Prisma.sql`m.id`;
const since = Prisma.sql`now() - ${DIGEST_LIMITS.lookbackDays}::int * interval '1 day'`;
const fullName = (u: string) => Prisma.raw(`btrim(coalesce(${u}.first_name, '') || ' ' || coalesce(${u}.last_name, ''))`);
/** An account that may be named or read: verified, not blocked by a platform admin. */
const active = (u: string) => Prisma.raw(`${u}.enabled AND NOT ${u}.blocked`);
const noBlockWith = (other: Prisma.Sql) => Prisma.sql`NOT EXISTS (
  SELECT 1 FROM blocks k WHERE (k.blocker_id = m.id AND k.blocked_id = ${other}) OR (k.blocker_id = ${other} AND k.blocked_id = m.id))`;

@Injectable()
export class DigestRepository {
  constructor(private readonly prisma: PrismaService) {}

  /**
   * The last id of the next range of `size` members after `after` (keyset on users.id), with how many it holds; none
   * past the last member. Every member is walked: who gets a digest is decided per batch, when it runs.
   */
  async nextRange(after: string | null, size: number): Promise<{ through: string; count: number } | undefined> {
    const [row] = await this.prisma.read<{ through: string | null; count: number }>(Prisma.sql`
      WITH r AS (SELECT id FROM users WHERE ${after}::uuid IS NULL OR id > ${after}::uuid ORDER BY id LIMIT ${size}::int)
      SELECT (SELECT id::text FROM r ORDER BY id DESC LIMIT 1) AS through, (SELECT count(*)::int FROM r) AS count`);
    return row?.through ? { through: row.through, count: row.count } : undefined;
  }

  /**
   * Every digest of the members with ids in (after, through] who get one for `weekStart`, in one statement: members
   * (not partners or admins) verified, not blocked, not suspended, with the weekly digest's e-mail on and no one-click
   * unsubscribe from everything, whose week is not yet claimed; and only those with something to say. Each section is a
   * set-based join over the batch: pending requests (from active members, never across a block), unread messages (as
   * dm_unread_total counts them), the most reacted posts of the week by their connections and followed companies that
   * they may read (the posts' one visibility rule: blocks, audiences, moderation), the live jobs published this week
   * that fit their profile (the candidate scan's MATCH rule) and that they may see, and the events they registered for
   * that start in the coming days.
   */
  batch(weekStart: string, after: string | null, through: string): Promise<DigestRow[]> {
    return this.prisma.read<DigestRow>(Prisma.sql`
      WITH members AS MATERIALIZED (
        SELECT u.id, u.username, u.first_name
          FROM users u
          LEFT JOIN notification_types t ON t.key = ${WEEKLY_DIGEST_SETTING}
          LEFT JOIN notification_settings s ON s.user_id = u.id AND s.type_id = t.id
          LEFT JOIN preferences pf ON pf.user_id = u.id
         WHERE (${after}::uuid IS NULL OR u.id > ${after}::uuid) AND u.id <= ${through}::uuid
           AND u.role = 'MEMBER' AND ${active('u')} AND NOT ${suspendedNow('u')}
           AND coalesce(s.email, true) AND pf.unsubscribed_all_at IS NULL
           AND NOT EXISTS (SELECT 1 FROM digest_sends d WHERE d.user_id = u.id AND d.week_start = ${weekStart}::date)
      ),
      new_jobs AS MATERIALIZED (
        SELECT j.* FROM jobs j WHERE ${LIVE} AND j.published_at >= ${since}
      ),
      -- Two equi-joins (expertise; industry where the expertise differs), each a hash join over the batch, and no
      -- pair twice; MATCH then decides.
      job_fits AS (
        SELECT m.id AS user_id, j.id, j.title, j.company_name, j.published_at, ${MATCH.score} AS score
          FROM members m JOIN profiles p ON p.user_id = m.id
          JOIN new_jobs j ON lower(j.area_of_expertise) = lower(p.expertise)
         WHERE ${MATCH.fits} AND ${seenBy(m)} AND ${shownTo(m)} AND NOT partner_member(m.id, j.partner_id)
        UNION ALL
        SELECT m.id, j.id, j.title, j.company_name, j.published_at, ${MATCH.score}
          FROM members m JOIN profiles p ON p.user_id = m.id
          JOIN new_jobs j ON lower(j.industry) = lower(p.industry)
         WHERE lower(j.area_of_expertise) IS DISTINCT FROM lower(p.expertise)
           AND ${MATCH.fits} AND ${seenBy(m)} AND ${shownTo(m)} AND NOT partner_member(m.id, j.partner_id)
      ),
      jobs_for AS (
        SELECT user_id, count(*)::int AS n,
               jsonb_path_query_array(
                 jsonb_agg(jsonb_build_object('id', id, 'title', title, 'company', company_name)
                           ORDER BY score DESC, published_at DESC, id),
                 ${`$[0 to ${DIGEST_LIMITS.jobs - 1}]`}::jsonpath) AS jobs
          FROM job_fits GROUP BY user_id
      )
      -- The other sections are index lookups per member of the batch (LATERAL), inside this one statement.
      SELECT m.id::text AS user_id, m.username AS email, m.first_name,
             rq.n AS request_count, coalesce(rq.names, '{}') AS request_names,
             un.n AS unread_messages,
             coalesce(tp.posts, '[]') AS posts,
             coalesce(jf.n, 0) AS job_count,
             coalesce(jf.jobs, '[]') AS jobs,
             co.n AS event_count, coalesce(co.events, '[]') AS events
        FROM members m
        CROSS JOIN LATERAL (
          SELECT count(*)::int AS n,
                 (array_agg(coalesce(nullif(${fullName('a')}, ''), 'A member') ORDER BY r.created_at DESC, r.id))[1:${DIGEST_LIMITS.names}::int] AS names
            FROM connection_requests r
            JOIN users a ON a.id = r.requester_id AND ${active('a')}
           WHERE r.addressee_id = m.id AND ${noBlockWith(Prisma.sql`r.requester_id`)}) rq
        CROSS JOIN LATERAL dm_unread_total(m.id) AS un(n)
        CROSS JOIN LATERAL (
          SELECT jsonb_agg(jsonb_build_object('id', tp.id, 'author', tp.author, 'content', tp.excerpt, 'reactions', tp.reaction_count)
                           ORDER BY tp.reaction_count DESC, tp.created_at DESC) AS posts
            FROM (SELECT p.id, p.reaction_count, p.created_at, left(p.content, ${DIGEST_LIMITS.excerpt}::int) AS excerpt,
                         coalesce(pa.name, ${fullName('w')}) AS author
                    FROM (SELECT cp.id FROM connections c
                            JOIN posts cp ON cp.author_id = c.connected_user_id AND cp.created_at >= ${since}
                           WHERE c.user_id = m.id
                          UNION
                          SELECT fp.id FROM partner_followers f
                            JOIN posts fp ON fp.partner_id = f.partner_id AND fp.created_at >= ${since}
                           WHERE f.user_id = m.id) network
                    JOIN posts p ON p.id = network.id
                    JOIN users w ON w.id = p.author_id AND ${active('w')}
                    LEFT JOIN partners pa ON pa.id = p.partner_id
                   WHERE p.reaction_count > 0 AND p.author_id <> m.id AND ${visibleTo(m, 'p')}
                   ORDER BY p.reaction_count DESC, p.created_at DESC, p.id
                   LIMIT ${DIGEST_LIMITS.posts}::int) tp) tp
        CROSS JOIN LATERAL (
          SELECT count(*)::int AS n,
                 jsonb_path_query_array(
                   jsonb_agg(jsonb_build_object('id', e.id, 'title', e.title, 'startsAt', e.starts_at) ORDER BY e.starts_at, e.id),
                   ${`$[0 to ${DIGEST_LIMITS.events - 1}]`}::jsonpath) AS events
            FROM event_registrations r
            JOIN events e ON e.id = r.event_id AND e.status IN ('scheduled', 'live')
                         AND e.starts_at >= now() AND e.starts_at < now() + ${DIGEST_LIMITS.aheadDays}::int * interval '1 day'
           WHERE r.user_id = m.id) co
        LEFT JOIN jobs_for jf ON jf.user_id = m.id
       WHERE rq.n > 0 OR un.n > 0 OR tp.posts IS NOT NULL OR jf.n > 0 OR co.n > 0
       ORDER BY m.id`);
  }

  /**
   * Claims `weekStart` for each of `userIds` in `db` (the transaction that queues their mails): answers the members
   * whose week was free. A member claimed by a rerun, a retry or another process is not answered, so is not mailed.
   */
  async claim(db: Db, weekStart: string, userIds: string[]): Promise<Set<string>> {
    if (userIds.length === 0) return new Set();
    const rows = await db.$queryRaw<{ user_id: string }[]>(Prisma.sql`
      INSERT INTO digest_sends (user_id, week_start)
      SELECT id, ${weekStart}::date FROM unnest(${userIds}::uuid[]) AS c(id) ORDER BY id
      ON CONFLICT DO NOTHING
      RETURNING user_id::text`);
    return new Set(rows.map((r) => r.user_id));
  }

  /** Forgets the claims older than `keepWeeks` weeks before `weekStart`: nothing reads them once their week is past. */
  async prune(weekStart: string, keepWeeks: number): Promise<number> {
    return this.prisma.$executeRaw(
      Prisma.sql`DELETE FROM digest_sends WHERE week_start < ${weekStart}::date - ${keepWeeks * 7}::int`,
    );
  }
}
