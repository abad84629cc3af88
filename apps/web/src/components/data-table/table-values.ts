import { currentLanguage } from '../../i18n/i18n';
import type { SortValue } from './data-table-types';

/** Lower case without accents, so 'sezana' finds 'Sežana' and 'GASILSKI' finds 'Gasilski'. */
export function foldText(value: string): string {
  return value.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
}

/** Empty values sort last in either direction; the table treats undefined that way. */
export function sortableValue(value: SortValue): string | number | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  if (typeof value === 'boolean') return value ? 1 : 0;
  return value;
}

// In the language on screen: Slovenian puts č after c, š after s and ž after z.
const collators = new Map<string, Intl.Collator>();
function collator(): Intl.Collator {
  const language = currentLanguage();
  let found = collators.get(language);
  if (!found) collators.set(language, (found = new Intl.Collator(language, { numeric: true, sensitivity: 'base' })));
  return found;
}

/** Ascending order of two present values; numbers as numbers, text as people read it. */
export function compareValues(a: string | number, b: string | number): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator().compare(String(a), String(b));
}
