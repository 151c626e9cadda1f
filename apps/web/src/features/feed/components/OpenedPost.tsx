import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { idSchema, routes } from '@nexus/contracts';
import { api } from '../../../api/client';
import { PostCard, PostSkeleton, postKeys } from '../../../ui/posts';

export const OpenedPostLabels = {
  heading: 'The post you opened',
  close: 'Close',
  unavailable: 'This post is not available. It may have been deleted, or it is shared with people you are not among.',
} as const;

/** The query parameter of /feed that names a post to open above the timeline (notification, search hit, report). */
export const OPENED_POST_PARAM = 'post';

/**
 * /feed?post={id}: the post a link points at, above the timeline, with its comments open; Close (or a bad id) leaves
 * the plain feed. The API decides whether the reader may see it (403 or 404: not available).
 */
export function OpenedPost() {
  const [searchParams, setSearchParams] = useSearchParams();
  const parsed = idSchema.safeParse(searchParams.get(OPENED_POST_PARAM));
  const id = parsed.success ? parsed.data : null;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const post = useQuery({
    queryKey: postKeys.opened(id ?? ''),
    queryFn: () => api.call(routes.posts.get, { params: { id: id! } }, { silent: true }),
    enabled: id !== null,
    retry: false,
  });
  useEffect(() => {
    if (id) headingRef.current?.focus();
  }, [id]);
  if (id === null) return null;
  const close = () =>
    setSearchParams(
      (params) => {
        params.delete(OPENED_POST_PARAM);
        return params;
      },
      { replace: true },
    );
  return (
    <Box component="section" aria-labelledby="opened-post-heading">
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography id="opened-post-heading" ref={headingRef} tabIndex={-1} variant="h3" component="h2">
          {OpenedPostLabels.heading}
        </Typography>
        <Button onClick={close}>{OpenedPostLabels.close}</Button>
      </Stack>
      {post.isPending ? <PostSkeleton /> : null}
      {post.isError ? <Alert severity="info">{OpenedPostLabels.unavailable}</Alert> : null}
      {post.data ? <PostCard post={post.data} commentsOpenAtFirst /> : null}
    </Box>
  );
}
