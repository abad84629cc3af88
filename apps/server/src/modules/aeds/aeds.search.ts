import { ACCESSIBILITY_LABELS } from '@aedatlas/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { containsFolded, searchableText } from '../../db/text-search';
import { aeds } from './aeds.table';

const quoted = (text: string) => `'${text.replace(/'/g, "''")}'`;

/**
 * Accessibility as the tables show it ('24/7 Access'), so a search for what is on screen finds it.
 * Literals, not parameters: the index expression must be the same text as the query's.
 */
const accessibilityShown = sql.raw(
  `CASE "accessibility" ${Object.entries(ACCESSIBILITY_LABELS)
    .map(([value, label]) => `WHEN ${quoted(value)} THEN ${quoted(label)}`)
    .join(' ')} ELSE "accessibility" END`,
);

/**
 * Every text an AED table shows. The trigram index aeds_search_fold_trgm (migration 0005) is
 * built on exactly this expression, so the search uses the index instead of scanning.
 */
const searchable = searchableText(
  aeds.title,
  aeds.description,
  aeds.locationDescription,
  aeds.address,
  aeds.city,
  accessibilityShown,
  aeds.contact,
  aeds.contactPhoneNumber,
  aeds.contactEmail,
  aeds.model,
  aeds.serialNumber,
);

/** AEDs whose shown texts contain the term, ignoring case and diacritics ('ziri' finds Žiri). */
export function aedSearchCondition(search: string | undefined): SQL | undefined {
  return containsFolded(searchable, search);
}

/** What the public table's Description cell leads with: the title, else the description, else the location text. */
export const shownDescription = sql`coalesce(nullif(${aeds.title}, ''), nullif(${aeds.description}, ''), ${aeds.locationDescription})`;

/**
 * The map search's fields (000 §2.9): title, description, address, city, model. Its trigram index
 * aeds_map_search_fold_trgm (migration 0016) is built on exactly this expression.
 */
const mapSearchable = searchableText(aeds.title, aeds.description, aeds.address, aeds.city, aeds.model);

/** AEDs the map search finds: the term in one of the map's fields, ignoring case and diacritics. */
export function mapSearchCondition(search: string | undefined): SQL | undefined {
  return containsFolded(mapSearchable, search);
}
