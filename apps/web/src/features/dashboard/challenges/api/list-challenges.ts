import type { Challenge, Paged } from '@aedatlas/contracts';
import { api } from '../../../../lib/api-client';
import type { ListParams } from '../../../admin/resource/resource-types';
import { legacyListQuery } from '../../lib/crud-api';

/** GET /api/admin/Challenges?page={n}&itemsPerPage=12 (002 §7): the list is in `data`. */
export function listChallenges(params: ListParams, signal?: AbortSignal): Promise<Paged<Challenge>> {
  return api.get<Paged<Challenge>>(`/api/admin/Challenges?${legacyListQuery(params)}`, { silent: true, signal });
}
