import type { TrackedActivities } from '@aedatlas/contracts';
import { api } from '../../../../lib/api-client';

/** GET /api/TrackedActivities?typeId&fromTime&toTime (ms): the signed-in user's records, keyed by type id. */
export function getTrackedActivities(typeId: number, range: { fromTime: number; toTime: number }, signal?: AbortSignal): Promise<TrackedActivities> {
  const query = new URLSearchParams({ typeId: String(typeId), fromTime: String(range.fromTime), toTime: String(range.toTime) });
  return api.get<TrackedActivities>(`/api/TrackedActivities?${query}`, { silent: true, signal });
}
