import { keepPreviousData, useInfiniteQuery, useQuery, type InfiniteData } from '@tanstack/react-query';
import { routes, SEARCH_LIMITS, SearchKind, searchHitPath, type Job, type MemberCard, type SearchHit } from '@nexus/contracts';
import { api } from '../../api/client';
import { displayName, joinParts, memberSubtitle } from '../../lib/people/format';
import { searchQueryOf, type JobFilters } from '../../ui/jobs/searchParams';

type Page<T> = { items: T[]; nextCursor: string | null };

export const searchKeys = {
  all: ['search'] as const,
  /** The best few hits of every kind: the app bar, the search screen and the results page's All tab share it. */
  groups: (q: string) => ['search', 'groups', q] as const,
  kind: (kind: SearchKind, q: string) => ['search', 'kind', kind, q] as const,
  communityPeople: (communityId: string, q: string) => ['search', 'community-people', communityId, q] as const,
  filteredJobs: (q: string, filters: JobFilters) => ['search', 'filtered-jobs', q, filters] as const,
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

/** A hit made of a member card (the connections search), so every tab lists the same rows. */
const memberHit = (m: MemberCard): SearchHit => ({
  kind: SearchKind.People,
  id: m.id,
  title: displayName(m.firstName, m.lastName),
  subtitle: memberSubtitle(m),
  image: m.image,
  path: searchHitPath(SearchKind.People, m.id),
});

/** A hit made of a job (the job board's search). */
const jobHit = (job: Job): SearchHit => ({
  kind: SearchKind.Jobs,
  id: job.id,
  title: job.title,
  subtitle: joinParts([job.companyName, joinParts([job.city, job.country])], ' · '),
  image: job.partner.logo,
  path: searchHitPath(SearchKind.Jobs, job.id),
});

const hitPages =
  <T>(toHit: (item: T) => SearchHit) =>
  (data: InfiniteData<Page<T>, string | undefined>): InfiniteData<Page<SearchHit>, string | undefined> => ({
    ...data,
    pages: data.pages.map((page) => ({ ...page, items: page.items.map(toHit) })),
  });

/** The People tab narrowed to one community: the connections' community search, `q` its keyword. */
export function useCommunityPeople(q: string, communityId: string) {
  return useInfiniteQuery({
    queryKey: searchKeys.communityPeople(communityId, q),
    queryFn: ({ pageParam }) =>
      api.call(
        routes.connections.searchCommunity,
        { params: { communityId }, query: { keyword: q, ...(pageParam ? { cursor: pageParam } : {}) } },
        { silent: true },
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    select: hitPages(memberHit),
  });
}

/** The Jobs tab with the job board's filters: its search, `q` its keyword. */
export function useFilteredJobs(q: string, filters: JobFilters) {
  return useInfiniteQuery({
    queryKey: searchKeys.filteredJobs(q, filters),
    queryFn: ({ pageParam }) =>
      api.call(
        routes.jobs.search,
        { query: { ...searchQueryOf(filters), keyword: q, ...(pageParam ? { cursor: pageParam } : {}) } },
        { silent: true },
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    select: hitPages(jobHit),
  });
}
