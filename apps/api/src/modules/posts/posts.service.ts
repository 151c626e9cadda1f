import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  ErrorCode,
  type HashtagSuggestion,
  type LinkPreview,
  type MentionSuggestion,
  type Ok,
  parsePostText,
  POST_SIZE_LIMIT_BYTES,
  type Post,
  type PostTypes,
  PostText,
  Role,
  SocketEvent,
  Text,
  type RouteInput,
  routes,
  type UpdatePostBody,
} from '@nexus/contracts';
import type { AuthContext } from '../auth/auth-context';
import { AppError } from '../../platform/common/errors/app-error';
import { type Db, PrismaService } from '../../platform/database/prisma.service';
import { JobsService } from '../../platform/queue/jobs.service';
import { PingsService } from '../notifications/pings.service';
import { RealtimeGateway } from '../../platform/realtime/realtime.gateway';
import { LinkPreviewFetcher } from './link-preview';
import { PostMediaService } from './post-media.service';
import { PostViews } from './post-views.repository';
import { type PostHead, PostsRepository } from './posts.repository';

type CreateInput = RouteInput<typeof routes.posts.create>['body'];

/** How many suggestions each picker offers. */
const SUGGESTIONS = 8;

/**
 * Posts: writing (text, media, poll, link preview; as a company; in a community or channel), reading one, editing,
 * deleting, voting, pinning and the composer's pickers. Who may read a post is the SQL rule `post_visible`; who may
 * change it (its author, or an admin of the company it was posted as) is checked here, from the same query.
 */
@Injectable()
export class PostsService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly posts: PostsRepository,
    private readonly views: PostViews,
    private readonly media: PostMediaService,
    private readonly links: LinkPreviewFetcher,
    private readonly jobs: JobsService,
    private readonly realtime: RealtimeGateway,
    private readonly pings: PingsService,
  ) {}

  async create(auth: AuthContext, body: CreateInput): Promise<Post> {
    const me = auth.user.id;
    const content = body.content.trim();
    if (!content && body.mediaIds.length === 0 && !body.poll) throw AppError.invalid('content', PostText.postEmpty);
    const mediaIds = [...new Set(body.mediaIds)];
    const where = await this.place(me, body);
    const drafts = mediaIds.length ? await this.posts.drafts(me, mediaIds) : [];
    if (drafts.length !== mediaIds.length) throw AppError.invalid('mediaIds', PostText.mediaNotAvailable);
    const mediaBytes = drafts.reduce((sum, d) => sum + d.bytes, 0);
    if (mediaBytes > POST_SIZE_LIMIT_BYTES) throw new AppError(ErrorCode.PayloadTooLarge, Text.payloadTooLarge);
    const linkPreview = body.linkUrl ? await this.previewForPost(body.linkUrl) : null;
    const parsed = parsePostText(content);
    const kindOf = new Map(drafts.map((d) => [d.id, d.kind]));
    const type: PostTypes = body.poll ? 'poll' : mediaIds.length ? kindOf.get(mediaIds[0]!)! : 'text';
    const id = randomUUID();
    await this.prisma.$transaction(async (tx) => {
      const { claimed, mentioned } = await this.posts.create(tx, {
        id,
        authorId: me,
        ...where,
        type,
        content,
        visibility: body.visibility,
        linkPreview,
        mediaIds,
        mediaBytes,
        pollOptions: body.poll?.options ?? [],
        pollClosesAt: body.poll ? new Date(Date.now() + body.poll.durationHours * 3_600_000) : null,
        hashtags: parsed.hashtags,
        memberIds: parsed.memberIds,
        partnerIds: parsed.partnerIds,
      });
      // Another request took one of the drafts since they were read: nothing is written.
      if (claimed !== mediaIds.length) throw AppError.invalid('mediaIds', PostText.mediaNotAvailable);
      await this.jobs.send('feed-fanout', { postId: id }, tx);
      await this.notifyMentioned(tx, mentioned, me, id, where.partnerId);
    });
    return this.readable(me, id);
  }

  async get(auth: AuthContext, id: string): Promise<Post> {
    return this.readable(auth.user.id, id);
  }

  async update(auth: AuthContext, id: string, body: UpdatePostBody): Promise<Post> {
    const head = await this.owned(auth, id, false);
    const content = body.content?.trim();
    if (content === '' && head.type === 'text') throw AppError.invalid('content', PostText.postEmpty);
    const parsed = parsePostText(content ?? head.content);
    await this.prisma.$transaction(async (tx) => {
      const mentioned = await this.posts.update(tx, id, { content, visibility: body.visibility, ...parsed });
      await this.notifyMentioned(tx, mentioned, auth.user.id, id, head.partner_id);
    });
    return this.readable(auth.user.id, id);
  }

  /** Its author, an admin of the company it was posted as, or a platform admin. */
  async delete(auth: AuthContext, id: string): Promise<Ok> {
    const head = await this.owned(auth, id, auth.user.role === Role.Admin);
    const media = await this.posts.delete(id);
    for (const m of media) await this.media.removeFiles(m);
    if (head.pinned) this.announcePinned(null);
    return { message: 'Deleted' };
  }

  async vote(auth: AuthContext, id: string, optionId: string): Promise<Post> {
    const head = await this.visibleHead(auth.user.id, id);
    if (!head.poll_closes_at) throw AppError.invalid('optionId', PostText.noPoll);
    const outcome = await this.posts.vote(id, auth.user.id, optionId);
    if (outcome === 'not_option') throw AppError.invalid('optionId', PostText.notInThisPoll);
    if (outcome === 'closed') throw new AppError(ErrorCode.PollClosed, PostText.pollClosed);
    if (outcome === 'already') throw new AppError(ErrorCode.AlreadyVoted, PostText.alreadyVoted);
    return this.readable(auth.user.id, id);
  }

  async pinned(auth: AuthContext): Promise<Post | null> {
    const id = await this.posts.pinnedId();
    const post = id ? await this.views.one(auth.user.id, id) : undefined;
    // Unpinned between the two reads: the post as read says so, and it is no longer the pinned post.
    return post?.pinned ? post : null;
  }

  /** Platform admins (the route's rule). Only a public post; it replaces the one pinned before. */
  async pin(auth: AuthContext, id: string): Promise<Post> {
    const head = await this.posts.head(auth.user.id, id);
    if (!head) throw AppError.notFound(PostText.postNotFound);
    if (!(await this.posts.pin(id))) throw new AppError(ErrorCode.PinNotPublic, PostText.onlyPublicPinned);
    const post = await this.readable(auth.user.id, id);
    this.announcePinned(post);
    return post;
  }

  async unpin(auth: AuthContext, id: string): Promise<Ok> {
    const head = await this.posts.head(auth.user.id, id);
    if (!head) throw AppError.notFound(PostText.postNotFound);
    if (head.pinned) {
      await this.posts.unpin(id);
      this.announcePinned(null);
    }
    return { message: 'Unpinned' };
  }

  async mentionSuggestions(auth: AuthContext, keyword: string): Promise<MentionSuggestion[]> {
    const rows = await this.posts.mentionSuggestions(auth.user.id, keyword, SUGGESTIONS);
    return rows.map(({ id, kind, name, image, subtitle }) => ({ id, kind, name, image, subtitle }));
  }

  hashtagSuggestions(keyword: string): Promise<HashtagSuggestion[]> {
    return keyword ? this.posts.hashtagSuggestions(keyword, SUGGESTIONS) : Promise.resolve([]);
  }

  preview(url: string): Promise<LinkPreview> {
    return this.links.preview(url);
  }

  /** Members newly mentioned (who may read the post) hear of it; the job skips blocks and the author. */
  private async notifyMentioned(tx: Db, userIds: string[], actorId: string, postId: string, partnerId: string | null) {
    for (const userId of userIds) {
      await this.pings.notify({ userId, kind: 'mention', actorId, postId, ...(partnerId ? { partnerId } : {}) }, tx);
    }
  }

  /** 'app bar update' to every client: the pinned post as nobody in particular sees it (each reader may GET theirs). */
  private announcePinned(post: Post | null): void {
    this.realtime.emitToAll(SocketEvent.AppBarUpdate, {
      appBar: { pinnedPostId: post?.id ?? null },
      pinnedPost: post && asNobody(post),
    });
  }

  /** The post as the reader sees it: 404 when there is none, 403 when they may not read it. */
  private async readable(viewerId: string, id: string): Promise<Post> {
    const post = await this.views.one(viewerId, id);
    if (post) return post;
    await this.visibleHead(viewerId, id);
    throw AppError.notFound(PostText.postNotFound);
  }

  private async visibleHead(viewerId: string, id: string): Promise<PostHead> {
    const head = await this.posts.head(viewerId, id);
    if (!head) throw AppError.notFound(PostText.postNotFound);
    if (!head.visible) throw new AppError(ErrorCode.PostNotVisible, PostText.postNotVisible);
    return head;
  }

  /** A post the caller may change: its author's, or its company's when the caller is that company's admin. */
  private async owned(auth: AuthContext, id: string, platformAdmin: boolean): Promise<PostHead> {
    const head = await this.posts.head(auth.user.id, id);
    if (!head) throw AppError.notFound(PostText.postNotFound);
    if (!head.is_owner && !platformAdmin) throw new AppError(ErrorCode.NotPostOwner, PostText.notPostOwner);
    return head;
  }

  /** Where the post goes and as whom, each checked: a company's admin, a community's or channel's member. */
  private async place(userId: string, body: CreateInput) {
    const companyId = body.companyId ?? null;
    const channelId = body.channelId ?? null;
    if (!companyId && !channelId && !body.communityId) return { partnerId: null, communityId: null, channelId: null };
    const places = await this.posts.places(userId, companyId, body.communityId ?? null, channelId);
    if (companyId) {
      if (!places.company) throw AppError.notFound(Text.companyNotFound);
      if (!places.company_admin) throw new AppError(ErrorCode.NotCompanyAdmin, PostText.notCompanyAdmin);
    }
    if (channelId) {
      if (!places.channel_community_id) throw AppError.notFound(PostText.channelNotFound);
      if (body.communityId && body.communityId !== places.channel_community_id)
        throw AppError.invalid('channelId', 'is not a channel of this community');
      if (!places.channel_member) throw new AppError(ErrorCode.NotChannelMember, PostText.notChannelMember);
      return { partnerId: companyId, communityId: places.channel_community_id, channelId };
    }
    if (body.communityId) {
      if (places.community_type !== 'community') throw AppError.notFound(PostText.communityNotFound);
      if (!places.community_member) throw new AppError(ErrorCode.NotCommunityMember, PostText.notCommunityMember);
    }
    return { partnerId: companyId, communityId: body.communityId ?? null, channelId: null };
  }

  /** The link's preview for a post: a refused address is the caller's 400; a page that cannot be read, no preview. */
  private async previewForPost(url: string): Promise<LinkPreview | null> {
    try {
      return await this.links.preview(url, 'linkUrl');
    } catch (error) {
      if (error instanceof AppError && error.code === ErrorCode.LinkPreviewUnavailable) return null;
      throw error;
    }
  }
}

/** The post without what is the admin's own: their reaction, their vote (and the counts it showed), ownership. */
function asNobody(post: Post): Post {
  const ended = post.poll?.ended ?? false;
  return {
    ...post,
    isOwner: false,
    reactions: post.reactions.map((r) => ({ ...r, isUserReaction: false })),
    poll: post.poll && {
      ...post.poll,
      votedOptionId: null,
      totalVotes: ended ? post.poll.totalVotes : null,
      options: post.poll.options.map((o) => ({ ...o, voteCount: ended ? o.voteCount : null })),
    },
  };
}
