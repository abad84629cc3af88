import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './http';
import { browserIsOffline as offline } from './service-status';

/** A 4xx answer will not change by asking again; a dropped connection or 5xx might, unless offline. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  if (error instanceof ApiError && error.status === 0 && offline()) return false;
  return failureCount < 2;
}

/**
 * One cache for the whole app; cleared on logout so one person's data never shows for the next.
 * networkMode 'always': by default a query made while the browser is offline waits, silently,
 * for the connection, and the screen spins forever. Here it fails at once and the screen shows
 * its failure text with a retry; the cache asks again when the connection is back.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 30_000, refetchOnWindowFocus: false, networkMode: 'always', retry: shouldRetry },
    mutations: { networkMode: 'always' },
  },
});
