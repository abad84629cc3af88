import type { GeodaeReport } from '@aedatlas/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';

/** The Géo'DAE export's address; `plain`: without the attribution line, for schema validators. */
export const geodaeExportPath = (plain: boolean) => `/api/admin/aed/export.geodae.csv${plain ? '?plain=1' : ''}`;

/** GET /api/admin/aed/export.geodae/report: how complete the Géo'DAE export is, field by field. */
export function useGeodaeReport() {
  return useQuery({
    queryKey: ['admin', 'geodae-report'],
    queryFn: ({ signal }) => api.get<GeodaeReport>('/api/admin/aed/export.geodae/report', { silent: true, signal }),
  });
}
