import type { Paged, WasteSite } from '@aedatlas/contracts';
import { api } from '../../../../lib/api-client';
import type { ListParams } from '../../../admin/resource/resource-types';
import { legacyListQuery } from '../../lib/crud-api';

/** GET /api/WasteSites (002 §7): a page of waste sites, each with its photo's signed address or null. */
export function listWasteSites(params: ListParams, signal?: AbortSignal): Promise<Paged<WasteSite>> {
  return api.get<Paged<WasteSite>>(`/api/WasteSites?${legacyListQuery(params)}`, { silent: true, signal });
}
