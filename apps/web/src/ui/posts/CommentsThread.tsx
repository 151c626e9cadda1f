import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useInfiniteQuery, useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import MoreHoriz from '@mui/icons-material/MoreHoriz';
import SendOutlined from '@mui/icons-material/SendOutlined';
import ThumbUpAltOutlined from '@mui/icons-material/ThumbUpAltOutlined';
import ThumbUpAlt from '@mui/icons-material/ThumbUpAlt';
import { PAGE_SIZE, POST_LIMITS, routes, type Comment } from '@nexus/contracts';
import { api, isHandledError } from '../../api/client';
import { displayName } from '../../lib/people/format';
import { relativeTime } from '../../lib/text';
import { MemberAvatar } from '../ConnectionActions';
import { MentionTextField } from './MentionTextField';
import { FOCUS_BOX } from './styles';
import { OwnerActionsMenu } from './OwnerActionsMenu';
import { HiddenContentNote } from '../report/HiddenContentNote';
import { ReportMenu } from '../report/ReportMenu';
import { PostLabels } from './postText';
import {
  appendComment,
  likedByReader,
  patchComment,
  patchPost,
  postKeys,
  uniqueItems,
  useCommentReaction,
  type Page,
} from './queries';
import { RichText } from './RichText';
import { profilePath } from './richText';

/** A text box with Send, for a comment, a reply or an edit; resolves true when the text was taken. */
function CommentBox({
  label,
  initial = '',
  submitLabel = PostLabels.send,
  autoFocus,
  onSubmit,
  onCancel,
}: {
  label: string;
  initial?: string;
  submitLabel?: string;
  autoFocus?: boolean;
  onSubmit: (content: string) => Promise<boolean>;
  onCancel?: () => void;
}) {
  const [text, setText] = useState(initial);
  const [busy, setBusy] = useState(false);
  const empty = text.trim().length === 0;
  async function submit() {
    if (empty || busy) return;
    setBusy(true);
    try {
      if (await onSubmit(text.trim())) setText('');
    } finally {
      setBusy(false);
    }
  }
  return (
    <Box
      component="form"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      sx={{ display: 'flex', alignItems: 'flex-end', gap: 1 }}
    >
      <Box sx={{ ...FOCUS_BOX, py: 0.75, borderRadius: 3 }}>
        <MentionTextField
          value={text}
          onChange={setText}
          label={label}
          placeholder={label}
          maxLength={POST_LIMITS.commentMaxLength}
          maxRows={8}
          autoFocus={autoFocus}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
              e.preventDefault();
              void submit();
            }
          }}
        />
      </Box>
      {onCancel ? (
        <Button size="small" onClick={onCancel} disabled={busy}>
          {PostLabels.cancel}
        </Button>
      ) : null}
      {onCancel ? (
        <Button size="small" variant="contained" type="submit" disabled={empty} loading={busy}>
          {submitLabel}
        </Button>
      ) : (
        <IconButton color="primary" type="submit" aria-label={`${submitLabel}: ${label}`} disabled={empty || busy}>
          <SendOutlined />
        </IconButton>
      )}
    </Box>
  );
}

/** One comment or reply: author, text, time, like, reply (comments only), and edit / delete for its author. */
function CommentItem({ comment, listKey, postId }: { comment: Comment; listKey: QueryKey; postId: string }) {
  const queryClient = useQueryClient();
  const isReply = comment.parentId !== null;
  const name = displayName(comment.author.firstName, comment.author.lastName) || 'Member';
  const [editing, setEditing] = useState(false);
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const [showReplies, setShowReplies] = useState(false);
  const [replying, setReplying] = useState(false);
  const menuId = useId();
  const react = useCommentReaction(listKey, comment.id);
  const liked = likedByReader(comment);

  const remove = useMutation({
    mutationFn: () => api.call(routes.feed.deleteComment, { params: { id: comment.id } }),
    onSuccess: () => {
      patchComment(queryClient, listKey, comment.id, () => null);
      if (isReply) {
        patchComment(queryClient, postKeys.comments(postId), comment.parentId!, (c) => ({
          ...c,
          replyCount: Math.max(0, c.replyCount - 1),
        }));
      }
      // The post counts comments and replies; a comment goes with its replies.
      const gone = 1 + (isReply ? 0 : comment.replyCount);
      patchPost(queryClient, postId, (p) => ({ ...p, commentCount: Math.max(0, p.commentCount - gone) }));
    },
  });

  async function saveEdit(content: string) {
    const res = await api.call(
      routes.feed.updateComment,
      { params: { id: comment.id }, body: { content } },
      { handleError: true },
    );
    if (isHandledError(res)) return false;
    patchComment(queryClient, listKey, comment.id, () => res);
    setEditing(false);
    return true;
  }

  async function sendReply(content: string) {
    const res = await api.call(
      routes.feed.comment,
      { params: { id: postId }, body: { content, parentId: comment.id } },
      { handleError: true },
    );
    if (isHandledError(res)) return false;
    appendComment(queryClient, postKeys.replies(comment.id), res);
    patchComment(queryClient, listKey, comment.id, (c) => ({ ...c, replyCount: c.replyCount + 1 }));
    patchPost(queryClient, postId, (p) => ({ ...p, commentCount: p.commentCount + 1 }));
    setShowReplies(true);
    setReplying(false);
    return true;
  }

  return (
    <Box component="li" aria-label={`${isReply ? 'Reply' : 'Comment'} by ${name}`} sx={{ display: 'flex', gap: 1.25 }}>
      <Link
        component={RouterLink}
        to={profilePath(comment.author.id)}
        aria-hidden
        tabIndex={-1}
        underline="none"
        sx={{ flexShrink: 0 }}
      >
        <MemberAvatar {...comment.author} size={isReply ? 28 : 36} />
      </Link>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        {editing ? (
          <CommentBox
            label={`Edit your ${isReply ? 'reply' : 'comment'}`}
            initial={comment.content}
            submitLabel={PostLabels.save}
            autoFocus
            onSubmit={saveEdit}
            onCancel={() => setEditing(false)}
          />
        ) : (
          <Box sx={{ bgcolor: 'action.hover', borderRadius: 2, px: 1.5, py: 1, position: 'relative' }}>
            <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, pr: 4 }}>
              <Link
                component={RouterLink}
                to={profilePath(comment.author.id)}
                color="inherit"
                underline="hover"
                sx={{ fontWeight: 600 }}
              >
                {name}
              </Link>
              <Typography variant="caption" color="text.secondary" component="span">
                <time dateTime={comment.createdAt}>{relativeTime(comment.createdAt)}</time>
                {comment.edited ? ` · ${PostLabels.edited}` : ''}
              </Typography>
            </Box>
            {comment.author.headline ? (
              <Typography variant="caption" color="text.secondary" noWrap component="div">
                {comment.author.headline}
              </Typography>
            ) : null}
            <RichText content={comment.content} variant="body2" sx={{ mt: 0.5 }} />
            {comment.hidden ? <HiddenContentNote sx={{ mt: 1 }} /> : null}
            {comment.isOwner ? (
              <IconButton
                size="small"
                aria-label={`${PostLabels.commentMenu}: ${isReply ? 'reply' : 'comment'} by ${name}`}
                aria-haspopup="menu"
                aria-controls={menuAnchor ? menuId : undefined}
                aria-expanded={menuAnchor ? true : undefined}
                onClick={(e) => setMenuAnchor(e.currentTarget)}
                sx={{ position: 'absolute', top: 4, right: 4 }}
              >
                <MoreHoriz fontSize="small" />
              </IconButton>
            ) : (
              <ReportMenu
                target={{ type: 'comment', id: comment.id }}
                label={`${PostLabels.commentMenu}: ${isReply ? 'reply' : 'comment'} by ${name}`}
                size="small"
                sx={{ position: 'absolute', top: 4, right: 4 }}
              />
            )}
          </Box>
        )}
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', mt: 0.25 }}>
          <Button
            size="small"
            color={liked ? 'primary' : 'inherit'}
            aria-pressed={liked}
            startIcon={liked ? <ThumbUpAlt fontSize="small" /> : <ThumbUpAltOutlined fontSize="small" />}
            onClick={() => react.mutate({ on: !liked, before: comment })}
            aria-label={`${PostLabels.like} ${isReply ? 'reply' : 'comment'} by ${name}`}
            sx={{ minWidth: 0, color: liked ? undefined : 'text.secondary' }}
          >
            {comment.reactionCount > 0 ? comment.reactionCount : PostLabels.like}
          </Button>
          {!isReply ? (
            <Button
              size="small"
              color="inherit"
              onClick={() => {
                setReplying(true);
                setShowReplies(true);
              }}
              aria-label={`${PostLabels.reply} to ${name}`}
              sx={{ minWidth: 0, color: 'text.secondary' }}
            >
              {PostLabels.reply}
            </Button>
          ) : null}
          {!isReply && comment.replyCount > 0 && !showReplies ? (
            <Button size="small" onClick={() => setShowReplies(true)} sx={{ minWidth: 0 }}>
              {PostLabels.showReplies(comment.replyCount)}
            </Button>
          ) : null}
        </Stack>
        {!isReply && showReplies ? <Replies comment={comment} postId={postId} /> : null}
        {replying ? (
          <Box sx={{ mt: 1 }}>
            <CommentBox
              label={PostLabels.writeReply(name)}
              autoFocus
              onSubmit={sendReply}
              onCancel={() => setReplying(false)}
              submitLabel={PostLabels.reply}
            />
          </Box>
        ) : null}
      </Box>
      <OwnerActionsMenu
        id={menuId}
        anchorEl={menuAnchor}
        onClose={() => setMenuAnchor(null)}
        onEdit={() => setEditing(true)}
        confirmTitle={PostLabels.deleteCommentTitle}
        confirmBody={PostLabels.deleteCommentBody}
        deleting={remove.isPending}
        onDelete={() => remove.mutateAsync()}
      />
    </Box>
  );
}

/** A keyset page list of comments or replies, oldest first. */
function useCommentPages(key: QueryKey, fetchPage: (cursor: string | undefined) => Promise<Page<Comment>>) {
  return useInfiniteQuery({
    queryKey: key,
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

function CommentSkeletons({ count = 2 }: { count?: number }) {
  return (
    <Stack spacing={1.5} aria-label="Loading comments" role="progressbar" aria-busy="true">
      {Array.from({ length: count }, (_, i) => (
        <Stack key={i} direction="row" spacing={1.25}>
          <Skeleton variant="circular" width={36} height={36} />
          <Skeleton variant="rounded" height={56} sx={{ flex: 1 }} />
        </Stack>
      ))}
    </Stack>
  );
}

function Replies({ comment, postId }: { comment: Comment; postId: string }) {
  const key = postKeys.replies(comment.id);
  const query = useCommentPages(key, (cursor) =>
    api.call(
      routes.feed.replies,
      { params: { id: comment.id }, query: { pageSize: PAGE_SIZE.replies, ...(cursor ? { cursor } : {}) } },
      { silent: true },
    ),
  );
  const replies = uniqueItems(query.data);
  return (
    <Box sx={{ mt: 1 }}>
      {query.isPending ? <CommentSkeletons count={1} /> : null}
      <Stack
        component="ul"
        spacing={1.5}
        sx={{ listStyle: 'none', p: 0, m: 0 }}
        aria-label={`Replies to ${displayName(comment.author.firstName, comment.author.lastName)}`}
      >
        {replies.map((r) => (
          <CommentItem key={r.id} comment={r} listKey={key} postId={postId} />
        ))}
      </Stack>
      {query.hasNextPage ? (
        <Button size="small" onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage}>
          {PostLabels.loadMoreReplies}
        </Button>
      ) : null}
    </Box>
  );
}

/** A post's comments, oldest first with 'load more', one level of replies, and the box to add one. */
export function CommentsThread({ postId }: { postId: string }) {
  const queryClient = useQueryClient();
  const key = postKeys.comments(postId);
  const query = useCommentPages(key, (cursor) =>
    api.call(
      routes.feed.comments,
      { params: { id: postId }, query: { pageSize: PAGE_SIZE.comments, ...(cursor ? { cursor } : {}) } },
      { silent: true },
    ),
  );
  const comments = uniqueItems(query.data);

  async function send(content: string) {
    const res = await api.call(routes.feed.comment, { params: { id: postId }, body: { content } }, { handleError: true });
    if (isHandledError(res)) return false;
    appendComment(queryClient, key, res);
    patchPost(queryClient, postId, (p) => ({ ...p, commentCount: p.commentCount + 1 }));
    return true;
  }

  return (
    <Stack spacing={1.5} sx={{ pt: 1.5 }}>
      <CommentBox label={PostLabels.writeComment} onSubmit={send} submitLabel={PostLabels.comment} />
      {query.isPending ? <CommentSkeletons /> : null}
      {query.isSuccess && comments.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {PostLabels.noComments}
        </Typography>
      ) : null}
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Comments">
        {comments.map((c) => (
          <CommentItem key={c.id} comment={c} listKey={key} postId={postId} />
        ))}
      </Stack>
      {query.hasNextPage ? (
        <Button
          size="small"
          onClick={() => void query.fetchNextPage()}
          loading={query.isFetchingNextPage}
          sx={{ alignSelf: 'flex-start' }}
        >
          {PostLabels.loadMoreComments}
        </Button>
      ) : null}
    </Stack>
  );
}
