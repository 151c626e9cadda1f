import { Prisma } from '../database/generated/client';

const ALIAS = /^[a-z_][a-z0-9_]*$/;

/**
 * Whether the viewer may read the post of alias `post` (a `posts` row in the query): the SQL function `post_visible`
 * of migration `post_visibility`, the one place the rule lives (`post_visible_to(viewer, post_id)` is the same for a
 * single id). Put it in the WHERE of any list of posts: `WHERE ${visibleTo(Prisma.sql`${viewerId}::uuid`, 'p')}`.
 */
export function visibleTo(viewerSql: Prisma.Sql, post: string): Prisma.Sql {
  if (!ALIAS.test(post)) throw new Error(`Not an SQL alias: ${post}`);
  const p = Prisma.raw(post);
  return Prisma.sql`post_visible(${viewerSql}, ${p}.author_id, ${p}.visibility, ${p}.partner_id, ${p}.community_id, ${p}.channel_id)`;
}
