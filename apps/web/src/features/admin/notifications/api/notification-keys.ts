/** Every notification query sits under ['admin', 'notification'], so one invalidation refreshes the lists, details and reads. */
export const notificationKeys = {
  all: ['admin', 'notification'] as const,
  list: (page: number, size: number) => ['admin', 'notification', 'list', page, size] as const,
  one: (id: string) => ['admin', 'notification', 'one', id] as const,
  reads: (id: string, page: number, size: number) => ['admin', 'notification', 'reads', id, page, size] as const,
};
