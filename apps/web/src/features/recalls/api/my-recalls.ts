import type { MyRecallNotice, RecallNotice } from '@aedatlas/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The signed-in guardian's open recall notices. */
export const myRecallKeys = { all: ['recalls', 'mine'] as const };

export interface MyRecalls {
  data: MyRecallNotice[];
}

/** GET /api/me/recalls: the notices of the guardian's AEDs whose part is not replaced yet, newest first. */
export function listMyRecalls(signal?: AbortSignal): Promise<MyRecalls> {
  // Silent: the section says itself that it could not load them.
  return api.get<MyRecalls>('/api/me/recalls', { silent: true, signal });
}

export function useMyRecalls() {
  return useQuery({ queryKey: myRecallKeys.all, queryFn: ({ signal }) => listMyRecalls(signal) });
}

/** POST /api/me/recalls/{id}/acknowledge or /replaced: the guardian read the notice, or replaced the part (which means read too). */
export function markMyRecall(id: string, what: 'acknowledge' | 'replaced'): Promise<RecallNotice> {
  return api.post<RecallNotice>(`/api/me/recalls/${encodeURIComponent(id)}/${what}`, undefined, { silent: true });
}
