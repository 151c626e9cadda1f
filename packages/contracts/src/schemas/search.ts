import { z } from 'zod';
import { idSchema, keysetPageQuery, pageOf } from './common.js';
import { SEARCH_LIMITS } from '../constants.js';

/** What one search finds, in the order the app bar groups them (issue 23 §1). */
export const SearchKind = {
  People: 'people',
  Companies: 'companies',
  Jobs: 'jobs',
  Posts: 'posts',
  Events: 'events',
  Communities: 'communities',
} as const;
export type SearchKind = (typeof SearchKind)[keyof typeof SearchKind];
export const SEARCH_KINDS = Object.values(SearchKind) as [SearchKind, ...SearchKind[]];
export const searchKindSchema = z.enum(SEARCH_KINDS, { message: `must be one of ${SEARCH_KINDS.join(', ')}` });

export const searchTextSchema = z
  .string({ message: 'is required' })
  .trim()
  .min(SEARCH_LIMITS.minQueryLength, { message: `must be at least ${SEARCH_LIMITS.minQueryLength} characters` })
  .max(SEARCH_LIMITS.maxQueryLength, { message: `must be at most ${SEARCH_LIMITS.maxQueryLength} characters` });

/** GET /search: the app bar's typeahead, a few best hits of every kind. */
export const searchQuerySchema = z.object({
  q: searchTextSchema,
  perKind: z.coerce
    .number({ message: 'must be a number' })
    .int()
    .min(1, { message: 'must be at least 1' })
    .max(SEARCH_LIMITS.maxPerKind, { message: `must be at most ${SEARCH_LIMITS.maxPerKind}` })
    .default(SEARCH_LIMITS.perKind),
});

/** GET /search/:kind: the full results page's tab, in keyset pages, best match first. */
export const searchKindParams = z.object({ kind: searchKindSchema });
export const searchKindQuerySchema = keysetPageQuery(SEARCH_LIMITS.pageSize).extend({ q: searchTextSchema });

/**
 * One hit, whatever its kind: what a result row shows and where it leads. `path` is the web app's route
 * (searchHitPath: /profile/{id}, /company/{id}, /jobs/{id}, /feed?post={id} …); `image` an avatar or logo URL.
 */
export const searchHitSchema = z.object({
  kind: searchKindSchema,
  id: idSchema,
  title: z.string(),
  subtitle: z.string().nullable(),
  image: z.string().nullable(),
  path: z.string(),
});
export type SearchHit = z.infer<typeof searchHitSchema>;

export const searchGroupSchema = z.object({ kind: searchKindSchema, items: z.array(searchHitSchema) });
export type SearchGroup = z.infer<typeof searchGroupSchema>;

/** Groups in SEARCH_KINDS order; a kind with no hit is left out. */
export const searchResultsSchema = z.object({ q: z.string(), groups: z.array(searchGroupSchema) });
export type SearchResults = z.infer<typeof searchResultsSchema>;

export const searchPageSchema = pageOf(searchHitSchema);

/** The web route a hit opens (a post opens in the feed, as a notification about it does). */
export function searchHitPath(kind: SearchKind, id: string): string {
  switch (kind) {
    case SearchKind.People:
      return `/profile/${id}`;
    case SearchKind.Companies:
      return `/company/${id}`;
    case SearchKind.Jobs:
      return `/jobs/${id}`;
    case SearchKind.Posts:
      return `/feed?post=${id}`;
    case SearchKind.Events:
      return `/events/${id}`;
    case SearchKind.Communities:
      return `/communities/${id}`;
  }
}
