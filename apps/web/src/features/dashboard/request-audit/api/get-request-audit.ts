import type { Paged, RequestAuditRow } from '@aedatlas/contracts';
import { api } from '../../../../lib/api-client';
import type { ListParams } from '../../../admin/resource/resource-types';
import { legacyListQuery } from '../../lib/crud-api';

/** GET /api/admin/RequestAudit?fromTime&toTime (ms) + the legacy table's paging and order. */
export function getRequestAudit(range: { fromTime: number; toTime: number }, params: ListParams, signal?: AbortSignal): Promise<Paged<RequestAuditRow>> {
  const query = legacyListQuery(params);
  query.set('fromTime', String(range.fromTime));
  query.set('toTime', String(range.toTime));
  return api.get<Paged<RequestAuditRow>>(`/api/admin/RequestAudit?${query}`, { silent: true, signal });
}
