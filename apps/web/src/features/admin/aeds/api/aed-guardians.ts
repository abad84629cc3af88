import type { AedCheck, CheckReceipt, Guardian, SignedInCheck } from '@aedatlas/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { guardianRequestKeys } from '../../guardian-requests/api/guardian-request-keys';
import { adminAedKeys } from './admin-aed-keys';

/** Under ['admin', 'aed']: what invalidates the AED's records reloads these too. */
export const aedGuardianKeys = {
  guardians: (aedId: string) => [...adminAedKeys.all, 'guardians', aedId] as const,
  checks: (aedId: string) => [...adminAedKeys.all, 'checks', aedId] as const,
};

const base = (aedId: string) => `/api/admin/aed/${encodeURIComponent(aedId)}`;
type GuardianList = { data: Guardian[] };

/** GET /api/admin/aed/:id/guardians: active guardians first, then open requests. */
export function useAedGuardians(aedId: string) {
  return useQuery({
    queryKey: aedGuardianKeys.guardians(aedId),
    queryFn: ({ signal }) => api.get<GuardianList>(`${base(aedId)}/guardians`, { silent: true, signal }).then((r) => r.data),
  });
}

export type GuardianChange = { kind: 'assign'; email: string } | { kind: 'approve' | 'remove'; guardianId: string };

/** The three calls that change an AED's guardians; each answers with the whole list. */
export function sendGuardianChange(aedId: string, change: GuardianChange): Promise<GuardianList> {
  if (change.kind === 'assign') return api.post<GuardianList>(`${base(aedId)}/guardians`, { email: change.email }, { silent: true });
  const one = `${base(aedId)}/guardians/${encodeURIComponent(change.guardianId)}`;
  return change.kind === 'approve' ? api.post<GuardianList>(`${one}/approve`, undefined, { silent: true }) : api.delete<GuardianList>(one, { silent: true });
}

/** Assign by address, approve a request, remove a guardian or decline a request; the queue of requests follows. */
export function useChangeGuardians(aedId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: GuardianChange) => sendGuardianChange(aedId, change),
    onSuccess: (answer) => {
      queryClient.setQueryData(aedGuardianKeys.guardians(aedId), answer.data);
      void queryClient.invalidateQueries({ queryKey: guardianRequestKeys.all });
      void queryClient.invalidateQueries({ queryKey: adminAedKeys.history(aedId) });
    },
  });
}

/** GET /api/admin/aed/:id/checks: the latest checks, newest first. */
export function useAedChecks(aedId: string) {
  return useQuery({
    queryKey: aedGuardianKeys.checks(aedId),
    queryFn: ({ signal }) => api.get<{ data: AedCheck[] }>(`${base(aedId)}/checks`, { silent: true, signal }).then((r) => r.data),
  });
}

/** POST /api/admin/aed/:id/check: the admin was at the AED. */
export function adminCheckAed(aedId: string, body: SignedInCheck): Promise<CheckReceipt> {
  return api.post<CheckReceipt>(`${base(aedId)}/check`, body, { silent: true });
}
