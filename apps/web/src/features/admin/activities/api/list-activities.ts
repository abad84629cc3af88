import type { Activity } from '@aedatlas/contracts';
import { api } from '../../../../lib/api-client';

/** GET /api/admin/activity: every activity, startsAt descending; the table works in the browser. */
export async function listActivities(): Promise<Activity[]> {
  // Silent: the table shows 'Failed to load activities. Please try again later.' itself.
  const body = await api.get<unknown>('/api/admin/activity', { silent: true });
  if (Array.isArray(body)) return body as Activity[];
  const data = (body as { data?: unknown } | null)?.data;
  if (Array.isArray(data)) return data as Activity[];
  throw new Error('The activity list is not a list');
}
