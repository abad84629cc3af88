import type { Paged, Recall, RecallNotice } from '@aedatlas/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { recallKeys } from './recall-keys';

/** GET /api/admin/recalls: the recalls sent, newest first, with how many AEDs were read about and replaced. */
export function listRecalls(page: number, size: number, signal?: AbortSignal) {
  return api.get<Paged<Recall>>(`/api/admin/recalls?page=${page}&size=${size}`, { silent: true, signal });
}

export function useRecalls(page: number, size: number) {
  return useQuery({ queryKey: recallKeys.list(page, size), queryFn: ({ signal }) => listRecalls(page, size, signal), placeholderData: keepPreviousData });
}

/** GET /api/admin/recalls/{id}/notices: who was told of one recall, not replaced first. */
export function listRecallNotices(recallId: string, page: number, size: number, signal?: AbortSignal) {
  return api.get<Paged<RecallNotice>>(`/api/admin/recalls/${encodeURIComponent(recallId)}/notices?page=${page}&size=${size}`, { silent: true, signal });
}

export function useRecallNotices(recallId: string, page: number, size: number) {
  return useQuery({ queryKey: recallKeys.notices(recallId, page, size), queryFn: ({ signal }) => listRecallNotices(recallId, page, size, signal), placeholderData: keepPreviousData });
}
