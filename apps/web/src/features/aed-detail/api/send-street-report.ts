import type { StreetReportInput, StreetReportReceipt } from '@aedatlas/contracts';
import { api } from '../../../lib/api-client';

/** POST /api/aed/{id}/reports: a visitor's report, no account needed. */
export function sendStreetReport(aedId: string, body: StreetReportInput): Promise<StreetReportReceipt> {
  // Silent: the dialog says what went wrong itself.
  return api.post<StreetReportReceipt>(`/api/aed/${encodeURIComponent(aedId)}/reports`, body, { silent: true });
}
