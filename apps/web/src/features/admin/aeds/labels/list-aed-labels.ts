import { AED_LABELS_MAX, type AedLabel, type Paged } from '@aedatlas/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';

/** The console AED list's search, filters and order that the labels follow, or the AEDs named. */
export const LABEL_FILTERS = ['search', 'confirmedBefore', 'lastModifiedFrom', 'health', 'sortBy', 'sortOrder', 'ids'] as const;
export type LabelFilters = Partial<Record<(typeof LABEL_FILTERS)[number], string>>;

/** The filters of an address's query string, the empty ones left out. */
export function labelFiltersOf(params: URLSearchParams): LabelFilters {
  const filters: LabelFilters = {};
  for (const key of LABEL_FILTERS) {
    const value = params.get(key)?.trim();
    if (value) filters[key] = value;
  }
  return filters;
}

/** GET /api/admin/aed/labels: the first AED_LABELS_MAX labels of the list as filtered (its total says if there are more). */
export function listAedLabels(filters: LabelFilters, signal?: AbortSignal): Promise<Paged<AedLabel>> {
  const query = new URLSearchParams({ ...filters, page: '0', size: String(AED_LABELS_MAX) });
  // Silent: the page says itself that the labels could not be loaded.
  return api.get<Paged<AedLabel>>(`/api/admin/aed/labels?${query}`, { silent: true, signal });
}

export function useAedLabels(filters: LabelFilters) {
  return useQuery({ queryKey: ['admin', 'aed', 'labels', filters], queryFn: ({ signal }) => listAedLabels(filters, signal), placeholderData: keepPreviousData });
}
