import type { Activity } from '@aedatlas/contracts';
import { api } from '../../../../lib/api-client';

/** POST /api/admin/activity: 201 with the activity. Silent: the form shows a failure itself. */
export function createActivity(body: unknown): Promise<Activity> {
  return api.post<Activity>('/api/admin/activity', body, { silent: true });
}
