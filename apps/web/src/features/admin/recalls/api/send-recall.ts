import type { Recall, RecallCreate } from '@aedatlas/contracts';
import { api } from '../../../../lib/api-client';

/** POST /api/admin/recalls: the notice goes to the guardians of every AED with the lot (409 when none has it). */
export function sendRecall(body: RecallCreate): Promise<Recall> {
  return api.post<Recall>('/api/admin/recalls', body, { silent: true });
}
