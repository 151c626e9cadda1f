import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { routes, SEARCH_LIMITS, type SearchKind } from '@nexus/contracts';
import { api } from '../../api/client';

export const searchKeys = {
  all: ['search'] as const,
  /** The best few hits of every kind: the app bar, the search screen and the results page's All tab share it. */
  groups: (q: string) => ['search', 'groups', q] as const,
  kind: (kind: SearchKind, q: string) => ['search', 'kind', kind, q] as const,
};

/** A query the server takes: trimmed, and long enough. */
export const searchable = (q: string) => q.trim().length >= SEARCH_LIMITS.minQueryLength;

/** The grouped hits for `q`; while the next words load, the last answer stays on screen (`isPlaceholderData`). */
export function useSearchGroups(q: string) {
  return useQuery({
    queryKey: searchKeys.groups(q),
    queryFn: () => api.call(routes.search.all, { query: { q } }, { silent: true }),
    enabled: searchable(q),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/** One kind's hits for `q`, best first, in keyset pages. */
export function useSearchKind(kind: SearchKind, q: string) {
  return useInfiniteQuery({
    queryKey: searchKeys.kind(kind, q),
    queryFn: ({ pageParam }) =>
      api.call(
        routes.search.kind,
        { params: { kind }, query: { q, ...(pageParam ? { cursor: pageParam } : {}) } },
        { silent: true },
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: searchable(q),
  });
}
