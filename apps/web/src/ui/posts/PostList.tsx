import { useEffect, useState, type ReactNode } from 'react';
import { useInfiniteQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowUpwardOutlined from '@mui/icons-material/ArrowUpwardOutlined';
import { SocketEvent, type Post } from '@nexus/contracts';
import { useSession } from '../../lib/session/useSession';
import { onSocketEvent } from '../../lib/socket';
import { useSentinel } from '../../lib/useSentinel';
import { PostCard } from './PostCard';
import { PostLabels } from './postText';
import { uniqueItems, type Page, type Pages } from './queries';

export interface PostListProps {
  /** The list's query key: start it with `postKeys.list(...)`, so changes to a post reach it. */
  queryKey: QueryKey;
  /** One keyset page, after `cursor` (undefined: the first). */
  fetchPage: (cursor: string | undefined) => Promise<Page<Post>>;
  /** The accessible name of the feed ('Your feed', 'Posts tagged #design'). */
  label: string;
  /** What an empty list shows. */
  empty: ReactNode;
  /** Count the posts 'feed post created' announces and offer them in a 'new posts' bar (the home feed). */
  live?: boolean;
  /** Beside each post's author (the hashtag page's Connect / Follow). */
  authorAction?: (post: Post) => ReactNode;
}

export function PostSkeleton() {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 2 }}>
        <Skeleton variant="circular" width={48} height={48} />
        <Box sx={{ flex: 1 }}>
          <Skeleton width="40%" />
          <Skeleton width="25%" />
        </Box>
      </Stack>
      <Skeleton />
      <Skeleton />
      <Skeleton width="70%" />
      <Skeleton variant="rounded" height={160} sx={{ mt: 1.5 }} />
    </Paper>
  );
}

/** Posts announced over the socket since the list was last read from the top (others', not yet in the list). */
function useNewPosts(live: boolean, known: (postId: string) => boolean) {
  const { user } = useSession();
  const [fresh, setFresh] = useState<string[]>([]);
  useEffect(() => {
    if (!live) return;
    return onSocketEvent(SocketEvent.FeedPostCreated, ({ postId, authorId }) => {
      if (authorId === user?.id) return;
      setFresh((ids) => (ids.includes(postId) ? ids : [...ids, postId]));
    });
  }, [live, user?.id]);
  const unseen = fresh.filter((id) => !known(id));
  return { count: unseen.length, clear: () => setFresh([]) };
}

/**
 * Posts, newest first, in keyset pages loaded as the reader scrolls (skeletons while loading, an empty state when
 * there are none). With `live`, new posts are never pushed under the reader: a 'new posts' bar counts them, and
 * clicking it goes to the top and reads the first page again.
 */
export function PostList({ queryKey, fetchPage, label, empty, live = false, authorAction }: PostListProps) {
  const queryClient = useQueryClient();
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
  const posts = uniqueItems(query.data);
  const ids = new Set(posts.map((p) => p.id));
  const newPosts = useNewPosts(live, (id) => ids.has(id));
  const sentinel = useSentinel(() => {
    if (query.hasNextPage && !query.isFetchingNextPage) void query.fetchNextPage();
  }, query.hasNextPage && !query.isFetchingNextPage);

  function showNewPosts() {
    newPosts.clear();
    window.scrollTo({ top: 0, behavior: 'smooth' });
    // Only the first page is read again; later pages load as the reader scrolls.
    queryClient.setQueryData<Pages<Post>>(queryKey, (data) =>
      data ? { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) } : data,
    );
    void queryClient.invalidateQueries({ queryKey, exact: true });
  }

  return (
    <Box>
      {newPosts.count > 0 ? (
        <Box
          sx={{
            position: 'sticky',
            top: { xs: 64, md: 76 },
            zIndex: 2,
            display: 'flex',
            justifyContent: 'center',
            mb: 1.5,
            pointerEvents: 'none',
          }}
        >
          <Button
            variant="contained"
            onClick={showNewPosts}
            startIcon={<ArrowUpwardOutlined />}
            sx={{ borderRadius: 5, boxShadow: 4, pointerEvents: 'auto' }}
          >
            {PostLabels.newPosts(newPosts.count)}
          </Button>
        </Box>
      ) : null}
      {query.isPending ? (
        <Stack spacing={2} role="progressbar" aria-label={PostLabels.loadingPosts} aria-busy="true">
          <PostSkeleton />
          <PostSkeleton />
        </Stack>
      ) : query.isError && posts.length === 0 ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void query.refetch()}>
              {PostLabels.retry}
            </Button>
          }
        >
          {PostLabels.loadFailed}
        </Alert>
      ) : posts.length === 0 ? (
        empty
      ) : (
        <Stack spacing={2} role="feed" aria-label={label} aria-busy={query.isFetchingNextPage}>
          {posts.map((post) => (
            <PostCard key={post.id} post={post} authorAction={authorAction?.(post)} />
          ))}
        </Stack>
      )}
      <Box ref={sentinel} aria-hidden sx={{ height: 1 }} />
      {query.isFetchingNextPage ? (
        <Box sx={{ mt: 2 }} role="progressbar" aria-label={PostLabels.loadingPosts}>
          <PostSkeleton />
        </Box>
      ) : null}
      {!query.isPending && posts.length > 0 && !query.hasNextPage ? (
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center', py: 3 }}>
          {PostLabels.noMorePosts}
        </Typography>
      ) : null}
    </Box>
  );
}
