import type { CabinetCodeRevealed } from '@aedatlas/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * POST /api/dispatch/aeds/{id}/cabinet-code: one AED's code for one call, audited on the server.
 * The answer is never cached (not in the query cache either: a mutation keeps no data once the
 * dialog is gone).
 */
export function revealCabinetCode(aedId: string, callReference: string) {
  return api.post<CabinetCodeRevealed>(`/api/dispatch/aeds/${encodeURIComponent(aedId)}/cabinet-code`, { callReference }, { silent: true });
}

export const useRevealCabinetCode = (aedId: string) => useMutation({ mutationFn: (callReference: string) => revealCabinetCode(aedId, callReference), gcTime: 0 });
