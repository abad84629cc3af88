import type { Placeholder, SQL } from 'drizzle-orm';
import { containsFolded, containsFoldedText, likeFolded, likeFoldedOnce, searchableText, type KeyedText } from '../../db/text-search';
import { aeds } from './aeds.table';

/** AEDs whose shown texts contain the term, ignoring case and diacritics ('ziri' finds Žiri). */
export function aedSearchCondition(search: string | undefined): SQL | undefined {
  return containsFoldedText(aeds.searchText, search);
}

/**
 * The same condition with the term left open: a prepared query's placeholder for its
 * containsPattern. `kept` for a statement planned once for every term (db/prepared-queries.ts).
 */
export const aedSearchMatches = (pattern: Placeholder, { kept = false } = {}): SQL =>
  (kept ? likeFoldedOnce : likeFolded)(aeds.searchText, pattern);

/**
 * What the public table's Description cell leads with (the title, else the description, else the
 * location text), stored with its Slovenian key (aeds.table.ts).
 */
export const shownDescription = { text: aeds.shownDescription, key: aeds.shownDescriptionSortKey } satisfies KeyedText;

/**
 * The map search's fields (000 §2.9): title, description, address, city, model. Its trigram index
 * aeds_map_search_fold_trgm (migration 0016) is built on exactly this expression.
 */
const mapSearchable = searchableText(aeds.title, aeds.description, aeds.address, aeds.city, aeds.model);

/** AEDs the map search finds: the term in one of the map's fields, ignoring case and diacritics. */
export function mapSearchCondition(search: string | undefined): SQL | undefined {
  return containsFolded(mapSearchable, search);
}

/** The AED text columns the lists sort by, each with its stored Slovenian key. */
export const AED_KEYED_TEXT = {
  title: { text: aeds.title, key: aeds.titleSortKey },
  description: { text: aeds.description, key: aeds.descriptionSortKey },
  address: { text: aeds.address, key: aeds.addressSortKey },
  city: { text: aeds.city, key: aeds.citySortKey },
  accessibility: { text: aeds.accessibility, key: aeds.accessibilitySortKey },
  model: { text: aeds.model, key: aeds.modelSortKey },
  serialNumber: { text: aeds.serialNumber, key: aeds.serialNumberSortKey },
  contact: { text: aeds.contact, key: aeds.contactSortKey },
  contactPhoneNumber: { text: aeds.contactPhoneNumber, key: aeds.contactPhoneNumberSortKey },
  contactEmail: { text: aeds.contactEmail, key: aeds.contactEmailSortKey },
} satisfies Record<string, KeyedText>;
