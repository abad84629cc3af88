import { ACCESSIBILITY_LABELS } from '@aedatlas/contracts';

const quoted = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** Accessibility as the tables show it ('24/7 Access'), so a search for what is on screen finds it. */
const accessibilityShown = `CASE "accessibility" ${Object.entries(ACCESSIBILITY_LABELS)
  .map(([value, label]) => `WHEN ${quoted(value)} THEN ${quoted(label)}`)
  .join(' ')} ELSE "accessibility" END`;

/** The columns an AED table shows, in the order they are joined. */
const SHOWN = ['"title"', '"description"', '"location_description"', '"address"', '"city"', accessibilityShown, '"contact"', '"contact_phone_number"', '"contact_email"', '"model"', '"serial_number"'];

/**
 * The stored search text of an AED (column search_text): every text the AED tables show, joined
 * with spaces and folded by public.search_fold (lower case, no diacritics). Raw SQL on the row's
 * own columns, as a generated column's expression must be.
 */
export const AED_SEARCHABLE_SQL = `public.search_fold(${SHOWN.map((part) => `coalesce(${part}, '')`).join(" || ' ' || ")})`;

/**
 * What the public table's Description cell shows (000 §2.11): the title, else the description,
 * else the location description. Raw SQL on the row's own columns, for the stored column
 * shown_description and its sort key.
 */
export const SHOWN_DESCRIPTION_SQL = `coalesce(nullif("title", ''), nullif("description", ''), "location_description")`;
