import { ADMIN_AED_SORT, adminAedListQuerySchema } from '@aedatlas/contracts';
import type { Db } from '../src/db/client';
import { createAedFeeds, FINGERPRINT_RECHECK_MS } from '../src/modules/aeds/aed-feeds';
import { listAdminAeds } from '../src/modules/aeds/aeds.admin-list.repo';
import { BENCH_CITIES } from './generate-aeds';
import { callLoad, httpLoad, type LoadResult, type Throughput } from './load';
import { pacedLoad, type PacedResult } from './paced-load';

/**
 * What an admin does on the AED list: a search (a city, as typed, in lower case and without
 * diacritics), a sort by a column, a page of 20, and the count of all matches, in turns.
 */
const SORTS = ['city', 'title', 'modifiedAt', 'model'] as const;
export const ADMIN_LIST_QUERIES = BENCH_CITIES.slice(0, 24).map(([city], i) => {
  const params = new URLSearchParams({ search: city.toLowerCase(), sortBy: SORTS[i % SORTS.length], sortOrder: i % 2 ? 'asc' : 'desc', page: String(i % 3), size: '20' });
  return params.toString();
});

/**
 * What an admin does without a search: the console's first view (newest change first), then the
 * other columns, either way, a few pages in. Every such order reads its page from an index.
 */
export const ADMIN_BROWSE_QUERIES = ADMIN_AED_SORT.flatMap((sortBy, i) =>
  (['desc', 'asc'] as const).map((sortOrder, j) => new URLSearchParams({ sortBy, sortOrder, page: String((i + j) % 5), size: '20' }).toString()),
);

/**
 * P4's ceiling: the list's own repository call (the same SQL), in this process, same concurrency,
 * with the searches' counts kept until the AEDs change as the server keeps them (the fingerprint
 * rechecked as often as on a server that hears PostgreSQL's change notifications).
 */
export function adminListOnDatabase(db: Db, seconds: number): Promise<Throughput> {
  const queries = ADMIN_LIST_QUERIES.map((q) => adminAedListQuerySchema.parse(Object.fromEntries(new URLSearchParams(q))));
  const { matchCounts } = createAedFeeds(db, { recheckMs: () => FINGERPRINT_RECHECK_MS.listening });
  return callLoad((i) => listAdminAeds(db, queries[i % queries.length], matchCounts), { seconds, concurrency: 10 });
}

/** P4 through the API: the admin's token, the route's guard, validation and serialisation included. */
export function adminListThroughApi(url: string, accessToken: string, seconds: number): Promise<LoadResult> {
  return httpLoad({ url, paths: ADMIN_LIST_QUERIES.map((q) => `/api/admin/aed?${q}`), headers: { authorization: `Bearer ${accessToken}` }, seconds });
}

/** P4's latency: the same requests (or `queries`) at a steady `rate`, evenly spaced (see paced-load.ts). */
export function adminListSteady(url: string, accessToken: string, seconds: number, rate: number, queries = ADMIN_LIST_QUERIES): Promise<PacedResult> {
  return pacedLoad({ url, paths: queries.map((q) => `/api/admin/aed?${q}`), headers: { authorization: `Bearer ${accessToken}` }, seconds, rate });
}
