import type { NearestAed } from '@aedatlas/contracts';
import { readCachedAeds } from './cached-aeds';
import { nearestOffline } from './lib/offline-nearest';

/**
 * Near me offline: the nearest of the AEDs kept on this device (saved region, cached map data,
 * AED pages seen). Null when nothing is kept, so the caller reports the failure instead.
 */
export async function nearestFromDevice(lat: number, lon: number, limit: number): Promise<NearestAed[] | null> {
  const kept = await readCachedAeds().catch(() => []);
  if (kept.length === 0) return null;
  return nearestOffline(kept, lat, lon, limit);
}
