import type { Notification, Paged } from '@aedatlas/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { notificationKeys } from './notification-keys';

/** GET /api/admin/notification/?page&size (001 §7): newest first, with each recipient's user block. */
export function listNotifications(page: number, size: number, signal?: AbortSignal): Promise<Paged<Notification>> {
  return api.get<Paged<Notification>>(`/api/admin/notification/?page=${page}&size=${size}`, { silent: true, signal });
}

export function useNotifications(page: number, size: number) {
  return useQuery({ queryKey: notificationKeys.list(page, size), queryFn: ({ signal }) => listNotifications(page, size, signal), placeholderData: keepPreviousData });
}
