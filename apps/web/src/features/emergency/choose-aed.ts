import type { NearestAed } from '@aedatlas/contracts';
import { isAvailableNow, type OpenStatus } from '../../lib/opening-hours/open-status';

/** How many of the nearest AEDs are looked at for one that is available now. */
export const EMERGENCY_NEAREST_LIMIT = 20;

export interface AedChoice {
  aed: NearestAed;
  status: OpenStatus;
  /** None of the nearest is available now (24/7 or open by its hours): this is simply the nearest. */
  fallback: boolean;
}

/** The nearest AED in service that can be reached now; otherwise the nearest one, marked as a fallback. */
export function chooseAed(aeds: NearestAed[], statuses: Map<string, OpenStatus>): AedChoice | null {
  const statusOf = (aed: NearestAed) => statuses.get(aed.id) ?? 'UNKNOWN';
  // One out of service (a street report of use or damage) is never the choice while another is left.
  const inService = aeds.filter((aed) => !aed.outOfService);
  const available = inService.find((aed) => isAvailableNow(statusOf(aed)));
  if (available) return { aed: available, status: statusOf(available), fallback: false };
  const nearest = inService[0] ?? aeds[0];
  return nearest ? { aed: nearest, status: statusOf(nearest), fallback: true } : null;
}
