import { Prisma } from '../../platform/database/generated/client';

const ALIAS = /^[a-z_][a-z0-9_]*$/;

const alias = (name: string) => {
  if (!ALIAS.test(name)) throw new Error(`Not an SQL alias: ${name}`);
  return Prisma.raw(name);
};

/**
 * Whether the viewer may read the post of alias `post` (a `posts` row in the query): the SQL function `post_visible`
 * of migration `post_visibility` (who the post is for), and `post_shown` of migration `moderation_hidden_reads` (a
 * post hidden by moderation only for its owners and platform admins); `post_visible_to(viewer, post_id)` is the same
 * for a single id. Put it in the WHERE of any list of posts: `WHERE ${visibleTo(Prisma.sql`${viewerId}::uuid`, 'p')}`.
 */
export function visibleTo(viewerSql: Prisma.Sql, post: string): Prisma.Sql {
  const p = alias(post);
  return Prisma.sql`(post_visible(${viewerSql}, ${p}.author_id, ${p}.visibility, ${p}.partner_id, ${p}.community_id, ${p}.channel_id)
    AND post_shown(${viewerSql}, ${p}.author_id, ${p}.partner_id, ${p}.hidden_at))`;
}

/**
 * Moderation's rule for a comment of alias `row` (a row with `author_id` and `hidden_at`): not hidden, or the viewer
 * wrote it, or is a platform admin (SQL `content_shown`, migration `moderation_hidden_reads`).
 */
export function shownTo(viewerSql: Prisma.Sql, row: string): Prisma.Sql {
  const r = alias(row);
  return Prisma.sql`content_shown(${viewerSql}, ${r}.author_id, ${r}.hidden_at)`;
}
