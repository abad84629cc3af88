import { api } from '../../../../lib/api-client';

/** DELETE /api/admin/activity/{id}: 204; 404 'Activity not found'. Silent: the dialog shows a failure. */
export function deleteActivity(id: string): Promise<void> {
  return api.delete<void>(`/api/admin/activity/${encodeURIComponent(id)}`, { silent: true });
}
