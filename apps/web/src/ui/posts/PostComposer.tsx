import { useEffect, useId, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import AttachFileOutlined from '@mui/icons-material/AttachFileOutlined';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import MovieOutlined from '@mui/icons-material/MovieOutlined';
import PollOutlined from '@mui/icons-material/PollOutlined';
import { POST_LIMITS, PostVisibility, UPLOADS, routes, type CreatePostBody, type Post, type PostMedia } from '@nexus/contracts';
import { api, isHandledError } from '../../api/client';
import { acceptFor, formatBytes, uploadProblem } from '../../api/uploads';
import { useSession } from '../../lib/session/useSession';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import { MemberAvatar } from '../ConnectionActions';
import { toast } from '../toast/toast';
import { LinkPreviewCard } from './LinkPreviewCard';
import { MentionTextField } from './MentionTextField';
import { POLL_DURATIONS, PostLabels, postSizeProblem, tooManyFiles } from './postText';
import { postKeys, prependPost } from './queries';
import { firstLink } from './richText';

const LINK_PREVIEW_DEBOUNCE_MS = 600;

interface Attachment {
  key: string;
  file: File;
  /** A local address to show an image before (and while) it uploads. */
  localUrl: string | null;
  progress: number;
  media: PostMedia | null;
  error: string | null;
}

interface PollDraft {
  options: string[];
  durationHours: number;
}

export interface PostComposerProps {
  /** Write in a community, or in one of its channels (the post's readers are then its members). */
  communityId?: string;
  channelId?: string;
  /** The list the new post is put at the top of (its first page). */
  prependTo?: QueryKey;
  onPosted?: (post: Post) => void;
  /** The /createPost page: a taller box, focused. */
  variant?: 'inline' | 'page';
}

/** Media uploaded ahead of the post (POST post-media), each with its progress; 25 MB in all, checked before sending. */
function useAttachments() {
  const [items, setItems] = useState<Attachment[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const urls = useRef(new Set<string>());
  useEffect(() => {
    const held = urls.current;
    return () => held.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  const update = (key: string, change: Partial<Attachment>) =>
    setItems((list) => list.map((a) => (a.key === key ? { ...a, ...change } : a)));

  function forget(a: Attachment) {
    if (a.localUrl) {
      URL.revokeObjectURL(a.localUrl);
      urls.current.delete(a.localUrl);
    }
  }

  function add(files: File[]) {
    const sizeProblem =
      tooManyFiles(items.length + files.length) ??
      postSizeProblem(
        items.map((a) => a.file.size),
        files,
      ) ??
      files.map((f) => uploadProblem(UPLOADS.postMedia, f)).find(Boolean) ??
      null;
    setProblem(sizeProblem);
    if (sizeProblem) return;
    for (const file of files) {
      const key = crypto.randomUUID();
      const localUrl = file.type.startsWith('image/') ? URL.createObjectURL(file) : null;
      if (localUrl) urls.current.add(localUrl);
      setItems((list) => [...list, { key, file, localUrl, progress: 0, media: null, error: null }]);
      void api
        .call(
          routes.posts.uploadMedia,
          { file },
          { handleError: true, silent: true, onUploadProgress: (progress) => update(key, { progress }) },
        )
        .then((res) => (isHandledError(res) ? update(key, { error: res.message }) : update(key, { media: res, progress: 100 })));
    }
  }

  function remove(key: string) {
    const a = items.find((x) => x.key === key);
    if (!a) return;
    forget(a);
    setItems((list) => list.filter((x) => x.key !== key));
    setProblem(null);
    // A draft nobody will post: the server may drop it now.
    if (a.media) void api.call(routes.posts.deleteMedia, { params: { id: a.media.id } }, { silent: true }).catch(() => undefined);
  }

  function reset() {
    items.forEach(forget);
    setItems([]);
    setProblem(null);
  }

  return {
    items,
    problem,
    add,
    remove,
    reset,
    uploading: items.some((a) => !a.media && !a.error),
    failed: items.some((a) => a.error),
    mediaIds: items.flatMap((a) => (a.media ? [a.media.id] : [])),
  };
}

function AttachmentTile({ a, onRemove }: { a: Attachment; onRemove: () => void }) {
  const kindIcon = a.file.type.startsWith('video/') ? <MovieOutlined /> : <DescriptionOutlined />;
  return (
    <Paper variant="outlined" sx={{ position: 'relative', overflow: 'hidden', width: 132, flexShrink: 0 }}>
      {a.localUrl ? (
        <Box component="img" src={a.localUrl} alt="" sx={{ display: 'block', width: '100%', height: 96, objectFit: 'cover' }} />
      ) : (
        <Box
          sx={{
            height: 96,
            display: 'grid',
            placeItems: 'center',
            color: 'primary.main',
            bgcolor: 'action.hover',
            '& svg': { fontSize: 36 },
          }}
        >
          {kindIcon}
        </Box>
      )}
      <Box sx={{ px: 1, py: 0.5 }}>
        <Typography variant="caption" noWrap component="div" title={a.file.name}>
          {a.file.name}
        </Typography>
        <Typography
          variant="caption"
          color={a.error ? 'error' : 'text.secondary'}
          component="div"
          noWrap
          title={a.error ?? undefined}
        >
          {a.error ?? formatBytes(a.file.size)}
        </Typography>
      </Box>
      {!a.media && !a.error ? (
        <LinearProgress variant="determinate" value={a.progress} aria-label={PostLabels.uploading(a.file.name)} />
      ) : null}
      <IconButton
        size="small"
        aria-label={PostLabels.removeMedia(a.file.name)}
        onClick={onRemove}
        sx={{ position: 'absolute', top: 4, right: 4, bgcolor: 'background.paper', '&:hover': { bgcolor: 'background.paper' } }}
      >
        <CloseOutlined fontSize="small" />
      </IconButton>
    </Paper>
  );
}

function PollBuilder({
  poll,
  onChange,
  onRemove,
}: {
  poll: PollDraft;
  onChange: (poll: PollDraft) => void;
  onRemove: () => void;
}) {
  const setOption = (i: number, text: string) => onChange({ ...poll, options: poll.options.map((o, j) => (j === i ? text : o)) });
  return (
    <Paper variant="outlined" component="fieldset" sx={{ p: 2, m: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', mb: 1 }}>
        <Typography component="legend" variant="subtitle2" sx={{ flex: 1, float: 'left' }}>
          Poll
        </Typography>
        <Button size="small" onClick={onRemove}>
          {PostLabels.removePoll}
        </Button>
      </Box>
      <Stack spacing={1.25}>
        {poll.options.map((o, i) => (
          <Box key={i} sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
            <TextField
              size="small"
              fullWidth
              label={PostLabels.pollOption(i + 1)}
              value={o}
              onChange={(e) => setOption(i, e.target.value)}
              slotProps={{ htmlInput: { maxLength: POST_LIMITS.pollOptionMaxLength } }}
            />
            {poll.options.length > POST_LIMITS.pollMinOptions ? (
              <IconButton
                aria-label={PostLabels.removeOption(i + 1)}
                onClick={() => onChange({ ...poll, options: poll.options.filter((_, j) => j !== i) })}
              >
                <CloseOutlined />
              </IconButton>
            ) : null}
          </Box>
        ))}
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          {poll.options.length < POST_LIMITS.pollMaxOptions ? (
            <Button
              size="small"
              startIcon={<AddOutlined />}
              onClick={() => onChange({ ...poll, options: [...poll.options, ''] })}
            >
              {PostLabels.addOption}
            </Button>
          ) : null}
          <Box sx={{ flex: 1 }} />
          <TextField
            select
            size="small"
            label={PostLabels.pollDuration}
            value={poll.durationHours}
            onChange={(e) => onChange({ ...poll, durationHours: Number(e.target.value) })}
            sx={{ minWidth: 160 }}
          >
            {POLL_DURATIONS.map((d) => (
              <MenuItem key={d.hours} value={d.hours}>
                {d.label}
              </MenuItem>
            ))}
          </TextField>
        </Box>
      </Stack>
    </Paper>
  );
}

/** The link preview of the first web address typed, fetched by the server once typing pauses. */
function useLinkPreview(text: string, dismissed: string | null, enabled: boolean) {
  const url = useDebouncedValue(firstLink(text), LINK_PREVIEW_DEBOUNCE_MS);
  const wanted = enabled && url !== null && url !== dismissed;
  const query = useQuery({
    queryKey: postKeys.linkPreview(url ?? ''),
    queryFn: () => api.call(routes.posts.linkPreview, { body: { url: url! } }, { silent: true }),
    enabled: wanted,
    retry: false,
    staleTime: Infinity,
  });
  return wanted && query.data ? query.data : null;
}

/**
 * Writing a post: text with the mention ('@') and hashtag ('#') pickers, who may see it, images, video and documents
 * uploaded first with their progress (25 MB in all, checked before the upload), a poll, the link preview of the
 * first address typed, and, for a partner account, posting as the company.
 */
export function PostComposer({ communityId, channelId, prependTo, onPosted, variant = 'inline' }: PostComposerProps) {
  const { user, partner } = useSession();
  const queryClient = useQueryClient();
  const fileInput = useRef<HTMLInputElement | null>(null);
  const errorId = useId();
  const [text, setText] = useState('');
  const [visibility, setVisibility] = useState<PostVisibility>(PostVisibility.Public);
  const [asCompany, setAsCompany] = useState(false);
  const [poll, setPoll] = useState<PollDraft | null>(null);
  const [dismissedLink, setDismissedLink] = useState<string | null>(null);
  const attachments = useAttachments();
  const preview = useLinkPreview(text, dismissedLink, attachments.items.length === 0);
  const inCommunity = Boolean(communityId ?? channelId);

  const pollOptions = poll?.options.map((o) => o.trim()) ?? [];
  const pollValid = !poll || (pollOptions.every(Boolean) && pollOptions.length >= POST_LIMITS.pollMinOptions);
  const hasSomething = text.trim().length > 0 || attachments.mediaIds.length > 0 || poll !== null;
  const ready = hasSomething && pollValid && !attachments.uploading && !attachments.failed;

  const post = useMutation({
    mutationFn: () => {
      const body: CreatePostBody = {
        content: text.trim(),
        visibility,
        mediaIds: attachments.mediaIds,
        ...(poll ? { poll: { options: pollOptions, durationHours: poll.durationHours } } : {}),
        ...(preview ? { linkUrl: preview.url } : {}),
        ...(asCompany && partner ? { companyId: partner.id } : {}),
        ...(communityId ? { communityId } : {}),
        ...(channelId ? { channelId } : {}),
      };
      return api.call(routes.posts.create, { body });
    },
    onSuccess: (created) => {
      setText('');
      setPoll(null);
      setDismissedLink(null);
      attachments.reset();
      if (prependTo) prependPost(queryClient, prependTo, created);
      toast.success(PostLabels.posted);
      onPosted?.(created);
    },
  });

  const page = variant === 'page';
  return (
    <Paper
      component="form"
      variant="outlined"
      aria-label={PostLabels.startPost}
      onSubmit={(e) => {
        e.preventDefault();
        if (ready) post.mutate();
      }}
      sx={{ p: 2 }}
    >
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
        {user ? <MemberAvatar firstName={user.firstName} lastName={user.lastName} image={user.image ?? null} size={44} /> : null}
        <Box sx={{ flex: 1, minWidth: 0, px: 1.5, py: 1, borderRadius: 1, border: 1, borderColor: 'divider' }}>
          <MentionTextField
            value={text}
            onChange={setText}
            label={PostLabels.composerPlaceholder}
            placeholder={PostLabels.composerPlaceholder}
            maxLength={POST_LIMITS.contentMaxLength}
            minRows={page ? 6 : 2}
            maxRows={page ? 20 : 10}
            autoFocus={page}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && (e.ctrlKey || e.metaKey) && ready) {
                e.preventDefault();
                post.mutate();
              }
            }}
          />
        </Box>
      </Box>

      <Stack spacing={1.5} sx={{ mt: 1.5, '&:empty': { display: 'none' } }}>
        {attachments.problem ? (
          <Alert severity="error" id={errorId} role="alert">
            {attachments.problem}
          </Alert>
        ) : null}
        {attachments.items.length ? (
          <Stack direction="row" spacing={1} sx={{ overflowX: 'auto', pb: 0.5 }} aria-label="Attachments">
            {attachments.items.map((a) => (
              <AttachmentTile key={a.key} a={a} onRemove={() => attachments.remove(a.key)} />
            ))}
          </Stack>
        ) : null}
        {poll ? <PollBuilder poll={poll} onChange={setPoll} onRemove={() => setPoll(null)} /> : null}
        {preview ? <LinkPreviewCard preview={preview} onRemove={() => setDismissedLink(firstLink(text))} /> : null}
      </Stack>

      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1.5, flexWrap: 'wrap' }}>
        <input
          ref={fileInput}
          type="file"
          hidden
          multiple
          accept={acceptFor(UPLOADS.postMedia)}
          aria-label={PostLabels.addMedia}
          onChange={(e) => {
            const files = [...(e.target.files ?? [])];
            e.target.value = '';
            if (files.length) attachments.add(files);
          }}
        />
        <Tooltip title={PostLabels.addMedia}>
          <IconButton aria-label={PostLabels.addMedia} onClick={() => fileInput.current?.click()} color="primary">
            <AttachFileOutlined />
          </IconButton>
        </Tooltip>
        <Tooltip title={PostLabels.addPoll}>
          <span>
            <IconButton
              aria-label={PostLabels.addPoll}
              onClick={() => setPoll({ options: ['', ''], durationHours: POLL_DURATIONS[0].hours })}
              disabled={poll !== null}
              color="primary"
            >
              <PollOutlined />
            </IconButton>
          </span>
        </Tooltip>
        {!inCommunity ? (
          <TextField
            select
            size="small"
            label={PostLabels.visibility}
            value={visibility}
            onChange={(e) => setVisibility(e.target.value as PostVisibility)}
            sx={{ minWidth: 180 }}
          >
            <MenuItem value={PostVisibility.Public}>{PostLabels.visibilityPublic}</MenuItem>
            <MenuItem value={PostVisibility.Connections}>{PostLabels.visibilityConnections}</MenuItem>
          </TextField>
        ) : null}
        {partner ? (
          <TextField
            select
            size="small"
            label={PostLabels.postAs}
            value={asCompany ? 'company' : 'me'}
            onChange={(e) => setAsCompany(e.target.value === 'company')}
            sx={{ minWidth: 160 }}
          >
            <MenuItem value="me">{[user?.firstName, user?.lastName].filter(Boolean).join(' ') || 'Me'}</MenuItem>
            <MenuItem value="company">{partner.name}</MenuItem>
          </TextField>
        ) : null}
        <Box sx={{ flex: 1 }} />
        <Button type="submit" variant="contained" disabled={!ready} loading={post.isPending} sx={{ minWidth: 96 }}>
          {PostLabels.post}
        </Button>
      </Box>
    </Paper>
  );
}
