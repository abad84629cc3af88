import { api } from '../../lib/api-client';
import { queryClient } from '../../lib/query-client';
import { AED_DETAIL_PATH, CONFIG_PATH, MAP_FEED_PATH, parseTileUrl } from './lib/offline-caches';
import { SLOVENIA } from './lib/region';
import { readSavedRegion, saveRegion } from './save-region';

/** What this visit read that the map needs offline: the AED tiles, the feed, an AED's page, the config. */
function isKeptRead(url: URL): boolean {
  return url.origin === location.origin && (parseTileUrl(url) !== null || url.pathname === MAP_FEED_PATH || url.pathname === CONFIG_PATH || AED_DETAIL_PATH.test(url.pathname));
}

/**
 * The first visit's reads came before the service worker was there to keep them: once it takes
 * the page over, they are asked again through it (mostly from the browser's own cache), so the AEDs
 * the person saw are on the device after one visit, without a reload.
 */
export async function keepWhatThisVisitRead(): Promise<void> {
  const urls = new Set(
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name))
      .filter(isKeptRead)
      .map((url) => `${url.pathname}${url.search}`),
  );
  for (const url of urls) await fetch(url, { credentials: 'same-origin' }).catch(() => undefined);
}

/** Resource timings keep 250 entries by default; a map visit reads more than that. */
export function rememberEveryRead(): void {
  performance.setResourceTimingBufferSize?.(2000);
}

/** A country of at most this many AEDs is kept whole on the device (Slovenia's 1,079: about 60 KB sent). */
export const KEEP_COUNTRY_MAX_AEDS = 5000;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Keeps the whole country when it is small enough, without being asked: Near me then works offline
 * anywhere in it after one visit. Refreshed once a day on later visits; a failure waits for the next.
 */
export async function keepCountryIfSmall(maxAgeMs = DAY_MS): Promise<void> {
  const saved = await readSavedRegion(SLOVENIA);
  if (saved && Date.now() - saved.savedAt.getTime() < maxAgeMs) return;
  const count = await api.get<number>('/api/aed/count', { silent: true });
  if (typeof count !== 'number' || count > KEEP_COUNTRY_MAX_AEDS) return;
  await saveRegion(SLOVENIA, () => undefined);
  await queryClient.invalidateQueries({ queryKey: ['offline'] });
}
