import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { SocketEvent, routes } from '@nexus/contracts';
import { api } from '../../../api/client';
import { onSocketConnected, onSocketEvent } from '../../../lib/socket';
import { PostCard, postKeys } from '../../../ui/posts';

/**
 * The post a platform admin pinned, above the timeline; 'app bar update' (§4) replaces or removes it live, and each
 * (re)connection of the socket reads it again.
 */
export function PinnedPost() {
  const queryClient = useQueryClient();
  const pinned = useQuery({
    queryKey: postKeys.pinned,
    queryFn: () => api.call(routes.posts.pinned, undefined, { silent: true }),
  });
  useEffect(() => {
    const offUpdate = onSocketEvent(SocketEvent.AppBarUpdate, ({ pinnedPost }) => {
      // A read still under way (a reconnection's) began before this change: its answer would put the old pin back.
      void queryClient.cancelQueries({ queryKey: postKeys.pinned });
      queryClient.setQueryData(postKeys.pinned, pinnedPost);
    });
    // A pin made before the socket (re)connected was told to nobody here: read it again.
    const offConnect = onSocketConnected(() => void queryClient.invalidateQueries({ queryKey: postKeys.pinned }));
    return () => {
      offUpdate();
      offConnect();
    };
  }, [queryClient]);
  return pinned.data ? <PostCard post={pinned.data} /> : null;
}
