import type { NearestAed, UsableNow } from '@aedatlas/contracts';
import { createOpenStatusEvaluator, type OpenStatus } from '../../lib/opening-hours/open-status';
import { todayInLjubljana } from '../map/lib/readiness';
import { readCachedAeds } from './cached-aeds';
import { nearestOffline, type UsableNowOf } from './lib/offline-nearest';

/**
 * Near me offline: the nearest of the AEDs kept on this device (saved region, cached map data,
 * AED pages seen). Null when nothing is kept, so the caller reports the failure instead.
 */
export async function nearestFromDevice(lat: number, lon: number, limit: number, at?: Date): Promise<NearestAed[] | null> {
  const kept = await readCachedAeds().catch(() => []);
  if (kept.length === 0) return null;
  return nearestOffline(kept, lat, lon, limit, await usableNowOnDevice(at));
}

const USABLE_BY_STATUS: Record<OpenStatus, UsableNow['state']> = { OPEN_24_7: 'open', OPEN: 'open', CLOSED: 'closed', UNKNOWN: 'hours-unknown' };

/**
 * The server's usable-now rule (modules/aeds/usable-now.ts) with what the device knows: out of
 * service, expired parts, then the hours read in Slovenian time. The next opening is left to the
 * server (the list shows the hours' own status).
 */
async function usableNowOnDevice(now = new Date()): Promise<UsableNowOf> {
  const status = await createOpenStatusEvaluator(now);
  const today = todayInLjubljana(now);
  return (aed) => {
    if (aed.outOfService) return { state: 'out-of-service', opensAt: null, expired: [] };
    const expired: UsableNow['expired'] = [];
    if (aed.electrodeExpiry && aed.electrodeExpiry.slice(0, 10) < today) expired.push('electrodes');
    if (aed.batteryExpiry && aed.batteryExpiry.slice(0, 10) < today) expired.push('battery');
    if (expired.length) return { state: 'expired', opensAt: null, expired };
    return { state: USABLE_BY_STATUS[status(aed)], opensAt: null, expired };
  };
}
