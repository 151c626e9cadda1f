import { Injectable } from '@nestjs/common';
import {
  type FeedReasonInfo,
  type LinkPreview,
  type PartnerType,
  type Post,
  type PostTypes,
  type PostVisibility,
  ReactionType,
} from '@nexus/contracts';
import { Prisma } from '../../platform/database/generated/client';
import { PrismaService } from '../../platform/database/prisma.service';
import { type MediaRow, toPostMedia } from './media-files';
import { visibleTo } from './visibility';

interface PostRow {
  id: string;
  type: PostTypes;
  content: string;
  visibility: PostVisibility;
  link_preview: LinkPreview | null;
  poll_closes_at: Date | null;
  poll_ended: boolean;
  edited: boolean;
  pinned: boolean;
  comment_count: number;
  reaction_count: number;
  created_at: Date;
  updated_at: Date;
  author_id: string;
  first_name: string | null;
  last_name: string | null;
  image: string | null;
  headline: string | null;
  company_id: string | null;
  company_name: string | null;
  company_logo: string | null;
  company_type: PartnerType | null;
  community_id: string | null;
  community_name: string | null;
  channel_id: string | null;
  channel_name: string | null;
  media: MediaRow[];
  options: { id: string; text: string; votes: number }[] | null;
  voted_option_id: string | null;
  reacted: boolean;
  hashtags: string[];
  is_owner: boolean;
  hidden: boolean;
}

/**
 * The contracts' Post, as a given member sees it: one SQL statement for any number of posts (media, poll, hashtags
 * and the member's own vote and reaction come as JSON of correlated subqueries on their post's index), so the feed,
 * hashtag and channel pages cost one round trip more than their list of ids.
 */
@Injectable()
export class PostViews {
  constructor(private readonly prisma: PrismaService) {}

  /** The posts of `postIds` the viewer may see, in the order given; `reasons` sets each post's `reason`. */
  async load(viewerId: string, postIds: string[], reasons?: Map<string, FeedReasonInfo>): Promise<Post[]> {
    if (postIds.length === 0) return [];
    const viewer = Prisma.sql`${viewerId}::uuid`;
    const rows = await this.prisma.read<PostRow>(
      Prisma.sql`
      SELECT p.id::text, p.type, p.content, p.visibility, p.link_preview, p.poll_closes_at,
             p.poll_closes_at <= now() AS poll_ended, p.edited, p.pinned_at IS NOT NULL AS pinned,
             p.comment_count, p.reaction_count, p.created_at, p.updated_at,
             u.id::text AS author_id, u.first_name, u.last_name, u.image, pr.headline,
             co.id::text AS company_id, co.name AS company_name, co.logo AS company_logo, co.type AS company_type,
             cm.id::text AS community_id, cm.name AS community_name, ch.id::text AS channel_id, ch.name AS channel_name,
             COALESCE((SELECT json_agg(json_build_object(
                         'id', m.id, 'kind', m.kind, 'storage_key', m.storage_key, 'content_type', m.content_type,
                         'file_name', m.file_name, 'bytes', m.bytes, 'width', m.width, 'height', m.height,
                         'variants', m.variants) ORDER BY m.position)
                         FROM post_media m WHERE m.post_id = p.id), '[]') AS media,
             (SELECT json_agg(json_build_object('id', o.id, 'text', o.text, 'votes', o.vote_count) ORDER BY o.position)
                FROM poll_options o WHERE o.post_id = p.id) AS options,
             (SELECT v.option_id::text FROM poll_votes v WHERE v.post_id = p.id AND v.user_id = ${viewer})
               AS voted_option_id,
             EXISTS (SELECT 1 FROM post_reactions r WHERE r.post_id = p.id AND r.user_id = ${viewer}) AS reacted,
             ARRAY(SELECT h.tag FROM post_hashtags h WHERE h.post_id = p.id ORDER BY h.tag) AS hashtags,
             (p.author_id = ${viewer} OR (p.partner_id IS NOT NULL AND post_company_admin(${viewer}, p.partner_id)))
               AS is_owner,
             p.hidden_at IS NOT NULL AS hidden
        FROM unnest(${postIds}::uuid[]) WITH ORDINALITY AS wanted(id, ord)
        JOIN posts p ON p.id = wanted.id
        JOIN users u ON u.id = p.author_id
        LEFT JOIN profiles pr ON pr.user_id = u.id
        LEFT JOIN partners co ON co.id = p.partner_id
        LEFT JOIN partners cm ON cm.id = p.community_id
        LEFT JOIN channels ch ON ch.id = p.channel_id
       WHERE ${visibleTo(viewer, 'p')}
       ORDER BY wanted.ord`,
      'post_views_load',
    );
    return rows.map((row) => toPost(row, reasons?.get(row.id) ?? null));
  }

  /** One post as the viewer sees it, or undefined when they may not (or it does not exist). */
  async one(viewerId: string, postId: string): Promise<Post | undefined> {
    const [post] = await this.load(viewerId, [postId]);
    return post;
  }
}

function toPost(r: PostRow, reason: FeedReasonInfo | null): Post {
  const showCounts = r.voted_option_id !== null || r.poll_ended;
  return {
    id: r.id,
    type: r.type,
    content: r.content,
    visibility: r.visibility,
    author: { id: r.author_id, firstName: r.first_name, lastName: r.last_name, image: r.image, headline: r.headline },
    company:
      r.company_id && r.company_name && r.company_type
        ? { id: r.company_id, name: r.company_name, logo: r.company_logo, type: r.company_type }
        : null,
    community: r.community_id ? { id: r.community_id, name: r.community_name! } : null,
    channel: r.channel_id ? { id: r.channel_id, name: r.channel_name! } : null,
    media: r.media.map(toPostMedia),
    poll:
      r.options && r.poll_closes_at
        ? {
            closesAt: r.poll_closes_at.toISOString(),
            ended: r.poll_ended,
            votedOptionId: r.voted_option_id,
            totalVotes: showCounts ? r.options.reduce((sum, o) => sum + o.votes, 0) : null,
            options: r.options.map((o) => ({ id: o.id, text: o.text, voteCount: showCounts ? o.votes : null })),
          }
        : null,
    linkPreview: r.link_preview,
    hashtags: r.hashtags,
    edited: r.edited,
    pinned: r.pinned,
    reactionCount: r.reaction_count,
    reactions: r.reaction_count > 0 ? [{ reaction: ReactionType.Like, count: r.reaction_count, isUserReaction: r.reacted }] : [],
    commentCount: r.comment_count,
    isOwner: r.is_owner,
    // Only its owners and platform admins read a hidden post (the WHERE): only they see the flag.
    ...(r.hidden ? { hidden: true } : {}),
    reason,
    createdAt: r.created_at.toISOString(),
    updatedAt: r.updated_at.toISOString(),
  };
}
