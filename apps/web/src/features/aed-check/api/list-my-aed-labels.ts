import type { MyAed, Paged } from '@aedatlas/contracts';
import { useQuery } from '@tanstack/react-query';
import type { QrLabel } from '../../../components/qr-labels/qr-label-sheets';
import { api } from '../../../lib/api-client';

/** The largest page GET /api/me/aeds gives. */
const PAGE_SIZE = 100;

/** Every AED the signed-in member looks after, as labels: GET /api/me/aeds page after page. */
export async function listMyAedLabels(signal?: AbortSignal): Promise<QrLabel[]> {
  const labels: QrLabel[] = [];
  for (let page = 0; ; page++) {
    // Silent: the page says itself that the AEDs could not be loaded.
    const answer = await api.get<Paged<MyAed>>(`/api/me/aeds?page=${page}&size=${PAGE_SIZE}`, { silent: true, signal });
    labels.push(...answer.data.map(({ id, title, place, checkCode }) => ({ id, title, place, checkCode })));
    if (!answer.data.length || page + 1 >= answer.totalPages) return labels;
  }
}

export function useMyAedLabels() {
  // Under the guardians' keys: a change to the member's guardianships reloads the labels too.
  return useQuery({ queryKey: ['guardians', 'my-aeds', 'labels'], queryFn: ({ signal }) => listMyAedLabels(signal) });
}
