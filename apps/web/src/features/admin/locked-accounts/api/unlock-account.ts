import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { resourceKeys } from '../../resource/resource-queries';

/** The resource name, shared by the list's query keys and the unlock's invalidation. */
export const LOCKED_ACCOUNTS = 'locked-account';

/** DELETE /api/admin/locked-accounts/{username}: 'Account unlocked'; 404 when the hold has already gone. */
export function unlockAccount(username: string): Promise<{ message: string }> {
  return api.delete<{ message: string }>(`/api/admin/locked-accounts/${encodeURIComponent(username)}`, { silent: true });
}

/** Unlocks, then reloads the list (also after a 404: the row is stale either way). */
export function useUnlockAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: unlockAccount,
    onSettled: () => client.invalidateQueries({ queryKey: resourceKeys.all(LOCKED_ACCOUNTS) }),
  });
}
