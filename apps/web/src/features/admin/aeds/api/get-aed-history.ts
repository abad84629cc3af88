import type { AuditEntry } from '@aedatlas/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { adminAedKeys } from './admin-aed-keys';

export type { AuditEntry };

/** GET /api/admin/aed/:id/history: audit entries of the AED and its pictures, newest first. */
export function getAedHistory(id: string, signal?: AbortSignal): Promise<AuditEntry[]> {
  return api.get<AuditEntry[]>(`/api/admin/aed/${encodeURIComponent(id)}/history`, { silent: true, signal });
}

export function useAedHistory(id: string) {
  return useQuery({ queryKey: adminAedKeys.history(id), queryFn: ({ signal }) => getAedHistory(id, signal), staleTime: 0 });
}
