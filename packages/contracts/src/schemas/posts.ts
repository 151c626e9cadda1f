import { z } from 'zod';
import { PAGE_SIZE, POST_LIMITS } from '../constants.js';
import { idSchema, keysetPageQuery } from './common.js';
import {
  FEED_REASONS,
  NOTIFICATION_KINDS,
  PARTNER_TYPES,
  POST_MEDIA_KINDS,
  POST_TYPES,
  POST_VISIBILITIES,
  REACTION_TYPES,
} from '../enums.js';

/**
 * The shapes every feed call answers with: a post (feed, hashtag page, a community's or channel's posts, the pinned
 * post), a comment or reply, a notification. Requests and routes live with their areas (routes/posts.ts…).
 */

/** Who wrote a post or comment: the member; `company` is set when a partner admin posted as the company. */
export const postAuthorSchema = z.object({
  id: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  image: z.string().nullable(),
  headline: z.string().nullable(),
});
export type PostAuthor = z.infer<typeof postAuthorSchema>;

export const postCompanySchema = z.object({
  id: z.string(),
  name: z.string(),
  logo: z.string().nullable(),
  type: z.enum(PARTNER_TYPES),
});
export type PostCompany = z.infer<typeof postCompanySchema>;

/** §3 'Comments and replies': reactions are counted per kind ('like'), with whether the reader is among them. */
export const reactionSummarySchema = z.object({
  reaction: z.enum(REACTION_TYPES),
  count: z.number().int(),
  isUserReaction: z.boolean(),
});
export type ReactionSummary = z.infer<typeof reactionSummarySchema>;

export const postMediaSchema = z.object({
  id: z.string(),
  kind: z.enum(POST_MEDIA_KINDS),
  /** The original file. */
  url: z.string(),
  contentType: z.string(),
  fileName: z.string(),
  bytes: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  /** Resized copies of an image, narrowest first (for srcset); empty for video and documents. */
  variants: z.array(z.object({ width: z.number().int(), url: z.string() })),
});
export type PostMedia = z.infer<typeof postMediaSchema>;

/** A poll: the time left comes from `closesAt`; counts are given once the reader voted or the poll ended. */
export const pollSchema = z.object({
  closesAt: z.string(),
  ended: z.boolean(),
  votedOptionId: z.string().nullable(),
  totalVotes: z.number().int().nullable(),
  options: z.array(z.object({ id: z.string(), text: z.string(), voteCount: z.number().int().nullable() })),
});
export type Poll = z.infer<typeof pollSchema>;

export const linkPreviewSchema = z.object({
  url: z.string(),
  title: z.string().nullable(),
  description: z.string().nullable(),
  image: z.string().nullable(),
  siteName: z.string().nullable(),
});
export type LinkPreview = z.infer<typeof linkPreviewSchema>;

/** Why a post is in the reader's feed; `partner` names the company followed or the community posted in. */
export const feedReasonSchema = z.object({
  kind: z.enum(FEED_REASONS),
  partner: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type FeedReasonInfo = z.infer<typeof feedReasonSchema>;

export const postSchema = z.object({
  id: z.string(),
  type: z.enum(POST_TYPES),
  /** The text, with mentions `[text](id:member|partner)` and hashtags `[#tag](x)` as written (§5). */
  content: z.string(),
  visibility: z.enum(POST_VISIBILITIES),
  author: postAuthorSchema,
  company: postCompanySchema.nullable(),
  community: z.object({ id: z.string(), name: z.string() }).nullable(),
  channel: z.object({ id: z.string(), name: z.string() }).nullable(),
  media: z.array(postMediaSchema),
  poll: pollSchema.nullable(),
  linkPreview: linkPreviewSchema.nullable(),
  hashtags: z.array(z.string()),
  edited: z.boolean(),
  pinned: z.boolean(),
  reactionCount: z.number().int(),
  reactions: z.array(reactionSummarySchema),
  commentCount: z.number().int(),
  /** The reader may edit and delete it (its author, or an admin of the company it was posted as). */
  isOwner: z.boolean(),
  /** Hidden by moderation (ModerationText.contentHidden): only its owners and platform admins read it, and only they see this. */
  hidden: z.boolean().optional(),
  /** Set in the home feed only. */
  reason: feedReasonSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Post = z.infer<typeof postSchema>;

export const commentSchema = z.object({
  id: z.string(),
  postId: z.string(),
  /** The comment this replies to; null for a comment on the post. Replies are one level deep. */
  parentId: z.string().nullable(),
  author: postAuthorSchema,
  content: z.string(),
  edited: z.boolean(),
  reactionCount: z.number().int(),
  reactions: z.array(reactionSummarySchema),
  replyCount: z.number().int(),
  isOwner: z.boolean(),
  /** Hidden by moderation (ModerationText.contentHidden): only its author and platform admins read it, and only they see this. */
  hidden: z.boolean().optional(),
  createdAt: z.string(),
});
export type Comment = z.infer<typeof commentSchema>;

/** One notification of /pings. `text` is ready to show ("Ada Lovelace commented on your post"). */
export const notificationSchema = z.object({
  id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  actor: postAuthorSchema.nullable(),
  company: z.object({ id: z.string(), name: z.string() }).nullable(),
  postId: z.string().nullable(),
  commentId: z.string().nullable(),
  text: z.string(),
  /** Where clicking it goes (a post, a profile, a chat…). */
  link: z.string(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

// ── Requests ──────────────────────────────────────────────────────────────────────────────────────────────

const contentSchema = z
  .string({ message: 'must be text' })
  .max(POST_LIMITS.contentMaxLength, { message: `must be at most ${POST_LIMITS.contentMaxLength} characters` });

/**
 * POST post. Media are uploaded first (POST post-media, with progress) and named here by id. A post needs text,
 * media or a poll. `companyId`: a partner admin posts as their company; `communityId` / `channelId`: written in a
 * community or one of its channels (a member of it).
 */
export const createPostBodySchema = z.object({
  content: contentSchema.default(''),
  visibility: z.enum(POST_VISIBILITIES, { message: 'must be public or connections' }).default('public'),
  mediaIds: z
    .array(idSchema)
    .max(POST_LIMITS.mediaMaxFiles, { message: `must be at most ${POST_LIMITS.mediaMaxFiles} files` })
    .default([]),
  poll: z
    .object({
      options: z
        .array(
          z
            .string({ message: 'must be text' })
            .trim()
            .min(1, { message: 'must not be empty' })
            .max(POST_LIMITS.pollOptionMaxLength, {
              message: `must be at most ${POST_LIMITS.pollOptionMaxLength} characters`,
            }),
        )
        .min(POST_LIMITS.pollMinOptions, { message: `must have at least ${POST_LIMITS.pollMinOptions} options` })
        .max(POST_LIMITS.pollMaxOptions, { message: `must have at most ${POST_LIMITS.pollMaxOptions} options` }),
      durationHours: z.coerce
        .number({ message: 'must be a number' })
        .int({ message: 'must be a whole number of hours' })
        .min(POST_LIMITS.pollMinDurationHours, { message: `must be at least ${POST_LIMITS.pollMinDurationHours} hour` })
        .max(POST_LIMITS.pollMaxDurationDays * 24, {
          message: `must be at most ${POST_LIMITS.pollMaxDurationDays} days`,
        }),
    })
    .optional(),
  /** The link whose preview the composer showed; the server fetches it again and stores the preview. */
  linkUrl: z.string().trim().max(2000, { message: 'must be at most 2000 characters' }).optional(),
  companyId: idSchema.optional(),
  communityId: idSchema.optional(),
  channelId: idSchema.optional(),
});
export type CreatePostBody = z.input<typeof createPostBodySchema>;

/** PUT post/{id}: the author changes the text or who may read it; the post is then marked edited. */
export const updatePostBodySchema = z.object({
  content: contentSchema.optional(),
  visibility: z.enum(POST_VISIBILITIES, { message: 'must be public or connections' }).optional(),
});
export type UpdatePostBody = z.input<typeof updatePostBodySchema>;

export const voteBodySchema = z.object({ optionId: idSchema });
export const linkPreviewBodySchema = z.object({
  url: z.string({ message: 'is required' }).trim().min(1, { message: 'is required' }).max(2000),
});

/** A draft medium, as POST post-media answers it (its `id` goes into the post's `mediaIds`). */
export const draftMediaSchema = postMediaSchema;

export const commentBodySchema = z.object({
  content: z
    .string({ message: 'is required' })
    .trim()
    .min(1, { message: 'must not be empty' })
    .max(POST_LIMITS.commentMaxLength, { message: `must be at most ${POST_LIMITS.commentMaxLength} characters` }),
  /** Reply to this comment (a comment on the post, never a reply: one level). */
  parentId: idSchema.optional(),
});
export const updateCommentBodySchema = commentBodySchema.pick({ content: true });
export const reactionBodySchema = z.object({
  reaction: z.enum(REACTION_TYPES, { message: 'must be like' }).default('like'),
});
/** What a reaction toggle answers: the new totals, so the optimistic count can be settled. */
export const reactionsSchema = z.object({ reactionCount: z.number().int(), reactions: z.array(reactionSummarySchema) });
export type Reactions = z.infer<typeof reactionsSchema>;

export const feedQuerySchema = keysetPageQuery(PAGE_SIZE.feed);
export const hashtagParams = z.object({
  tag: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, { message: 'is required' })
    .max(POST_LIMITS.hashtagMaxLength, { message: `must be at most ${POST_LIMITS.hashtagMaxLength} characters` })
    .regex(/^[\p{L}\p{N}_]+$/u, { message: 'must be letters, digits or _' }),
});
export const commentsQuerySchema = keysetPageQuery(PAGE_SIZE.comments);

/** The composer's pickers. */
export const mentionSuggestionSchema = z.object({
  id: z.string(),
  kind: z.enum(['member', 'partner']),
  name: z.string(),
  image: z.string().nullable(),
  subtitle: z.string().nullable(),
});
export type MentionSuggestion = z.infer<typeof mentionSuggestionSchema>;
export const hashtagSuggestionSchema = z.object({ tag: z.string(), postCount: z.number().int() });
export type HashtagSuggestion = z.infer<typeof hashtagSuggestionSchema>;
export const suggestQuerySchema = z.object({
  keyword: z.string().trim().max(50, { message: 'must be at most 50 characters' }).default(''),
});
