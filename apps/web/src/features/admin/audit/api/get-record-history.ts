import { HISTORY_PAGE_SIZE, type AuditEntry } from '@aedatlas/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { auditKeys } from './audit-keys';

/**
 * A record's history at `path`, newest first, a page (HISTORY_PAGE_SIZE entries) at a time:
 * `fetchNextPage` reads the entries older than the last one shown. A full page may have more after it.
 */
export function useHistoryPages(queryKey: readonly unknown[], path: string) {
  return useInfiniteQuery({
    queryKey,
    queryFn: ({ signal, pageParam }) => api.get<AuditEntry[]>(pageParam ? `${path}?${new URLSearchParams({ before: pageParam })}` : path, { silent: true, signal }),
    initialPageParam: '',
    getNextPageParam: (last: AuditEntry[]) => (last.length >= HISTORY_PAGE_SIZE ? last[last.length - 1].id : undefined),
    staleTime: 0,
  });
}
export type HistoryPages = ReturnType<typeof useHistoryPages>;

/** GET /api/admin/audit/{entityType}/{entityId}: the record's changes and its parts'. */
export function useRecordHistory(entityType: string, entityId: string) {
  return useHistoryPages(auditKeys.history(entityType, entityId), `/api/admin/audit/${encodeURIComponent(entityType)}/${encodeURIComponent(entityId)}`);
}
