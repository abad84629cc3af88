import type { AuditActor, AuditEntry, Paged } from '@aedatlas/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { auditKeys } from './audit-keys';

export interface AuditLogFilters {
  page: number;
  size: number;
  entityType?: string;
  entityId?: string;
  actorId?: string;
  action?: string;
}

/** GET /api/admin/audit: newest first, filtered and paged on the server. */
export function listAuditLog(filters: AuditLogFilters, signal?: AbortSignal): Promise<Paged<AuditEntry>> {
  const query = new URLSearchParams({ page: String(filters.page), size: String(filters.size) });
  for (const key of ['entityType', 'entityId', 'actorId', 'action'] as const) if (filters[key]) query.set(key, filters[key]!);
  return api.get<Paged<AuditEntry>>(`/api/admin/audit?${query}`, { silent: true, signal });
}

export function useAuditLog(filters: AuditLogFilters) {
  return useQuery({ queryKey: [...auditKeys.all, 'list', filters], queryFn: ({ signal }) => listAuditLog(filters, signal), placeholderData: keepPreviousData, staleTime: 0 });
}

/** GET /api/admin/audit/actors: the admins who changed something (the 'Admin' filter). */
export function useAuditActors() {
  return useQuery({ queryKey: auditKeys.actors, queryFn: ({ signal }) => api.get<AuditActor[]>('/api/admin/audit/actors', { silent: true, signal }) });
}
