import { useCallback } from 'react';
import Stack from '@mui/material/Stack';
import { CommunitiesText, PAGE_SIZE, routes, type Channel } from '@nexus/contracts';
import { api } from '../../../api/client';
import { PostComposer, PostList, postKeys } from '../../../ui/posts';

/** The channel's posts, newest first with infinite scroll, and a composer that writes in the channel. */
export function ChannelPosts({ channel }: { channel: Channel }) {
  const queryKey = postKeys.list('channel', channel.id);
  const fetchPage = useCallback(
    (cursor: string | undefined) =>
      api.call(
        routes.channels.posts,
        { params: { id: channel.id }, query: { pageSize: PAGE_SIZE.feed, ...(cursor ? { cursor } : {}) } },
        { silent: true },
      ),
    [channel.id],
  );
  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <PostComposer communityId={channel.community.id} channelId={channel.id} prependTo={queryKey} />
      <PostList
        queryKey={queryKey}
        fetchPage={fetchPage}
        label={`Posts in # ${channel.name}`}
        empty={CommunitiesText.noChannelPosts}
      />
    </Stack>
  );
}
