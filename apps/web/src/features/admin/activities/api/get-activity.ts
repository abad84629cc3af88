import type { Activity } from '@aedatlas/contracts';
import { z } from 'zod';
import { ApiError, api } from '../../../../lib/api-client';

const uuid = z.uuid();

/** GET /api/admin/activity/{id}. Silent: the form page says itself when it cannot be loaded. */
export async function getActivity(id: string, signal?: AbortSignal): Promise<Activity> {
  if (!uuid.safeParse(id).success) throw new ApiError(404, 'Activity not found');
  return api.get<Activity>(`/api/admin/activity/${encodeURIComponent(id)}`, { silent: true, signal });
}
