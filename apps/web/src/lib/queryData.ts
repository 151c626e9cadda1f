import type { Query, QueryClient } from '@tanstack/react-query';

/** GET app/config: loaded once before anything renders, and kept across sign-ins. */
export const appConfigKey = ['app-config'] as const;

/** Everything but the app config is the signed-in member's data. */
const isMemberData = (query: Query) => query.queryKey[0] !== appConfigKey[0];

/**
 * Refetches what the member sees after something that may change any of it (their profile, a relationship): the
 * queries on screen refetch now, the others when next shown.
 */
export function refreshMemberData(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ predicate: isMemberData });
}

/** Forgets the member's data on sign-out, so the next member starts from nothing. */
export function forgetMemberData(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: isMemberData });
}
