import { useQuery } from '@tanstack/react-query';
import { nearestAedsQueryOptions } from '../map/api/get-nearest-aeds';
import { useOpenStatuses } from '../map/use-open-statuses';
import { chooseAed, EMERGENCY_NEAREST_LIMIT } from './choose-aed';

export type { AedChoice } from './choose-aed';

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
