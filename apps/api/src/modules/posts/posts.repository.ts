import { Injectable } from '@nestjs/common';
import type { HashtagSuggestion, LinkPreview, MentionSuggestion, PostTypes, PostVisibility } from '@nexus/contracts';
import { containsPattern } from '../connections/connections.sql';
import { Prisma } from '../../platform/database/generated/client';
import { type Db, PrismaService } from '../../platform/database/prisma.service';
import type { MediaRow } from './media-files';
import { visibleTo } from './visibility';

const UNIQUE_VIOLATION = '23505';
const PIN_ATTEMPTS = 5;

export interface NewPost {
  id: string;
  authorId: string;
  partnerId: string | null;
  communityId: string | null;
  channelId: string | null;
  type: PostTypes;
  content: string;
  visibility: PostVisibility;
  linkPreview: LinkPreview | null;
  mediaIds: string[];
  mediaBytes: number;
  pollOptions: string[];
  pollClosesAt: Date | null;
  hashtags: string[];
  memberIds: string[];
  partnerIds: string[];
}

/** What a change to a post needs to know about it. */
export interface PostHead {
  id: string;
  author_id: string;
  partner_id: string | null;
  community_id: string | null;
  channel_id: string | null;
  type: PostTypes;
  content: string;
  visibility: PostVisibility;
  poll_closes_at: Date | null;
  pinned: boolean;
  visible: boolean;
  is_owner: boolean;
}

/** posts and the rows that hang off them (media, poll options, hashtags, mentions, votes). */
@Injectable()
export class PostsRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** The post as the viewer relates to it (may they read it, change it), or undefined when there is none. */
  async head(viewerId: string, postId: string): Promise<PostHead | undefined> {
    const [row] = await this.prisma.read<PostHead>(
      Prisma.sql`
      SELECT p.id::text, p.author_id::text, p.partner_id::text, p.community_id::text, p.channel_id::text, p.type, p.content,
             p.visibility, p.poll_closes_at, p.pinned_at IS NOT NULL AS pinned,
             ${visibleTo(Prisma.sql`${viewerId}::uuid`, 'p')} AS visible,
             (p.author_id = ${viewerId}::uuid
               OR (p.partner_id IS NOT NULL AND post_company_admin(${viewerId}::uuid, p.partner_id))) AS is_owner
        FROM posts p WHERE p.id = ${postId}::uuid`,
      'post_head',
    );
    return row;
  }

  /** The uploader's drafts among `ids` (media not yet in a post). */
  drafts(uploaderId: string, ids: string[]) {
    return this.prisma.read<{ id: string; kind: MediaRow['kind']; bytes: number }>(
      Prisma.sql`SELECT id::text, kind, bytes FROM post_media
                  WHERE id = ANY(${ids}::uuid[]) AND uploader_id = ${uploaderId}::uuid AND post_id IS NULL`,
    );
  }

  /** What a post may be written in or as: whether the caller is its admin or member, and what the channel is in. */
  async places(userId: string, companyId: string | null, communityId: string | null, channelId: string | null) {
    const [row] = await this.prisma.read<{
      company: boolean;
      company_admin: boolean;
      community_type: string | null;
      community_member: boolean;
      channel_community_id: string | null;
      channel_member: boolean;
    }>(Prisma.sql`
      SELECT EXISTS (SELECT 1 FROM partners WHERE id = ${companyId}::uuid) AS company,
             COALESCE(post_company_admin(${userId}::uuid, ${companyId}::uuid), false) AS company_admin,
             (SELECT type::text FROM partners WHERE id = ${communityId}::uuid) AS community_type,
             COALESCE(post_community_member(${userId}::uuid, ${communityId}::uuid), false) AS community_member,
             (SELECT community_id::text FROM channels WHERE id = ${channelId}::uuid) AS channel_community_id,
             EXISTS (SELECT 1 FROM channel_members WHERE channel_id = ${channelId}::uuid AND user_id = ${userId}::uuid)
               AS channel_member`);
    return row!;
  }

  /**
   * Writes the post with its media (claimed from the author's drafts), poll options, hashtags and mentions (of ids
   * that exist) in one statement; answers how many media it claimed and the mentioned members who may read it.
   */
  async create(tx: Db, post: NewPost): Promise<{ claimed: number; mentioned: string[] }> {
    const [row] = await tx.$queryRaw<{ claimed: number; mentioned: string[] }[]>(Prisma.sql`
      WITH post AS (
        INSERT INTO posts (id, author_id, partner_id, community_id, channel_id, type, content, visibility, link_preview,
                           media_bytes, poll_closes_at, updated_at)
        VALUES (${post.id}::uuid, ${post.authorId}::uuid, ${post.partnerId}::uuid, ${post.communityId}::uuid,
                ${post.channelId}::uuid, ${post.type}::"PostType", ${post.content}, ${post.visibility}::"PostVisibility",
                ${post.linkPreview === null ? null : JSON.stringify(post.linkPreview)}::jsonb, ${post.mediaBytes}::int,
                ${post.pollClosesAt}::timestamptz, now())
        RETURNING id, author_id, partner_id, community_id, channel_id, visibility, hidden_at, created_at
      ), media AS (
        UPDATE post_media m SET post_id = post.id, position = array_position(${post.mediaIds}::uuid[], m.id)
          FROM post
         WHERE m.id = ANY(${post.mediaIds}::uuid[]) AND m.uploader_id = post.author_id AND m.post_id IS NULL
        RETURNING m.id
      ), options AS (
        INSERT INTO poll_options (id, post_id, text, position)
        SELECT gen_random_uuid(), post.id, o.text, o.n - 1
          FROM post, unnest(${post.pollOptions}::text[]) WITH ORDINALITY AS o(text, n)
      ), tags AS (
        INSERT INTO post_hashtags (tag, post_id, created_at)
        SELECT t, post.id, post.created_at FROM post, unnest(${post.hashtags}::text[]) AS t
      ), mentions AS (
        ${mentionsSql(post.memberIds, post.partnerIds)}
        RETURNING user_id
      )
      SELECT (SELECT count(*)::int FROM media) AS claimed,
             ARRAY(SELECT m.user_id::text FROM mentions m, post
                    WHERE m.user_id IS NOT NULL
                      AND ${visibleTo(Prisma.sql`m.user_id`, 'post')}) AS mentioned`);
    return row!;
  }

  /**
   * New text and visibility, marked edited, with its hashtags and mentions parsed again, in one statement; answers the
   * members mentioned now who were not before (and may read it).
   */
  async update(
    tx: Db,
    postId: string,
    change: { content?: string; visibility?: PostVisibility; hashtags: string[]; memberIds: string[]; partnerIds: string[] },
  ): Promise<string[]> {
    const [row] = await tx.$queryRaw<{ mentioned: string[] }[]>(Prisma.sql`
      WITH before AS (
        SELECT user_id FROM post_mentions WHERE post_id = ${postId}::uuid AND user_id IS NOT NULL
      ), post AS (
        UPDATE posts SET content = COALESCE(${change.content ?? null}, content),
                         visibility = COALESCE(${change.visibility ?? null}::"PostVisibility", visibility),
                         edited = true, updated_at = now()
         WHERE id = ${postId}::uuid
        RETURNING id, author_id, partner_id, community_id, channel_id, visibility, hidden_at, created_at
      ), old_tags AS (
        DELETE FROM post_hashtags WHERE post_id = ${postId}::uuid AND NOT (tag = ANY(${change.hashtags}::text[]))
      ), tags AS (
        INSERT INTO post_hashtags (tag, post_id, created_at)
        SELECT t, post.id, post.created_at FROM post, unnest(${change.hashtags}::text[]) AS t
        ON CONFLICT DO NOTHING
      ), old_mentions AS (
        DELETE FROM post_mentions WHERE post_id = ${postId}::uuid
           AND NOT (COALESCE(user_id = ANY(${change.memberIds}::uuid[]), false)
                    OR COALESCE(partner_id = ANY(${change.partnerIds}::uuid[]), false))
      ), mentions AS (
        ${mentionsSql(change.memberIds, change.partnerIds)}
        ON CONFLICT DO NOTHING
        RETURNING user_id
      )
      SELECT ARRAY(SELECT m.user_id::text FROM mentions m, post
                    WHERE m.user_id IS NOT NULL AND m.user_id NOT IN (SELECT user_id FROM before)
                      AND ${visibleTo(Prisma.sql`m.user_id`, 'post')}) AS mentioned`);
    return row!.mentioned;
  }

  /** Deletes the post (its rows cascade); answers its media's storage keys and variants, to remove the files. */
  async delete(postId: string) {
    return this.prisma.read<Pick<MediaRow, 'id' | 'storage_key' | 'variants'>>(Prisma.sql`
      WITH gone AS (DELETE FROM posts WHERE id = ${postId}::uuid RETURNING id)
      SELECT m.id::text, m.storage_key, m.variants FROM post_media m JOIN gone ON gone.id = m.post_id`);
  }

  /**
   * One vote, in one statement: the option must be this post's, the poll open, and the member's vote the first
   * (the primary key); the option's count goes up with it. Answers what happened.
   */
  async vote(postId: string, userId: string, optionId: string): Promise<'voted' | 'not_option' | 'closed' | 'already'> {
    const [row] = await this.prisma.read<{ outcome: 'voted' | 'not_option' | 'closed' | 'already' }>(
      Prisma.sql`
      WITH option AS (
        SELECT o.id, p.poll_closes_at > now() AS open
          FROM poll_options o JOIN posts p ON p.id = o.post_id
         WHERE o.id = ${optionId}::uuid AND o.post_id = ${postId}::uuid
      ), vote AS (
        INSERT INTO poll_votes (post_id, user_id, option_id)
        SELECT ${postId}::uuid, ${userId}::uuid, option.id FROM option WHERE option.open
        ON CONFLICT (post_id, user_id) DO NOTHING
        RETURNING option_id
      ), counted AS (
        UPDATE poll_options SET vote_count = vote_count + 1 WHERE id IN (SELECT option_id FROM vote)
      )
      SELECT CASE WHEN NOT EXISTS (SELECT 1 FROM option) THEN 'not_option'
                  WHEN NOT (SELECT open FROM option) THEN 'closed'
                  WHEN EXISTS (SELECT 1 FROM vote) THEN 'voted'
                  ELSE 'already' END AS outcome`,
      'post_vote',
    );
    return row!.outcome;
  }

  /**
   * Pins a public post (not in a community or channel) and unpins the one pinned before, in one statement: the unpin
   * runs first (the pin's condition reads its result), so the partial unique index never sees two pinned posts.
   * Answers false when the post is not public.
   */
  async pin(postId: string): Promise<boolean> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.pinOnce(postId);
      } catch (error) {
        // Another admin pinned a post at the same moment: the unique index refused this one, which runs again and
        // now sees (and unpins) theirs.
        if ((error as { code?: string }).code !== UNIQUE_VIOLATION || attempt === PIN_ATTEMPTS) throw error;
      }
    }
  }

  private async pinOnce(postId: string): Promise<boolean> {
    const [row] = await this.prisma.read<{ pinned: boolean }>(Prisma.sql`
      WITH target AS (
        SELECT id FROM posts
         WHERE id = ${postId}::uuid AND visibility = 'public' AND community_id IS NULL AND channel_id IS NULL
           AND hidden_at IS NULL
      ), unpinned AS (
        UPDATE posts SET pinned_at = NULL
         WHERE pinned_at IS NOT NULL AND id <> ${postId}::uuid AND EXISTS (SELECT 1 FROM target)
        RETURNING id
      ), pinned AS (
        UPDATE posts SET pinned_at = COALESCE(pinned_at, now())
         WHERE id IN (SELECT id FROM target) AND (SELECT count(*) FROM unpinned) >= 0
        RETURNING id
      )
      SELECT EXISTS (SELECT 1 FROM pinned) AS pinned`);
    return row!.pinned;
  }

  async unpin(postId: string): Promise<void> {
    await this.prisma.read(Prisma.sql`UPDATE posts SET pinned_at = NULL WHERE id = ${postId}::uuid`);
  }

  async pinnedId(): Promise<string | undefined> {
    const [row] = await this.prisma.read<{ id: string }>(
      Prisma.sql`SELECT id::text FROM posts WHERE pinned_at IS NOT NULL`,
      'post_pinned',
    );
    return row?.id;
  }

  /** Members matching the keyword, the viewer's connections first, never across a block; then companies by name. */
  mentionSuggestions(viewerId: string, keyword: string, limit: number) {
    const viewer = Prisma.sql`${viewerId}::uuid`;
    const pattern = keyword ? containsPattern(keyword) : null;
    const matches = pattern ? Prisma.sql`AND p.search_text ILIKE ${pattern}` : Prisma.empty;
    const eligible = Prisma.sql`u.enabled AND NOT u.blocked AND u.id <> ${viewer}
         AND NOT EXISTS (SELECT 1 FROM blocks b WHERE (b.blocker_id = ${viewer} AND b.blocked_id = u.id)
                                                  OR (b.blocker_id = u.id AND b.blocked_id = ${viewer}))`;
    const member = Prisma.sql`u.id::text, 'member' AS kind, concat_ws(' ', u.first_name, u.last_name) AS name, u.image,
                                p.headline AS subtitle`;
    return this.prisma.read<MentionSuggestion & { rank: number }>(Prisma.sql`
      WITH connected AS (
        SELECT ${member}, 0 AS rank FROM connections c JOIN users u ON u.id = c.connected_user_id
          JOIN profiles p ON p.user_id = u.id
         WHERE c.user_id = ${viewer} AND ${eligible} ${matches}
         ORDER BY u.first_name, u.last_name LIMIT ${limit}::int
      ), others AS (
        SELECT ${member}, 1 AS rank FROM profiles p JOIN users u ON u.id = p.user_id
         WHERE ${pattern === null ? Prisma.sql`false` : Prisma.sql`true`} AND ${eligible} ${matches}
           AND NOT EXISTS (SELECT 1 FROM connections c WHERE c.user_id = ${viewer} AND c.connected_user_id = u.id)
         LIMIT ${limit}::int
      ), companies AS (
        SELECT id::text, 'partner' AS kind, name, logo AS image, type::text AS subtitle, 2 AS rank FROM partners
         WHERE ${pattern === null ? Prisma.sql`false` : Prisma.sql`name ILIKE ${pattern}`}
         ORDER BY lower(name) LIMIT ${limit}::int
      )
      (SELECT * FROM (SELECT * FROM connected UNION ALL SELECT * FROM others) m ORDER BY rank, name LIMIT ${limit}::int)
      UNION ALL (SELECT * FROM companies)`);
  }

  /** Hashtags starting with the keyword (the text_pattern_ops index), most used first. */
  hashtagSuggestions(keyword: string, limit: number) {
    const prefix = `${keyword.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    return this.prisma.read<HashtagSuggestion>(Prisma.sql`
      SELECT tag, count(*)::int AS "postCount" FROM post_hashtags WHERE tag LIKE ${prefix}
       GROUP BY tag ORDER BY count(*) DESC, tag LIMIT ${limit}::int`);
  }
}

/** Inserts the mentions of ids that exist, for the CTE `post`. */
function mentionsSql(memberIds: string[], partnerIds: string[]): Prisma.Sql {
  return Prisma.sql`
        INSERT INTO post_mentions (id, post_id, user_id, partner_id)
        SELECT gen_random_uuid(), post.id, u.id, NULL FROM post, users u WHERE u.id = ANY(${memberIds}::uuid[])
        UNION ALL
        SELECT gen_random_uuid(), post.id, NULL, pa.id FROM post, partners pa WHERE pa.id = ANY(${partnerIds}::uuid[])`;
}
