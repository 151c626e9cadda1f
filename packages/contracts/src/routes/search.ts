import { defineRoute } from '../route.js';
import {
  searchKindParams,
  searchKindQuerySchema,
  searchPageSchema,
  searchQuerySchema,
  searchResultsSchema,
} from '../schemas/search.js';

/**
 * One search across the product (issue 23 §1): people, companies, jobs, posts, events and communities, ranked by
 * trigram similarity and full-text match, each kind under the rules its own area applies (blocks both ways,
 * private jobs, post visibility, suspended and deleted members, channel membership).
 */
export const searchRoutes = {
  all: defineRoute({
    method: 'GET',
    path: '/search',
    access: { kind: 'user' },
    tag: 'search',
    summary: 'The best few hits of every kind, grouped (the app bar typeahead)',
    query: searchQuerySchema,
    response: searchResultsSchema,
  }),
  kind: defineRoute({
    method: 'GET',
    path: '/search/:kind',
    access: { kind: 'user' },
    tag: 'search',
    summary: "One kind's hits, best first, in keyset pages (a tab of the results page)",
    params: searchKindParams,
    query: searchKindQuerySchema,
    response: searchPageSchema,
  }),
} as const;
