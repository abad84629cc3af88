import { useCallback } from 'react';
import { withFilters } from '../../../lib/list-address';
import { useSearchParamsNow } from '../../../lib/search-params-now';
import type { AddressFilter } from './resource-types';

export interface ActiveFilter {
  name: string;
  value: string;
  label: string;
}

/** The declared filters the address holds now (a value the list does not offer is ignored), and a way to clear one. */
export function useAddressFilters(filters: readonly AddressFilter[] | undefined) {
  const [params, setParams] = useSearchParamsNow();
  const active: ActiveFilter[] = (filters ?? []).flatMap((filter) => {
    const value = params.get(filter.name);
    return value && filter.values.includes(value) ? [{ name: filter.name, value, label: filter.label(value) }] : [];
  });
  const clear = useCallback((name: string) => setParams((current) => withFilters(current, { [name]: '' }), { replace: true }), [setParams]);
  return { active, clear };
}

/** The filters on, each with a button that clears it (the list then shows everything again). */
export function ActiveFilters({ active, onClear }: { active: ActiveFilter[]; onClear: (name: string) => void }) {
  if (!active.length) return null;
  return (
    <ul aria-label="Filters on" className="mb-3 flex flex-wrap gap-2">
      {active.map((filter) => (
        <li key={filter.name} className="inline-flex max-w-full items-center gap-2 rounded-full border border-red-200 bg-red-50 py-1 pr-1 pl-3 text-sm text-red-900">
          <span className="min-w-0 break-words">
            <span className="font-semibold">Only:</span> {filter.label}
          </span>
          <button type="button" onClick={() => onClear(filter.name)} aria-label={`Clear filter: ${filter.label}`} className="flex-none rounded-full px-3 py-1.5 font-semibold underline-offset-2 hover:bg-red-100 hover:underline">
            Clear filter
          </button>
        </li>
      ))}
    </ul>
  );
}
