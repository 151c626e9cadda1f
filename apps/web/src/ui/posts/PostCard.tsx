import { useId, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChatBubbleOutlineOutlined from '@mui/icons-material/ChatBubbleOutlineOutlined';
import MoreHoriz from '@mui/icons-material/MoreHoriz';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import PublicOutlined from '@mui/icons-material/PublicOutlined';
import PushPinOutlined from '@mui/icons-material/PushPinOutlined';
import ThumbUpAlt from '@mui/icons-material/ThumbUpAlt';
import ThumbUpAltOutlined from '@mui/icons-material/ThumbUpAltOutlined';
import { POST_LIMITS, PostVisibility, routes, type Post } from '@nexus/contracts';
import { api, isHandledError } from '../../api/client';
import { displayName } from '../../lib/people/format';
import { relativeTime } from '../../lib/text';
import { MemberAvatar } from '../ConnectionActions';
import { toast } from '../toast/toast';
import { CommentsThread } from './CommentsThread';
import { LinkPreviewCard } from './LinkPreviewCard';
import { MentionTextField } from './MentionTextField';
import { PollView } from './PollView';
import { FOCUS_BOX } from './styles';
import { PostMediaView } from './PostMediaView';
import { OwnerActionsMenu } from './OwnerActionsMenu';
import { HiddenContentNote } from '../report/HiddenContentNote';
import { ReportMenu } from '../report/ReportMenu';
import { PostLabels, reasonLine } from './postText';
import { likedByReader, patchPost, usePostReaction, withReasonOf } from './queries';
import { RichText } from './RichText';
import { companyPath, profilePath } from './richText';
import { CompanyLogo } from '../CompanyLogo';

export interface PostCardProps {
  post: Post;
  /** Beside the author (the hashtag page's Connect / Follow). */
  authorAction?: ReactNode;
  /** Its place in a feed (1-based), for screen readers' feed navigation. */
  position?: number;
  /** Opened from a link to it (a notification, a search hit): its comments show at once. */
  commentsOpenAtFirst?: boolean;
}

/** Past this many characters or lines, a post's text shows its start and 'See more'. */
const LONG_TEXT = { chars: 600, lines: 8 } as const;

function PostText({ content }: { content: string }) {
  const id = useId();
  const long = content.length > LONG_TEXT.chars || content.split('\n').length > LONG_TEXT.lines;
  const [expanded, setExpanded] = useState(false);
  const clamped = long && !expanded;
  return (
    <Box sx={{ mt: 1.5 }}>
      <RichText
        id={id}
        content={content}
        sx={clamped ? { display: '-webkit-box', WebkitLineClamp: 6, WebkitBoxOrient: 'vertical', overflow: 'hidden' } : undefined}
      />
      {long ? (
        <Button
          size="small"
          onClick={() => setExpanded((e) => !e)}
          aria-expanded={expanded}
          aria-controls={id}
          sx={{ px: 0, minWidth: 0 }}
        >
          {expanded ? PostLabels.seeLess : PostLabels.seeMore}
        </Button>
      ) : null}
    </Box>
  );
}

/** The author's links, one above the other: each a target at least 24 px high (WCAG 2.5.8). */
const authorLinkSx = { display: 'inline-block', lineHeight: '24px', maxWidth: '100%', verticalAlign: 'top' } as const;

/** Who a post is from: the company it was posted as (with the member under it), else the member. */
function PostAuthor({ post, headingId }: { post: Post; headingId: string }) {
  const memberName = displayName(post.author.firstName, post.author.lastName) || 'Member';
  const company = post.company;
  const href = company ? companyPath(company.id) : profilePath(post.author.id);
  return (
    <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', minWidth: 0, flex: 1 }}>
      <Link component={RouterLink} to={href} aria-hidden tabIndex={-1} underline="none" sx={{ flexShrink: 0 }}>
        {company ? (
          <CompanyLogo name={company.name} logo={company.logo} size={48} decorative />
        ) : (
          <MemberAvatar {...post.author} size={48} />
        )}
      </Link>
      <Box sx={{ minWidth: 0 }}>
        <Typography id={headingId} component="h3" sx={{ fontWeight: 600, lineHeight: 1.3 }}>
          <Link component={RouterLink} to={href} color="inherit" underline="hover" sx={authorLinkSx}>
            {company ? company.name : memberName}
          </Link>
        </Typography>
        <Typography variant="body2" color="text.secondary" noWrap>
          {company ? (
            <>
              by{' '}
              <Link component={RouterLink} to={profilePath(post.author.id)} color="inherit" underline="hover" sx={authorLinkSx}>
                {memberName}
              </Link>
            </>
          ) : (
            post.author.headline
          )}
        </Typography>
        <Typography variant="caption" color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <time dateTime={post.createdAt} title={new Date(post.createdAt).toLocaleString()}>
            {relativeTime(post.createdAt)}
          </time>
          {post.edited ? <span>· {PostLabels.edited}</span> : null}
          <span aria-hidden>·</span>
          {post.visibility === PostVisibility.Connections ? (
            <PeopleOutlined sx={{ fontSize: 14 }} titleAccess={PostLabels.visibilityConnections} />
          ) : (
            <PublicOutlined sx={{ fontSize: 14 }} titleAccess={PostLabels.visibilityPublic} />
          )}
        </Typography>
      </Box>
    </Box>
  );
}

/** The owner's edit box: the text with the pickers, saved with PUT post/{id} (the post is then marked edited). */
function PostEditor({ post, onDone }: { post: Post; onDone: () => void }) {
  const queryClient = useQueryClient();
  const [text, setText] = useState(post.content);
  const save = useMutation({
    mutationFn: () => api.call(routes.posts.update, { params: { id: post.id }, body: { content: text } }, { handleError: true }),
    onSuccess: (res) => {
      if (isHandledError(res)) return;
      patchPost(queryClient, res.id, withReasonOf(res));
      onDone();
    },
  });
  return (
    <Box sx={{ mt: 1.5 }}>
      <Box sx={FOCUS_BOX}>
        <MentionTextField
          value={text}
          onChange={setText}
          label="Edit your post"
          maxLength={POST_LIMITS.contentMaxLength}
          minRows={3}
          autoFocus
        />
      </Box>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mt: 1 }}>
        <Button onClick={onDone} disabled={save.isPending}>
          {PostLabels.cancel}
        </Button>
        <Button
          variant="contained"
          onClick={() => save.mutate()}
          loading={save.isPending}
          disabled={text.trim() === post.content.trim()}
        >
          {PostLabels.save}
        </Button>
      </Stack>
    </Box>
  );
}

/**
 * One post: why it is in the feed, its author or company, time, edited and pinned marks, its text with links,
 * mentions and hashtags, media, poll, link preview, likes and comments; edit and delete for its owner.
 */
export function PostCard({ post, authorAction, position, commentsOpenAtFirst = false }: PostCardProps) {
  const queryClient = useQueryClient();
  const headingId = useId();
  const menuId = useId();
  const commentsId = useId();
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const [editing, setEditing] = useState(false);
  const [commentsOpen, setCommentsOpen] = useState(commentsOpenAtFirst);
  const react = usePostReaction(post.id);
  const liked = likedByReader(post);
  const reason = reasonLine(post);
  const authorName = post.company?.name ?? (displayName(post.author.firstName, post.author.lastName) || 'Member');

  const remove = useMutation({
    mutationFn: () => api.call(routes.posts.delete, { params: { id: post.id } }),
    onSuccess: () => {
      patchPost(queryClient, post.id, () => null);
      toast.success(PostLabels.postDeleted);
    },
  });

  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby={headingId}
      aria-posinset={position}
      aria-setsize={position ? -1 : undefined}
      data-post-id={post.id}
      sx={{ overflow: 'hidden' }}
    >
      {reason ? (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 1 }}>
            {reason}
          </Typography>
          <Divider />
        </>
      ) : null}
      <Box sx={{ p: 2, pb: 1 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
          <PostAuthor post={post} headingId={headingId} />
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', flexShrink: 0 }}>
            {post.pinned ? (
              <Chip size="small" icon={<PushPinOutlined />} label={PostLabels.pinned} color="secondary" variant="outlined" />
            ) : null}
            {authorAction}
            {post.isOwner ? (
              <IconButton
                aria-label={PostLabels.postMenu}
                aria-haspopup="menu"
                aria-controls={menuAnchor ? menuId : undefined}
                aria-expanded={menuAnchor ? true : undefined}
                onClick={(e) => setMenuAnchor(e.currentTarget)}
              >
                <MoreHoriz />
              </IconButton>
            ) : (
              <ReportMenu target={{ type: 'post', id: post.id }} label={PostLabels.postMenu} />
            )}
          </Stack>
        </Box>
        {post.hidden ? <HiddenContentNote sx={{ mt: 1.5 }} /> : null}
        {editing ? (
          <PostEditor post={post} onDone={() => setEditing(false)} />
        ) : post.content ? (
          <PostText content={post.content} />
        ) : null}
        {post.media.length || post.poll || (post.linkPreview && post.media.length === 0) ? (
          <Stack spacing={1.5} sx={{ mt: 1.5 }}>
            {post.media.length ? <PostMediaView media={post.media} authorName={authorName} /> : null}
            {post.poll ? <PollView postId={post.id} poll={post.poll} /> : null}
            {post.linkPreview && post.media.length === 0 ? <LinkPreviewCard preview={post.linkPreview} /> : null}
          </Stack>
        ) : null}
        {post.reactionCount > 0 || post.commentCount > 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5, display: 'flex', gap: 1.5 }}>
            {post.reactionCount > 0 ? <span>{PostLabels.likes(post.reactionCount)}</span> : null}
            {post.commentCount > 0 ? <span>{PostLabels.comments(post.commentCount)}</span> : null}
          </Typography>
        ) : null}
      </Box>
      <Divider />
      <Stack direction="row" sx={{ px: 1, py: 0.5 }}>
        <Button
          color={liked ? 'primary' : 'inherit'}
          aria-pressed={liked}
          startIcon={liked ? <ThumbUpAlt /> : <ThumbUpAltOutlined />}
          onClick={() => react.mutate({ on: !liked, before: post })}
          sx={{ flex: 1, color: liked ? undefined : 'text.secondary' }}
        >
          {PostLabels.like}
        </Button>
        <Button
          color="inherit"
          aria-expanded={commentsOpen}
          aria-controls={commentsOpen ? commentsId : undefined}
          startIcon={<ChatBubbleOutlineOutlined />}
          onClick={() => setCommentsOpen((open) => !open)}
          sx={{ flex: 1, color: 'text.secondary' }}
        >
          {PostLabels.comment}
        </Button>
      </Stack>
      {commentsOpen ? (
        <Box id={commentsId} sx={{ px: 2, pb: 2 }}>
          <CommentsThread postId={post.id} />
        </Box>
      ) : null}
      <OwnerActionsMenu
        id={menuId}
        anchorEl={menuAnchor}
        onClose={() => setMenuAnchor(null)}
        onEdit={() => setEditing(true)}
        confirmTitle={PostLabels.deletePostTitle}
        confirmBody={PostLabels.deletePostBody}
        deleting={remove.isPending}
        onDelete={() => remove.mutateAsync()}
      />
    </Paper>
  );
}
