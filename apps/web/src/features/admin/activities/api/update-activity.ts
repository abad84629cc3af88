import type { Activity } from '@aedatlas/contracts';
import { api } from '../../../../lib/api-client';

/** PUT /api/admin/activity/{id}: the whole activity. Silent: the form shows a failure itself. */
export function updateActivity(id: string, body: unknown): Promise<Activity> {
  return api.put<Activity>(`/api/admin/activity/${encodeURIComponent(id)}`, body, { silent: true });
}
