import type { Paged, SportActivity } from '@aedatlas/contracts';
import { api } from '../../../../lib/api-client';
import type { ListParams } from '../../../admin/resource/resource-types';
import { legacyListQuery } from '../../lib/crud-api';

/** GET /api/admin/SportActivities?page&itemsPerPage (002 §7): a page of activities, without their tracks. */
export function listSportActivities(params: ListParams, signal?: AbortSignal): Promise<Paged<SportActivity>> {
  return api.get<Paged<SportActivity>>(`/api/admin/SportActivities?${legacyListQuery(params)}`, { silent: true, signal });
}
