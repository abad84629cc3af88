import type { QueryClient } from '@tanstack/react-query';

/** Under the resource's key ['admin', 'user'], so one invalidation refreshes the list, the record and the contacts. */
export const userIceContactsKey = (userId: string) => ['admin', 'user', 'ice', userId] as const;

/** After an ICE change: the panel's list, the record's iceContacts and the list's counts. */
export const invalidateUsers = (client: QueryClient) => client.invalidateQueries({ queryKey: ['admin', 'user'] });
