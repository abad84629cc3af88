import type { StreetReport, StreetReportResolve } from '@aedatlas/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Paged } from '@aedatlas/contracts';
import { api } from '../../../lib/api-client';

export const streetReportKeys = { all: ['admin', 'street-reports'] as const };

/** GET /api/admin/street-reports: open reports, newest first, one page. */
export function listOpenReports(page: number, size: number): Promise<Paged<StreetReport>> {
  return api.get<Paged<StreetReport>>(`/api/admin/street-reports?status=open&page=${page}&size=${size}`);
}

export function useOpenReports(page: number, size: number) {
  return useQuery({ queryKey: [...streetReportKeys.all, 'open', page, size], queryFn: () => listOpenReports(page, size), placeholderData: keepPreviousData });
}

/** POST /api/admin/street-reports/{id}/resolve, with the optional AED update. */
export function resolveReport(id: string, body: StreetReportResolve): Promise<StreetReport> {
  return api.post<StreetReport>(`/api/admin/street-reports/${encodeURIComponent(id)}/resolve`, body);
}

/** One AED's reports in one status, newest first (its history on the AED's edit page). */
export function useAedReports(aedId: string, status: 'open' | 'resolved') {
  return useQuery({
    queryKey: [...streetReportKeys.all, 'aed', aedId, status],
    queryFn: () => api.get<Paged<StreetReport>>(`/api/admin/street-reports?status=${status}&aedId=${encodeURIComponent(aedId)}&size=20`),
  });
}
