import { AUDIT_ACTORS_PAGE_SIZE, type AuditActor, type AuditEntry, type Paged } from '@aedatlas/contracts';
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

/**
 * GET /api/admin/audit/actors: the admins who changed something, most recently active first
 * (the 'Admin' filter); `search` finds the others when there are more than one answer holds.
 */
export function useAuditActors(search: string) {
  const query = new URLSearchParams({ size: String(AUDIT_ACTORS_PAGE_SIZE) });
  if (search) query.set('search', search);
  return useQuery({
    queryKey: [...auditKeys.actors, search],
    queryFn: ({ signal }) => api.get<Paged<AuditActor>>(`/api/admin/audit/actors?${query}`, { silent: true, signal }),
    placeholderData: keepPreviousData,
  });
}
