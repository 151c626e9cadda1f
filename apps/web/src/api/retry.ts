import { ApiCallError } from './errors';

/** Failures worth another try: no answer at all, too many requests, or the server shedding load or failing. */
export function isTransientFailure(error: unknown): boolean {
  if (!(error instanceof ApiCallError)) return false;
  return error.status === null || error.status === 429 || error.status >= 500;
}

/**
 * The queries' retry policy: a transient failure is tried twice more (with TanStack Query's backoff); a 4xx answer
 * (not found, not allowed, bad input) is final at once, so a missing page shows as missing without waiting.
 */
export const retryTransient = (failureCount: number, error: unknown): boolean => failureCount < 2 && isTransientFailure(error);
