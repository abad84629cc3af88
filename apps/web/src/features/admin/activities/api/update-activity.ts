import { ifMatchHeader, type Activity } from '@aedatlas/contracts';
import { api } from '../../../../lib/api-client';

/** PUT /api/admin/activity/{id}: the whole activity, If-Match its version. Silent: the form shows a failure itself. */
export function updateActivity(id: string, body: unknown, version?: string): Promise<Activity> {
  return api.put<Activity>(`/api/admin/activity/${encodeURIComponent(id)}`, body, { silent: true, headers: ifMatchHeader(version) });
}
