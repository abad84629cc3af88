import type { NotificationRead } from '@aedatlas/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { inboxKeys } from './inbox-keys';

export interface ReadInput {
  notificationId: string;
  latitude: number | null;
  longitude: number | null;
}

/** POST /api/notification-read (001 §7): the member read this notification, here (when they allow it). */
export function recordRead(body: ReadInput) {
  return api.post<NotificationRead>('/api/notification-read', body, { silent: true });
}

export function useRecordRead() {
  const client = useQueryClient();
  return useMutation({ mutationFn: recordRead, onSuccess: () => client.invalidateQueries({ queryKey: inboxKeys.all }) });
}
