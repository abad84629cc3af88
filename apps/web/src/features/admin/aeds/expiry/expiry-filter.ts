import { formatCount } from '../../../../lib/format';

/** The 'Expiry Date Filter' of 001 §2 'AEDs by expiry', as plain rules the screen and tests share. */
export interface ExpiryFilter {
  enabled: boolean;
  from: string;
  to: string;
}

export const NO_FILTER: ExpiryFilter = { enabled: false, from: '', to: '' };

/** The range to send: only when the checkbox is on and at least one date is set. */
export function activeRange(filter: ExpiryFilter): { from?: string; to?: string } | null {
  if (!filter.enabled || (!filter.from && !filter.to)) return null;
  return { ...(filter.from ? { from: filter.from } : {}), ...(filter.to ? { to: filter.to } : {}) };
}

/** Toggling the checkbox clears both dates (and the screen reloads). */
export function toggleFilter(filter: ExpiryFilter): ExpiryFilter {
  return { enabled: !filter.enabled, from: '', to: '' };
}

/** Paging shows only when the filter is off and there is more than one page. */
export function showExpiryPaging(range: ReturnType<typeof activeRange>, totalPages: number): boolean {
  return range === null && totalPages > 1;
}

export function expiryEmptyText(range: ReturnType<typeof activeRange>): string {
  return range ? 'No AEDs found for the selected date range.' : 'No AEDs found matching your search criteria.';
}

/** ACTIVE and INACTIVE as they are; anything else is UNKNOWN (001 §3). */
export function expiryStatusLabel(status: unknown): 'ACTIVE' | 'INACTIVE' | 'UNKNOWN' {
  return status === 'ACTIVE' || status === 'INACTIVE' ? status : 'UNKNOWN';
}

export function foundText(count: number): string {
  return `${formatCount(count)} AED(s) found`;
}

/**
 * A range shows no pages (001 §2); when it holds more AEDs than the server sends at once, the
 * counter says so instead of the rest being cut silently.
 */
export function rangeShownText(shown: number, total: number): string {
  return shown < total ? `. Showing the first ${formatCount(shown)}: narrow the dates, or export the whole range as CSV.` : '';
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The applied filter from the address (`?expiry=on&from=2026-01-01&to=2026-03-01`); a malformed date is dropped. */
export function readExpiryFilter(params: URLSearchParams): ExpiryFilter {
  if (params.get('expiry') !== 'on') return NO_FILTER;
  const date = (key: string) => {
    const value = params.get(key) ?? '';
    return DATE.test(value) ? value : '';
  };
  return { enabled: true, from: date('from'), to: date('to') };
}

/** The address with this filter applied (only what is set is written). */
export function writeExpiryFilter(params: URLSearchParams, filter: ExpiryFilter): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of ['expiry', 'from', 'to']) next.delete(key);
  if (filter.enabled) {
    next.set('expiry', 'on');
    if (filter.from) next.set('from', filter.from);
    if (filter.to) next.set('to', filter.to);
  }
  return next;
}
