import { Injectable } from '@nestjs/common';
import {
  type Comment,
  ErrorCode,
  FeedText,
  NotificationKind,
  type Ok,
  PostText,
  ReactionType,
  type Reactions,
} from '@nexus/contracts';
import { AppError } from '../../platform/common/errors/app-error';
import { pageArgs } from '../connections/connections.sql';
import { pageFrom } from '../connections/cursor';
import { PrismaService } from '../../platform/database/prisma.service';
import { PingsService } from '../notifications/pings.service';
import {
  type CommentAccessRow,
  commentAccessSql,
  type CommentRow,
  commentsPageSql,
  deleteCommentSql,
  insertCommentSql,
  type PostAccessRow,
  postAccessSql,
  type ReactionRow,
  reactionSql,
  type ReactionTarget,
  updateCommentSql,
} from './comments.sql';

interface PageQuery {
  cursor?: string;
  page: number;
  pageSize: number;
}

/** The reactions of a post or comment as contracts give them: only 'like' exists, so its count is the total. */
export const reactionsOf = (count: number, mine: boolean): Reactions => ({
  reactionCount: count,
  reactions: count > 0 ? [{ reaction: ReactionType.Like, count, isUserReaction: mine }] : [],
});

function toComment(r: CommentRow, viewerId: string): Comment {
  return {
    id: r.id,
    postId: r.post_id,
    parentId: r.parent_id,
    author: { id: r.author_id, firstName: r.first_name, lastName: r.last_name, image: r.image, headline: r.headline },
    content: r.content,
    edited: r.edited,
    ...reactionsOf(r.reaction_count, r.reacted),
    replyCount: r.reply_count,
    isOwner: r.author_id === viewerId,
    // Only its author and platform admins read a hidden comment (the lists' WHERE): only they see the flag.
    ...(r.hidden ? { hidden: true } : {}),
    createdAt: r.created_at.toISOString(),
  };
}

/**
 * Comments, one level of replies, and reactions on posts and comments. Every call first asks whether the member
 * may see the post (404 no post or comment, 403 not theirs to see); every change is one statement (comments.sql.ts).
 */
@Injectable()
export class CommentsService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly pings: PingsService,
  ) {}

  async list(viewerId: string, postId: string, query: PageQuery) {
    await this.visiblePost(viewerId, postId);
    return this.page(viewerId, { postId }, query);
  }

  async replies(viewerId: string, commentId: string, query: PageQuery) {
    await this.visibleComment(viewerId, commentId);
    return this.page(viewerId, { parentId: commentId }, query);
  }

  async create(viewerId: string, postId: string, body: { content: string; parentId?: string }): Promise<Comment> {
    const post = await this.visiblePost(viewerId, postId);
    const parent = body.parentId ? await this.parentOf(viewerId, postId, body.parentId) : null;
    const [row] = await this.prisma.read<CommentRow>(
      insertCommentSql(viewerId, postId, body.parentId ?? null, body.content),
      'comment-insert',
    );
    const comment = toComment(row!, viewerId);
    await this.pings.notify(
      parent
        ? { userId: parent.author_id, kind: NotificationKind.Reply, actorId: viewerId, postId, commentId: comment.id }
        : { userId: post.author_id, kind: NotificationKind.Comment, actorId: viewerId, postId, commentId: comment.id },
    );
    return comment;
  }

  async update(viewerId: string, commentId: string, content: string): Promise<Comment> {
    const comment = await this.visibleComment(viewerId, commentId);
    if (comment.author_id !== viewerId) throw new AppError(ErrorCode.NotCommentOwner, FeedText.onlyAuthorEdits);
    const [row] = await this.prisma.read<CommentRow>(updateCommentSql(viewerId, commentId, content), 'comment-update');
    if (!row) throw AppError.notFound(FeedText.commentNotFound);
    return toComment(row, viewerId);
  }

  /** Its author, or the author of the post it is on (who moderates their post's comments). */
  async delete(viewerId: string, commentId: string): Promise<Ok> {
    const comment = await this.find(viewerId, commentId);
    if (comment.author_id !== viewerId && comment.post_author_id !== viewerId) {
      throw new AppError(ErrorCode.NotCommentOwner, FeedText.onlyAuthorDeletes);
    }
    const [row] = await this.prisma.read<{ deleted: number }>(deleteCommentSql(commentId), 'comment-delete');
    if (!row?.deleted) throw AppError.notFound(FeedText.commentNotFound);
    return { message: 'Deleted' };
  }

  /**
   * A reaction added or taken back; the count changes only when a row did, so a repeated call is no change. The
   * author hears of a new reaction (a like taken back and given again is told again: see feed/README.md).
   */
  async react(viewerId: string, target: ReactionTarget, id: string, reaction: string | null): Promise<Reactions> {
    const notify =
      target === 'post'
        ? { userId: (await this.visiblePost(viewerId, id)).author_id, postId: id }
        : await this.visibleComment(viewerId, id).then((c) => ({ userId: c.author_id, postId: c.post_id, commentId: id }));
    const [row] = await this.prisma.read<ReactionRow>(
      reactionSql(target, id, viewerId, reaction ? { reaction } : null),
      `reaction-${target}-${reaction ? 'add' : 'remove'}`,
    );
    if (!row || row.reaction_count === null) throw AppError.notFound(this.notFoundText(target));
    if (reaction && row.changed) {
      await this.pings.notify({ ...notify, kind: NotificationKind.Reaction, actorId: viewerId });
    }
    return reactionsOf(row.reaction_count, reaction !== null);
  }

  private async page(viewerId: string, of: { postId: string } | { parentId: string }, query: PageQuery) {
    const page = pageArgs(query, 'asc');
    const name = `comments-${'postId' in of ? 'post' : 'replies'}${page.cursor ? '-next' : ''}`;
    const rows = await this.prisma.read<CommentRow>(commentsPageSql(viewerId, of, page), name);
    return pageFrom(
      rows,
      query.pageSize,
      (r) => [r.created_at, r.id],
      (r) => toComment(r, viewerId),
    );
  }

  private async visiblePost(viewerId: string, postId: string): Promise<PostAccessRow> {
    const [post] = await this.prisma.read<PostAccessRow>(postAccessSql(viewerId, postId), 'post-access');
    if (!post) throw AppError.notFound(PostText.postNotFound);
    if (!post.visible) throw new AppError(ErrorCode.PostNotVisible, PostText.postNotVisible);
    return post;
  }

  private async find(viewerId: string, commentId: string): Promise<CommentAccessRow> {
    const [comment] = await this.prisma.read<CommentAccessRow>(commentAccessSql(viewerId, commentId), 'comment-access');
    if (!comment) throw AppError.notFound(FeedText.commentNotFound);
    return comment;
  }

  /** A comment the member may read: a comment hidden by moderation is, to others, not there (404). */
  private async visibleComment(viewerId: string, commentId: string): Promise<CommentAccessRow> {
    const comment = await this.find(viewerId, commentId);
    if (!comment.shown) throw AppError.notFound(FeedText.commentNotFound);
    if (!comment.visible) throw new AppError(ErrorCode.PostNotVisible, PostText.postNotVisible);
    return comment;
  }

  /** The comment a reply answers: one on this post, and not itself a reply (one level). */
  private async parentOf(viewerId: string, postId: string, parentId: string): Promise<CommentAccessRow> {
    const [parent] = await this.prisma.read<CommentAccessRow>(commentAccessSql(viewerId, parentId), 'comment-access');
    if (!parent || !parent.shown || parent.post_id !== postId) throw AppError.invalid('parentId', FeedText.parentNotOnPost);
    if (parent.parent_id !== null) throw AppError.invalid('parentId', FeedText.replyToReply);
    return parent;
  }

  private notFoundText(target: ReactionTarget): string {
    return target === 'post' ? PostText.postNotFound : FeedText.commentNotFound;
  }
}
