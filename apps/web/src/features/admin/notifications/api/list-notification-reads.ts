import type { NotificationRead, Paged } from '@aedatlas/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { notificationKeys } from './notification-keys';

/** GET /api/admin/notification/read/by-notification/{id}?page&size: every recipient of the send, read or not. */
export function listNotificationReads(id: string, page: number, size: number, signal?: AbortSignal): Promise<Paged<NotificationRead>> {
  return api.get<Paged<NotificationRead>>(`/api/admin/notification/read/by-notification/${id}?page=${page}&size=${size}`, { silent: true, signal });
}

export function useNotificationReads(id: string, page: number, size: number, enabled = true) {
  return useQuery({
    queryKey: notificationKeys.reads(id, page, size),
    queryFn: ({ signal }) => listNotificationReads(id, page, size, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}
