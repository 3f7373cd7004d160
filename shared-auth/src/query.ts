import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** Caching and retries configured once: no retry on a 4xx (it would fail again), two on network/5xx. */
export function createQueryClient() {
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

/** The page's one QueryClient (shared-auth is a Module Federation singleton, so every remote sees this one). */
export const queryClient = createQueryClient();
