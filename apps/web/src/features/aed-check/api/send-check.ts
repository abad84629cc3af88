import type { CheckPhotoAnswer, CheckReceipt, VisitorCheck } from '@aedatlas/contracts';
import { api, ApiError } from '../../../lib/api-client';
import { errorMessageOf } from '../../../lib/http';
import { sendWithProgress } from '../../../lib/upload/send-with-progress';
import { normalCode } from './get-check-page';

/** POST /api/check/{code}: "it is here and ready", from the label, no account needed. */
export function sendCheck(code: string, body: VisitorCheck): Promise<CheckReceipt> {
  // Silent: the page says what went wrong itself.
  return api.post<CheckReceipt>(`/api/check/${encodeURIComponent(normalCode(code))}`, body, { silent: true });
}

/** POST /api/check/{code}/photo: the receipt's token first, then the photo, as the server reads them. */
export async function sendCheckPhoto(code: string, token: string, photo: File, onProgress?: (fraction: number) => void): Promise<CheckPhotoAnswer> {
  const form = new FormData();
  form.append('token', token);
  form.append('file', photo, photo.name);
  const url = `/api/check/${encodeURIComponent(normalCode(code))}/photo`;
  const { status, body } = await sendWithProgress({ method: 'POST', url, body: form, onProgress });
  if (status < 200 || status >= 300) throw new ApiError(status, errorMessageOf(body, `Request failed (${status})`), body ?? null);
  return body as CheckPhotoAnswer;
}
