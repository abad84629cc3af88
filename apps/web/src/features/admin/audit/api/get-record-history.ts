import type { AuditEntry } from '@aedatlas/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { auditKeys } from './audit-keys';

/** GET /api/admin/audit/{entityType}/{entityId}: the record's changes and its parts', newest first. */
export function getRecordHistory(entityType: string, entityId: string, signal?: AbortSignal): Promise<AuditEntry[]> {
  return api.get<AuditEntry[]>(`/api/admin/audit/${encodeURIComponent(entityType)}/${encodeURIComponent(entityId)}`, { silent: true, signal });
}

export function useRecordHistory(entityType: string, entityId: string) {
  return useQuery({ queryKey: auditKeys.history(entityType, entityId), queryFn: ({ signal }) => getRecordHistory(entityType, entityId, signal), staleTime: 0 });
}
