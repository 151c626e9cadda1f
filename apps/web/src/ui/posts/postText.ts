import { differenceInMinutes, isValid, parseISO } from 'date-fns';
import { FeedReason, POST_LIMITS, POST_SIZE_LIMIT_BYTES, Text, type Post } from '@nexus/contracts';
import { displayName } from '../../lib/people/format';

/** The words of the post UI, in one place for the screens and their tests. */
export const PostLabels = {
  composerPlaceholder: 'What do you want to talk about?',
  post: 'Post',
  posting: 'Posting…',
  posted: 'Your post is live',
  startPost: 'Start a post',
  visibility: 'Who can see this post',
  visibilityPublic: 'Anyone on Nexus',
  visibilityConnections: 'Connections only',
  postAs: 'Post as',
  addMedia: 'Add photo, video or document',
  addPoll: 'Add a poll',
  removePoll: 'Remove poll',
  pollOption: (n: number) => `Option ${n}`,
  addOption: 'Add option',
  removeOption: (n: number) => `Remove option ${n}`,
  pollDuration: 'Poll duration',
  removeMedia: (name: string) => `Remove ${name}`,
  uploading: (name: string) => `Uploading ${name}`,
  removePreview: 'Remove link preview',
  mentionPicker: 'People and companies to mention',
  hashtagPicker: 'Hashtags',
  newHashtag: (tag: string) => `Use #${tag}`,
  like: 'Like',
  unlike: 'Unlike',
  likes: (n: number) => `${n} ${n === 1 ? 'like' : 'likes'}`,
  comments: (n: number) => `${n} ${n === 1 ? 'comment' : 'comments'}`,
  comment: 'Comment',
  writeComment: 'Add a comment',
  writeReply: (name: string) => `Reply to ${name}`,
  reply: 'Reply',
  send: 'Send',
  loadMoreComments: 'Load more comments',
  showReplies: (n: number) => `Show ${n} ${n === 1 ? 'reply' : 'replies'}`,
  loadMoreReplies: 'Load more replies',
  noComments: 'No comments yet. Start the conversation.',
  edited: 'Edited',
  pinned: 'Pinned',
  postMenu: 'Post actions',
  commentMenu: 'Comment actions',
  edit: 'Edit',
  delete: 'Delete',
  save: 'Save',
  cancel: 'Cancel',
  deletePostTitle: 'Delete this post?',
  deletePostBody: 'The post, its comments and its reactions are removed for everyone. This cannot be undone.',
  deleteCommentTitle: 'Delete this comment?',
  deleteCommentBody: 'The comment and its replies are removed for everyone.',
  postDeleted: 'Your post was deleted',
  vote: 'Vote',
  votes: (n: number) => `${n} ${n === 1 ? 'vote' : 'votes'}`,
  yourVote: 'Your vote',
  newPosts: (n: number) => `${n} new ${n === 1 ? 'post' : 'posts'}`,
  noMorePosts: "You're all caught up",
  loadingPosts: 'Loading posts',
  loadFailed: 'The posts could not be loaded.',
  retry: 'Try again',
  document: 'Document',
  download: 'Open document',
  video: 'Video',
} as const;

/** The feed's reason line: why this post is in the reader's timeline ("Because you follow Northwind"). */
export function reasonLine(post: Pick<Post, 'reason' | 'author' | 'company' | 'channel'>): string | null {
  const reason = post.reason;
  if (!reason) return null;
  switch (reason.kind) {
    case FeedReason.Own:
      return null;
    case FeedReason.Connection:
      return `Because you're connected with ${displayName(post.author.firstName, post.author.lastName) || 'a connection'}`;
    case FeedReason.Follow:
      return `Because you follow ${reason.partner?.name ?? post.company?.name ?? 'this company'}`;
    case FeedReason.Community:
      return reason.partner ? `Posted in ${reason.partner.name}` : null;
    case FeedReason.Channel: {
      const where = [post.channel?.name, reason.partner?.name].filter(Boolean).join(' · ');
      return where ? `Posted in ${where}` : null;
    }
    default:
      return null;
  }
}

/** §4: a poll shows the time left, or 'Poll ended'. */
export function pollTimeLeft(poll: { closesAt: string; ended: boolean }, now: Date = new Date()): string {
  const closes = parseISO(poll.closesAt);
  if (poll.ended || !isValid(closes) || closes <= now) return Text.pollEnded;
  const minutes = differenceInMinutes(closes, now);
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'} left`;
  if (minutes >= 24 * 60) return plural(Math.floor(minutes / (24 * 60)), 'day');
  if (minutes >= 60) return plural(Math.floor(minutes / 60), 'hour');
  if (minutes >= 1) return plural(minutes, 'minute');
  return 'Less than a minute left';
}

/** A poll option's share of the votes, as a whole percentage. */
export const votePercent = (count: number | null, total: number | null) =>
  count === null || !total ? 0 : Math.round((count / total) * 100);

/**
 * §5/§8: a post's media together may weigh at most 25 MB. Checked before anything is sent (the server checks
 * again): the message when the files already attached plus the new ones are too large, else null.
 */
export function postSizeProblem(attachedBytes: readonly number[], added: readonly { size: number }[]): string | null {
  const total = [...attachedBytes, ...added.map((f) => f.size)].reduce((sum, n) => sum + n, 0);
  return total > POST_SIZE_LIMIT_BYTES ? Text.payloadTooLarge : null;
}

/** More files than a post may hold. */
export const tooManyFiles = (count: number) =>
  count > POST_LIMITS.mediaMaxFiles ? `A post can hold at most ${POST_LIMITS.mediaMaxFiles} files.` : null;

/** Poll durations the composer offers, in hours, within the contract's bounds. */
export const POLL_DURATIONS = [
  { hours: 24, label: '1 day' },
  { hours: 3 * 24, label: '3 days' },
  { hours: 7 * 24, label: '1 week' },
  { hours: POST_LIMITS.pollMaxDurationDays * 24, label: `${POST_LIMITS.pollMaxDurationDays / 7} weeks` },
] as const;
