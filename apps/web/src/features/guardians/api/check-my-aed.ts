import type { CheckReceipt, SignedInCheck } from '@aedatlas/contracts';
import { api } from '../../../lib/api-client';

/** POST /api/me/aeds/{id}/check: its guardian was there; 403 for anyone else. Silent: the form says what went wrong. */
export function checkMyAed(aedId: string, body: SignedInCheck): Promise<CheckReceipt> {
  return api.post<CheckReceipt>(`/api/me/aeds/${encodeURIComponent(aedId)}/check`, body, { silent: true });
}
