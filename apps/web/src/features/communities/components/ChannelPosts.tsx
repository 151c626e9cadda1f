import { useInfiniteQuery } from '@tanstack/react-query';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CommunitiesText, PAGE_SIZE, routes, type Channel } from '@nexus/contracts';
import { api } from '../../../api/client';
import { communityKeys } from '../queries';

/** The channel's posts, newest first. */
export function ChannelPosts({ channel }: { channel: Channel }) {
  const query = useInfiniteQuery({
    queryKey: communityKeys.channelPosts(channel.id),
    queryFn: ({ pageParam }) =>
      api.call(
        routes.channels.posts,
        { params: { id: channel.id }, query: { pageSize: PAGE_SIZE.feed, ...(pageParam ? { cursor: pageParam } : {}) } },
        { silent: true },
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
  const posts = query.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <Stack component="section" aria-label="Posts" spacing={2}>
      {posts.length === 0 && !query.isPending ? (
        <Typography color="text.secondary">{CommunitiesText.noChannelPosts}</Typography>
      ) : (
        posts.map((post) => (
          <Paper key={post.id} variant="outlined" sx={{ p: 2 }}>
            <Typography>{post.content}</Typography>
          </Paper>
        ))
      )}
    </Stack>
  );
}
