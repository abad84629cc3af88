import type { NotificationSendInput, NotificationSendResult } from '@aedatlas/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { notificationKeys } from './notification-keys';

/** POST /api/admin/notification/send (001 §7): queued at once, delivered in the background. */
export function sendNotification(body: NotificationSendInput): Promise<NotificationSendResult> {
  return api.post<NotificationSendResult>('/api/admin/notification/send', body, { silent: true });
}

export function useSendNotification() {
  const client = useQueryClient();
  return useMutation({ mutationFn: sendNotification, onSuccess: () => client.invalidateQueries({ queryKey: notificationKeys.all }) });
}
