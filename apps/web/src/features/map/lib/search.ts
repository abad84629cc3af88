/** The fields the map search looks in (000 §2.9). */
export interface SearchableAed {
  title?: string | null;
  description?: string | null;
  address?: string | null;
  city?: string | null;
  model?: string | null;
}

/** What a query is compared as: trimmed, lower case. Empty means no filter. */
export function normalizeQuery(text: string): string {
  return text.trim().toLowerCase();
}

/**
 * One lower-case string per AED: the five fields joined by a line break, which no typed query
 * contains, so a match never spans two fields.
 */
export function searchableText(aed: SearchableAed): string {
  return [aed.title, aed.description, aed.address, aed.city, aed.model]
    .map((value) => value ?? '')
    .join('\n')
    .toLowerCase();
}

/** Case-insensitive substring match on title, description, address, city or model. */
export function matchesSearch(aed: SearchableAed, query: string): boolean {
  const needle = normalizeQuery(query);
  return !needle || searchableText(aed).includes(needle);
}

export function filterBySearch<T extends SearchableAed>(aeds: readonly T[], query: string): T[] {
  const needle = normalizeQuery(query);
  if (!needle) return aeds.slice();
  return aeds.filter((aed) => searchableText(aed).includes(needle));
}

/** 'Found N AED(s) matching "text"' (000 §2.9, exact). */
export function foundMessage(count: number, text: string): string {
  return `Found ${count} AED(s) matching "${text}"`;
}
