import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
// The package itself, not './store': in the browser 'shared-auth' is a federation singleton, and this
// entry ('shared-auth/query', shared on its own) must talk to that one store, not to a bundled copy.
import { ApiError, registerSessionCache } from 'shared-auth';

/** Caching and retries configured once: no retry on a 4xx (it would fail again), two on network/5xx. */
function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (count, err) => !(err instanceof ApiError && err.status < 500) && count < 2,
      },
      mutations: { retry: false },
    },
  });
}

/**
 * The page's one QueryClient. It lives in its own entry so that pages without server data (the public
 * home page) do not download React Query; the areas that fetch wrap their routes in QueryProvider.
 */
export const queryClient = createQueryClient();

// One user's cached data never outlives their session.
registerSessionCache(() => queryClient.clear());

/** Provides the page's one QueryClient to an area's routes (nesting it again is harmless). */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
