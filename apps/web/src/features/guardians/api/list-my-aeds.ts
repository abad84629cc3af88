import type { MyAed, Paged } from '@aedatlas/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { guardianKeys } from './guardian-keys';

/** GET /api/me/aeds: the AEDs the signed-in member looks after, soonest expiry first. */
export function listMyAeds(page: number, size: number, signal?: AbortSignal) {
  // Silent: the page says itself that the list could not be loaded.
  return api.get<Paged<MyAed>>(`/api/me/aeds?page=${page}&size=${size}`, { silent: true, signal });
}

export function useMyAeds(page: number, size: number) {
  return useQuery({ queryKey: guardianKeys.myAeds(page, size), queryFn: ({ signal }) => listMyAeds(page, size, signal), placeholderData: keepPreviousData });
}
