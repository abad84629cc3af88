import type { PushToUserInput } from '@aedatlas/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';

/** POST /api/user/push-to-user (001 §7): queued at once, pushed to the user's browsers in the background. */
export function pushToUser(body: PushToUserInput) {
  return api.post<{ notificationId: string; status: 'queued' }>('/api/user/push-to-user', body, { silent: true });
}

export function usePushToUser() {
  const client = useQueryClient();
  return useMutation({ mutationFn: pushToUser, onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'notification'] }) });
}
