import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './http';

/** One cache for the whole app; cleared on logout so one person's data never shows for the next. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // A 4xx answer will not change by asking again; a dropped connection or 5xx might.
      retry: (failureCount, error) =>
        !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 2,
    },
  },
});
