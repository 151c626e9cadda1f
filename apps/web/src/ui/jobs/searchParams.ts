import { JOB_FILTER_KEYS, type RouteRequest, type routes } from '@nexus/contracts';

export type JobFilterKey = (typeof JOB_FILTER_KEYS)[number];
/** The search's filters as the URL keeps them (/jobs?keyword=…&country=…): strings, absent when unset. */
export type JobFilters = Partial<Record<JobFilterKey, string>>;

/** The filters in a URL's query string; unknown keys and empty values are left out. */
export function filtersFrom(params: URLSearchParams): JobFilters {
  const filters: JobFilters = {};
  for (const key of JOB_FILTER_KEYS) {
    const value = params.get(key)?.trim();
    if (value) filters[key] = value;
  }
  return filters;
}

/** `params` with `filters` in place of the ones it had (other keys, such as the tab, stay). */
export function withFilters(params: URLSearchParams, filters: JobFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of JOB_FILTER_KEYS) {
    const value = filters[key]?.trim();
    if (value) next.set(key, value);
    else next.delete(key);
  }
  return next;
}

/** The API's query for these filters (it validates them: a hand-edited URL with a bad value is a 400 naming it). */
export const searchQueryOf = (filters: JobFilters) => filters as NonNullable<RouteRequest<typeof routes.jobs.search>['query']>;
