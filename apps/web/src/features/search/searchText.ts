import { SEARCH_LIMITS, SearchKind } from '@nexus/contracts';

/** The tab that shows every kind's best hits on the results page. */
export const ALL_TAB = 'all';
export type SearchTab = SearchKind | typeof ALL_TAB;

/** Where the results page lives: /search?q=…&tab=… (no q: the phones' search screen). */
export const SEARCH_PATH = '/search';

export const SearchKindLabels: Record<SearchKind, string> = {
  [SearchKind.People]: 'People',
  [SearchKind.Companies]: 'Companies',
  [SearchKind.Jobs]: 'Jobs',
  [SearchKind.Posts]: 'Posts',
  [SearchKind.Events]: 'Events',
  [SearchKind.Communities]: 'Communities',
};

/** A kind in a sentence: "No people match …". */
const kindNouns: Record<SearchKind, string> = {
  [SearchKind.People]: 'people',
  [SearchKind.Companies]: 'companies',
  [SearchKind.Jobs]: 'jobs',
  [SearchKind.Posts]: 'posts',
  [SearchKind.Events]: 'events',
  [SearchKind.Communities]: 'communities',
};

export const SearchText = {
  label: 'Search',
  placeholder: 'Search Nexus',
  openSearch: 'Open search',
  suggestions: 'Search suggestions',
  recent: 'Recent searches',
  clearRecent: 'Clear',
  clearRecentLabel: 'Clear recent searches',
  removeRecent: (q: string) => `Remove ${q} from recent searches`,
  removeHint: 'Press Delete to remove the highlighted search.',
  clearText: 'Clear the search box',
  hint: `Type ${SEARCH_LIMITS.minQueryLength} or more characters to find people, companies, jobs, posts, events and communities.`,
  seeAll: (q: string) => `See all results for “${q}”`,
  searching: 'Searching…',
  found: (n: number) => `${n} ${n === 1 ? 'suggestion' : 'suggestions'}`,
  noResults: (q: string) => `No results for “${q}”`,
  noResultsHint: 'Check the spelling, or try fewer or different words.',
  resultsTitle: (q: string) => `Results for “${q}”`,
  tabs: 'Result kinds',
  all: 'All',
  seeAllOf: (kind: SearchKind) => `See all ${kindNouns[kind]}`,
  noKindResults: (kind: SearchKind, q: string) => `No ${kindNouns[kind]} match “${q}”`,
  loadMore: 'Load more',
  loadFailed: 'The results could not be loaded.',
  retry: 'Try again',
  screenTitle: 'Search',
  peopleFilters: 'People filters',
} as const;

/** The results page for `q`, on one tab (All when left out). */
export function resultsPath(q: string, tab: SearchTab = ALL_TAB): string {
  const params = new URLSearchParams({ q: q.trim() });
  if (tab !== ALL_TAB) params.set('tab', tab);
  return `${SEARCH_PATH}?${params.toString()}`;
}
