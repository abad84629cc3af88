import type { TrackedActivityType } from '@aedatlas/contracts';
import { api } from '../../../../lib/api-client';

/** GET /api/TrackedActivityTypes: the kinds of tracked data with their units. */
export function getTrackedActivityTypes(signal?: AbortSignal): Promise<TrackedActivityType[]> {
  return api.get<TrackedActivityType[]>('/api/TrackedActivityTypes', { silent: true, signal });
}
