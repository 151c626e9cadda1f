import type { ComponentType } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { retryTransient } from '../api/retry';

/**
 * The app's one query client. Its module comes with the first page that reads data (`loadQueryClient`), so the first
 * screen (landing, sign-in), which reads none, does without TanStack Query.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: retryTransient },
  },
});

/** `Component` inside the query client's provider. */
export function withQueryClient<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  return function WithQueryClient(props: P) {
    return (
      <QueryClientProvider client={queryClient}>
        <Component {...props} />
      </QueryClientProvider>
    );
  };
}
