import { keysetPage, type PageArgs } from '../connections/connections.sql';
import { Prisma } from '../../platform/database/generated/client';
import { shownTo } from '../posts/visibility';

/**
 * Comments, replies and reactions: each change is one statement that also keeps the counts it touches
 * (posts.comment_count counts comments and replies, comments.reply_count, reaction_count), so no interactive
 * transaction and no count over rows on a read.
 */

export interface CommentRow {
  id: string;
  post_id: string;
  parent_id: string | null;
  content: string;
  edited: boolean;
  reaction_count: number;
  reply_count: number;
  created_at: Date;
  author_id: string;
  first_name: string | null;
  last_name: string | null;
  image: string | null;
  headline: string | null;
  reacted: boolean;
  hidden: boolean;
}

/** A comment of alias `c` as `viewer` reads it, with its author (users u, profiles pr joined by the caller). */
const columns = (viewerId: string) => Prisma.sql`
  c.id::text AS id, c.post_id::text AS post_id, c.parent_id::text AS parent_id, c.content, c.edited,
  c.reaction_count, c.reply_count, c.created_at, u.id::text AS author_id, u.first_name, u.last_name, u.image,
  pr.headline,
  EXISTS (SELECT 1 FROM comment_reactions r WHERE r.comment_id = c.id AND r.user_id = ${viewerId}::uuid) AS reacted,
  c.hidden_at IS NOT NULL AS hidden`;

const authorJoins = Prisma.sql`JOIN users u ON u.id = c.author_id LEFT JOIN profiles pr ON pr.user_id = u.id`;

const notBlocked = (viewerId: string, author: Prisma.Sql) => Prisma.sql`NOT EXISTS (
  SELECT 1 FROM blocks b
   WHERE (b.blocker_id = ${viewerId}::uuid AND b.blocked_id = ${author})
      OR (b.blocker_id = ${author} AND b.blocked_id = ${viewerId}::uuid))`;

/**
 * A post's comments (parentId null) or a comment's replies, oldest first; none by someone across a block, none hidden
 * by moderation but the viewer's own (platform admins see them all). The counts stay as they are.
 */
export function commentsPageSql(viewerId: string, of: { postId: string } | { parentId: string }, page: PageArgs) {
  const where =
    'postId' in of
      ? Prisma.sql`c.post_id = ${of.postId}::uuid AND c.parent_id IS NULL`
      : Prisma.sql`c.parent_id = ${of.parentId}::uuid`;
  return Prisma.sql`
    SELECT ${columns(viewerId)}
      FROM comments c ${authorJoins}
     WHERE ${where} AND ${notBlocked(viewerId, Prisma.sql`c.author_id`)} AND ${shownTo(Prisma.sql`${viewerId}::uuid`, 'c')}
       ${keysetPage('c.created_at', 'c.id', page)}`;
}

export interface PostAccessRow {
  author_id: string;
  visible: boolean;
}

/** Who wrote a post and whether `viewer` may see it (post_visible_to: the posts' one rule); no row: no post. */
export const postAccessSql = (viewerId: string, postId: string) => Prisma.sql`
  SELECT p.author_id::text AS author_id, post_visible_to(${viewerId}::uuid, p.id) AS visible
    FROM posts p WHERE p.id = ${postId}::uuid`;

export interface CommentAccessRow {
  post_id: string;
  parent_id: string | null;
  author_id: string;
  post_author_id: string;
  visible: boolean;
  /** Moderation lets the viewer read the comment itself (not hidden, or theirs, or they are a platform admin). */
  shown: boolean;
}

/** A comment, its post's author, whether `viewer` may see its post and the comment itself; no row: no comment. */
export const commentAccessSql = (viewerId: string, commentId: string) => Prisma.sql`
  SELECT c.post_id::text AS post_id, c.parent_id::text AS parent_id, c.author_id::text AS author_id,
         p.author_id::text AS post_author_id, post_visible_to(${viewerId}::uuid, p.id) AS visible,
         ${shownTo(Prisma.sql`${viewerId}::uuid`, 'c')} AS shown
    FROM comments c JOIN posts p ON p.id = c.post_id
   WHERE c.id = ${commentId}::uuid`;

/** Writes a comment (or a reply: `parentId`) and counts it on the post (and the comment replied to). */
export const insertCommentSql = (authorId: string, postId: string, parentId: string | null, content: string) => Prisma.sql`
  WITH c AS (
    INSERT INTO comments (id, post_id, parent_id, author_id, content, updated_at)
    VALUES (gen_random_uuid(), ${postId}::uuid, ${parentId}::uuid, ${authorId}::uuid, ${content}, now())
    RETURNING *
  ),
  counted AS (UPDATE posts SET comment_count = comment_count + 1 WHERE id = ${postId}::uuid),
  replied AS (UPDATE comments SET reply_count = reply_count + 1 WHERE id = ${parentId}::uuid)
  SELECT ${columns(authorId)} FROM c ${authorJoins}`;

/** The author's new text; the comment is marked edited. */
export const updateCommentSql = (authorId: string, commentId: string, content: string) => Prisma.sql`
  WITH c AS (
    UPDATE comments SET content = ${content}, edited = true, updated_at = now()
     WHERE id = ${commentId}::uuid AND author_id = ${authorId}::uuid
    RETURNING *
  )
  SELECT ${columns(authorId)} FROM c ${authorJoins}`;

/**
 * Deletes a comment with its replies, and takes them off the counts: the post loses as many as were deleted, the
 * comment replied to (for a reply) one.
 */
export const deleteCommentSql = (commentId: string) => Prisma.sql`
  WITH gone AS (
    DELETE FROM comments WHERE id = ${commentId}::uuid OR parent_id = ${commentId}::uuid
    RETURNING id, post_id, parent_id
  ),
  top AS (SELECT post_id, parent_id FROM gone WHERE id = ${commentId}::uuid),
  counted AS (
    UPDATE posts SET comment_count = GREATEST(0, comment_count - (SELECT count(*) FROM gone))
     WHERE id = (SELECT post_id FROM top)
  ),
  replied AS (
    UPDATE comments SET reply_count = GREATEST(0, reply_count - 1) WHERE id = (SELECT parent_id FROM top)
  )
  SELECT count(*)::int AS deleted FROM gone`;

/** What a reaction applies to: a post, or a comment or reply. */
export type ReactionTarget = 'post' | 'comment';

const TABLES: Record<ReactionTarget, { table: string; reactions: string; key: string }> = {
  post: { table: 'posts', reactions: 'post_reactions', key: 'post_id' },
  comment: { table: 'comments', reactions: 'comment_reactions', key: 'comment_id' },
};

export interface ReactionRow {
  reaction_count: number;
  changed: boolean;
}

/**
 * Adds the member's reaction (`react`) or takes it back, and moves the target's reaction_count only when a row was
 * added or removed: toggling twice is no change. Answers the count after it, and whether anything changed.
 */
export function reactionSql(target: ReactionTarget, id: string, userId: string, react: { reaction: string } | null) {
  const { table, reactions, key } = TABLES[target];
  const [t, r, k] = [Prisma.raw(table), Prisma.raw(reactions), Prisma.raw(key)];
  const change = react
    ? Prisma.sql`INSERT INTO ${r} (${k}, user_id, reaction) VALUES (${id}::uuid, ${userId}::uuid, ${react.reaction})
                 ON CONFLICT DO NOTHING RETURNING 1`
    : Prisma.sql`DELETE FROM ${r} WHERE ${k} = ${id}::uuid AND user_id = ${userId}::uuid RETURNING 1`;
  return Prisma.sql`
    WITH changed AS (${change}),
    counted AS (
      UPDATE ${t} SET reaction_count = GREATEST(0, reaction_count ${Prisma.raw(react ? '+' : '-')} 1)
       WHERE id = ${id}::uuid AND EXISTS (SELECT 1 FROM changed)
      RETURNING reaction_count
    )
    SELECT COALESCE((SELECT reaction_count FROM counted), (SELECT reaction_count FROM ${t} WHERE id = ${id}::uuid))
             AS reaction_count,
           EXISTS (SELECT 1 FROM changed) AS changed`;
}
