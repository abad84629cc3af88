import type { HelpCenter } from '@aedatlas/contracts';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiError, api } from '../../../../lib/api-client';
import { resourceKeys } from '../../resource/resource-queries';

const uuid = z.uuid();

/** GET /api/admin/helpcenter/{id}. Silent: the form page says itself when it cannot be loaded. */
export async function getHelpCenter(id: string, signal?: AbortSignal): Promise<HelpCenter> {
  if (!uuid.safeParse(id).success) throw new ApiError(404, 'Help center not found');
  return api.get<HelpCenter>(`/api/admin/helpcenter/${encodeURIComponent(id)}`, { silent: true, signal });
}

/** The same cache entry the generated list's mutations refresh (['admin', 'helpcenter', ...]). */
export const helpCenterQueryOptions = (id: string) =>
  queryOptions({ queryKey: resourceKeys.one('helpcenter', id), queryFn: ({ signal }) => getHelpCenter(id, signal) });
