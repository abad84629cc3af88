import { api } from '../../../../lib/api-client';

/**
 * GET of one read-only type catalogue (002 §7: `SportActivityTypes`, `type/ChallengeTypes`, ...):
 * every catalogue is the same call, a bare array, so one fetcher serves them all. Silent: the
 * table shows a failure in its own words.
 */
export const listCatalogue =
  <T>(path: string) =>
  (_params: unknown, signal?: AbortSignal) =>
    api.get<T[]>(path, { silent: true, signal });
