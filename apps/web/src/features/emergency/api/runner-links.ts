import type { RunnerLink } from '@aedatlas/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/runner-links: a short link naming the AED for someone sent to fetch it. Silent: the screen says what failed. */
export const makeRunnerLink = (aedId: string) => api.post<RunnerLink>('/api/runner-links', { aedId }, { silent: true });

/** How often the screen asks how far the runner has come. */
export const RUNNER_POLL_MS = 4000;

/** GET /api/runner-links/{code}: the run's status, asked again until the runner is on the way back. */
export const runnerLinkQueryOptions = (code: string) =>
  queryOptions({
    queryKey: ['runner-link', code],
    queryFn: ({ signal }) => api.get<RunnerLink>(`/api/runner-links/${encodeURIComponent(code)}`, { silent: true, signal }),
    refetchInterval: (query) => (query.state.data?.status === 'coming-back' ? false : RUNNER_POLL_MS),
    // The status is the news: never shown from a stale copy, and kept polling while the screen is
    // in the background (the phone may be lying beside the patient, screen on).
    staleTime: 0,
    refetchIntervalInBackground: true,
    retry: false,
  });
