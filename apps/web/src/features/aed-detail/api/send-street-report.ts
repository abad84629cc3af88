import type { StreetReportInput, StreetReportReceipt } from '@aedatlas/contracts';
import { api, ApiError } from '../../../lib/api-client';
import { errorMessageOf } from '../../../lib/http';
import { sendWithProgress } from '../../../lib/upload/send-with-progress';

/** POST /api/aed/{id}/reports: a visitor's report, no account needed. */
export function sendStreetReport(aedId: string, body: StreetReportInput): Promise<StreetReportReceipt> {
  // Silent: the dialog says what went wrong itself.
  return api.post<StreetReportReceipt>(`/api/aed/${encodeURIComponent(aedId)}/reports`, body, { silent: true });
}

/** POST /api/aed/{id}/reports/{reportId}/photo: the receipt's token first, then the photo, as the server reads them. */
export async function sendReportPhoto(receipt: StreetReportReceipt, photo: File, onProgress?: (fraction: number) => void): Promise<void> {
  const form = new FormData();
  form.append('token', receipt.photoToken);
  form.append('file', photo, photo.name);
  const url = `/api/aed/${encodeURIComponent(receipt.aedId)}/reports/${encodeURIComponent(receipt.id)}/photo`;
  const { status, body } = await sendWithProgress({ method: 'POST', url, body: form, onProgress });
  if (status < 200 || status >= 300) throw new ApiError(status, errorMessageOf(body, `Request failed (${status})`), body ?? null);
}
