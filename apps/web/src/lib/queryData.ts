import type { QueryClient } from '@tanstack/react-query';

// Every query is the signed-in member's data (the app config is not a query: lib/appConfig).

/**
 * Refetches what the member sees after something that may change any of it (their profile, a relationship): the
 * queries on screen refetch now, the others when next shown.
 */
export function refreshMemberData(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries();
}

/** Forgets the member's data on sign-out, so the next member starts from nothing. */
export function forgetMemberData(queryClient: QueryClient): void {
  queryClient.removeQueries();
}
