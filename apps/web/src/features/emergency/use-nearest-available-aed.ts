import type { NearestAed } from '@aedatlas/contracts';
import { useQuery } from '@tanstack/react-query';
import { isAvailableNow, type OpenStatus } from '../../lib/opening-hours/open-status';
import { nearestAedsQueryOptions } from '../map/api/get-nearest-aeds';
import { useOpenStatuses } from '../map/use-open-statuses';

/** How many of the nearest AEDs are looked at for one that is available now. */
export const EMERGENCY_NEAREST_LIMIT = 20;

export interface AedChoice {
  aed: NearestAed;
  status: OpenStatus;
  /** None of the nearest is available now (24/7 or open by its hours): this is simply the nearest. */
  fallback: boolean;
}

/** The nearest AED that can be reached now; otherwise the nearest one, marked as a fallback. */
export function chooseAed(aeds: NearestAed[], statuses: Map<string, OpenStatus>): AedChoice | null {
  const statusOf = (aed: NearestAed) => statuses.get(aed.id) ?? 'UNKNOWN';
  const available = aeds.find((aed) => isAvailableNow(statusOf(aed)));
  if (available) return { aed: available, status: statusOf(available), fallback: false };
  return aeds[0] ? { aed: aeds[0], status: statusOf(aeds[0]), fallback: true } : null;
}

/** The nearest AEDs around a position (the same call as Near me), and the one to go to. */
export function useNearestAvailableAed(position: { lat: number; lon: number } | null) {
  const nearest = useQuery({
    ...nearestAedsQueryOptions({ lat: position?.lat ?? 0, lon: position?.lon ?? 0, limit: EMERGENCY_NEAREST_LIMIT }),
    enabled: position !== null,
  });
  const statuses = useOpenStatuses(nearest.data);
  const choice = nearest.data && statuses ? chooseAed(nearest.data, statuses) : null;
  return { nearest, choice, deciding: position !== null && (nearest.isPending || (nearest.isSuccess && !statuses)) };
}
