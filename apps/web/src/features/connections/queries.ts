import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { PAGE_SIZE } from '@nexus/contracts';
import type { ConnectionTab } from '../../lib/people/format';
import { onSocketConnected } from '../../lib/socket';

/** Query keys of the connections page. */
export const connectionKeys = {
  all: ['connections'] as const,
  list: (tab: ConnectionTab, userId: string) => ['connections', 'list', tab, userId] as const,
  /** `scope` is a community id, or '' for every member. */
  search: (keyword: string, scope: string) => ['connections', 'search', scope, keyword] as const,
};

/** The query of a list's page: the first without `cursor`. */
export const pageQuery = (cursor?: string) => ({ pageSize: PAGE_SIZE.connectionSearch, ...(cursor ? { cursor } : {}) });

/**
 * A request asked or answered between the lists' read and the socket joining the member's room sent its 'connection
 * updated' to nobody: when the socket connects, the lists are read again, unless Socket.IO recovered what it missed.
 */
export function useConnectionsCatchUp() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onSocketConnected(({ recovered }) => {
        if (!recovered) void queryClient.invalidateQueries({ queryKey: connectionKeys.all });
      }),
    [queryClient],
  );
}
