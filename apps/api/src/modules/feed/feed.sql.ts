import type { FeedReason } from '@nexus/contracts';
import { keysetPage, type PageArgs } from '../connections/connections.sql';
import { Prisma } from '../../platform/database/generated/client';
import { visibleTo } from '../posts/visibility';

/**
 * The feed's SQL, as functions so that bench/feed.mjs runs the very statements the API runs next to its HTTP
 * figures. Design and figures: feed/README.md.
 */

/** A trimming pass visits about one recipient in this many (per post), so each timeline is trimmed every so often. */
export const TRIM_ONE_IN = 16;

/**
 * Writes a post into every timeline it belongs to, one row per member with the strongest reason: the author (own),
 * a channel's members (channel), a community's members, i.e. its followers and its people (community), a company's
 * followers (follow), the author's connections (connection; the last two only for a post outside communities).
 * Nobody across a block with the author. Idempotent (ON CONFLICT DO NOTHING): it answers only the rows it added.
 * `reason_partner_id` is the company followed, or the community (for a channel post, the channel's community).
 */
export function fanOutSql(postId: string): Prisma.Sql {
  return Prisma.sql`
    WITH p AS (
      SELECT p.id, p.author_id, p.partner_id, p.channel_id, p.created_at,
             COALESCE(p.community_id, ch.community_id) AS community_id
        FROM posts p LEFT JOIN channels ch ON ch.id = p.channel_id
       WHERE p.id = ${postId}::uuid
    ),
    audience (user_id, reason, partner_id, rank) AS (
      SELECT p.author_id, 'own'::"FeedReason", NULL::uuid, 0 FROM p
      UNION ALL
      SELECT m.user_id, 'channel', p.community_id, 1
        FROM p JOIN channel_members m ON m.channel_id = p.channel_id
      UNION ALL
      SELECT f.user_id, 'community', p.community_id, 2
        FROM p JOIN partner_followers f ON f.partner_id = p.community_id WHERE p.channel_id IS NULL
      UNION ALL
      SELECT u.id, 'community', p.community_id, 2
        FROM p JOIN users u ON u.partner_id = p.community_id WHERE p.channel_id IS NULL
      UNION ALL
      SELECT e.user_id, 'community', p.community_id, 2
        FROM p JOIN partner_employees e ON e.partner_id = p.community_id AND e.status = 'verified'
       WHERE p.channel_id IS NULL
      UNION ALL
      SELECT f.user_id, 'follow', p.partner_id, 3
        FROM p JOIN partner_followers f ON f.partner_id = p.partner_id WHERE p.community_id IS NULL
      UNION ALL
      SELECT c.connected_user_id, 'connection', NULL, 4
        FROM p JOIN connections c ON c.user_id = p.author_id WHERE p.community_id IS NULL
    ),
    -- The author's blocks either way, read once (a hashed anti-join, not a probe per member).
    blocked AS (
      SELECT b.blocked_id AS user_id FROM blocks b JOIN p ON b.blocker_id = p.author_id
      UNION
      SELECT b.blocker_id FROM blocks b JOIN p ON b.blocked_id = p.author_id
    ),
    chosen AS (
      SELECT DISTINCT ON (a.user_id) a.user_id, a.reason, a.partner_id
        FROM audience a
       WHERE NOT EXISTS (SELECT 1 FROM blocked x WHERE x.user_id = a.user_id)
       ORDER BY a.user_id, a.rank
    ),
    added AS (
      INSERT INTO feed_items (user_id, post_id, created_at, reason, reason_partner_id)
      SELECT c.user_id, p.id, p.created_at, c.reason, c.partner_id FROM chosen c CROSS JOIN p
      ON CONFLICT DO NOTHING
      RETURNING user_id
    )
    SELECT added.user_id::text AS "userId", p.author_id::text AS "authorId"
      FROM added CROSS JOIN p WHERE added.user_id <> p.author_id`;
}

/**
 * Keeps the timelines of about one in TRIM_ONE_IN of `userIds` (picked by a hash of member and post, so a retry
 * picks the same) to their newest `cap` posts: over many posts every timeline is visited, and no post pays for
 * walking all its recipients' timelines.
 */
export function trimSql(postId: string, userIds: string[], cap: number): Prisma.Sql {
  return Prisma.sql`
    DELETE FROM feed_items f
     USING (SELECT u AS user_id FROM unnest(${userIds}::uuid[]) u
             WHERE abs(hashtextextended(u::text || ${postId}, 0)) % ${TRIM_ONE_IN} = 0) r
     CROSS JOIN LATERAL (
       SELECT e.created_at, e.post_id FROM feed_items e
        WHERE e.user_id = r.user_id
        ORDER BY e.created_at DESC, e.post_id DESC OFFSET ${cap}::int LIMIT 1) edge
     WHERE f.user_id = r.user_id AND (f.created_at, f.post_id) <= (edge.created_at, edge.post_id)`;
}

export interface FeedPageRow {
  post_id: string;
  at: Date;
  reason: FeedReason;
  partner_id: string | null;
  partner_name: string | null;
}

/** One page of a member's timeline, newest first, with each post's reason; posts they may no longer see are left out. */
export function feedPageSql(viewerId: string, page: PageArgs): Prisma.Sql {
  return Prisma.sql`
    SELECT f.post_id::text AS post_id, f.created_at AS at, f.reason::text AS reason,
           f.reason_partner_id::text AS partner_id, pa.name AS partner_name
      FROM feed_items f
      JOIN posts p ON p.id = f.post_id
      LEFT JOIN partners pa ON pa.id = f.reason_partner_id
     WHERE f.user_id = ${viewerId}::uuid
       AND ${visibleTo(Prisma.sql`${viewerId}::uuid`, 'p')}
       ${keysetPage('f.created_at', 'f.post_id', page)}`;
}

export interface HashtagPageRow {
  post_id: string;
  at: Date;
}

/** One page of a hashtag's posts the member may read, newest first (index post_hashtags (tag, created_at, post_id)). */
export function hashtagPageSql(viewerId: string, tag: string, page: PageArgs): Prisma.Sql {
  return Prisma.sql`
    SELECT h.post_id::text AS post_id, h.created_at AS at
      FROM post_hashtags h
      JOIN posts p ON p.id = h.post_id
     WHERE h.tag = ${tag}
       AND ${visibleTo(Prisma.sql`${viewerId}::uuid`, 'p')}
       ${keysetPage('h.created_at', 'h.post_id', page)}`;
}
