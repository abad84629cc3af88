import type { LotAed, Paged } from '@aedatlas/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { recallKeys } from './recall-keys';

/** The server's largest page of AEDs with a lot. */
const LARGEST_PAGE = 500;

/** GET /api/admin/aed/lots?lot&page&size: every AED with the lot in any part, its parts and guardian count. */
export function listLotAeds(lot: string, page: number, size: number, signal?: AbortSignal) {
  const query = new URLSearchParams({ lot, page: String(page), size: String(size) });
  return api.get<Paged<LotAed>>(`/api/admin/aed/lots?${query}`, { silent: true, signal });
}

export function useLotAeds(lot: string, page: number, size: number) {
  return useQuery({
    queryKey: recallKeys.lot(lot, page, size),
    queryFn: ({ signal }) => listLotAeds(lot, page, size, signal),
    enabled: lot !== '',
    // The previous page stays while the next loads, but never another lot's AEDs under this lot's heading.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[3] === lot ? keepPreviousData(previous) : undefined),
  });
}

/** Whom a recall of the lot reaches: its AEDs, their guardians (one per AED they look after) and the AEDs nobody looks after. */
export interface LotReach {
  aeds: number;
  guardians: number;
  unguarded: number;
}

/** Reads every page of the lot (a recall is rare and a lot is small) and adds them up. */
export async function lotReach(lot: string, signal?: AbortSignal): Promise<LotReach> {
  const reach: LotReach = { aeds: 0, guardians: 0, unguarded: 0 };
  for (let page = 0, pages = 1; page < pages && page < 40; page++) {
    const answer = await listLotAeds(lot, page, LARGEST_PAGE, signal);
    pages = answer.totalPages;
    for (const aed of answer.data) {
      reach.aeds += 1;
      reach.guardians += aed.guardians;
      if (!aed.guardians) reach.unguarded += 1;
    }
  }
  return reach;
}

export function useLotReach(lot: string) {
  return useQuery({ queryKey: recallKeys.reach(lot), queryFn: ({ signal }) => lotReach(lot, signal), enabled: lot !== '' });
}
