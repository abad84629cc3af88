import type { NotificationDetails } from '@aedatlas/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiError, api } from '../../../../lib/api-client';
import { notificationKeys } from './notification-keys';

const uuid = z.uuid();

/** GET /api/admin/notification/{id}: the notification, its user and its send's delivery counts. */
export function getNotification(id: string, signal?: AbortSignal): Promise<NotificationDetails> {
  if (!uuid.safeParse(id).success) return Promise.reject(new ApiError(404, 'Notification not found'));
  return api.get<NotificationDetails>(`/api/admin/notification/${id}`, { silent: true, signal });
}

/** While the send is still on its way the counts refresh every few seconds. */
export function useNotification(id: string) {
  return useQuery({
    queryKey: notificationKeys.one(id),
    queryFn: ({ signal }) => getNotification(id, signal),
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
    refetchInterval: (query) => (query.state.data?.delivery.queued ? 3000 : false),
  });
}
