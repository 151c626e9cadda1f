import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { SocketEvent, routes } from '@nexus/contracts';
import { api } from '../../../api/client';
import { onSocketEvent } from '../../../lib/socket';
import { PostCard, postKeys } from '../../../ui/posts';

/** The post a platform admin pinned, above the timeline; 'app bar update' (§4) replaces or removes it live. */
export function PinnedPost() {
  const queryClient = useQueryClient();
  const pinned = useQuery({
    queryKey: postKeys.pinned,
    queryFn: () => api.call(routes.posts.pinned, undefined, { silent: true }),
  });
  useEffect(
    () => onSocketEvent(SocketEvent.AppBarUpdate, ({ pinnedPost }) => queryClient.setQueryData(postKeys.pinned, pinnedPost)),
    [queryClient],
  );
  return pinned.data ? <PostCard post={pinned.data} /> : null;
}
