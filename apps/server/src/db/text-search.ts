import { Column, is, SQL, sql, type AnyColumn, type Placeholder } from 'drizzle-orm';

/*
 * Every list that searches or sorts text goes through this file, so Slovenian names behave the
 * same everywhere: 'ziri', 'ZIRI' and 'Žiri' find the same rows, and 'Č', 'Š', 'Ž' sort right
 * after 'C', 'S', 'Z'. The SQL functions live in the database (migration 0005_slovenian_text):
 *
 *   public.search_fold(text)    lower case without diacritics; the trigram indexes are built on it
 *   public.sl_sort_key(text)    a key whose byte order ("C") is the Slovenian alphabet, case aside
 *
 * A sort key instead of an ICU collation: PGlite's ICU carries only the root locale (no 'sl'
 * tailoring), so 'sl-x-icu' would sort differently in the embedded database and on PostgreSQL.
 */

type Text = SQL | AnyColumn;

/** `%term%` for LIKE, with the LIKE wildcards in the term taken literally. */
export const containsPattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Texts joined for one search, as `coalesce(a, '') || ' ' || coalesce(b, '')`. A trigram index
 * must be built on `public.search_fold(...)` of exactly this expression (same columns, same
 * order) for the search to use it.
 */
export const searchableText = (...parts: Text[]): SQL =>
  sql.join(
    parts.map((p) => sql`coalesce(${p}, '')`),
    sql` || ' ' || `,
  );

/** Rows whose searchable text contains the term, ignoring case and diacritics; undefined for no term. */
export function containsFolded(searchable: SQL, search: string | undefined): SQL | undefined {
  const term = search?.trim();
  if (!term) return undefined;
  return sql`public.search_fold(${searchable}) like public.search_fold(${containsPattern(term)})`;
}

/**
 * Rows whose already folded text (a stored column of search_fold(...), trigram-indexed) contains
 * the term; undefined for no term. Only the term is folded: nothing per row.
 */
export function containsFoldedText(folded: AnyColumn, search: string | undefined): SQL | undefined {
  const term = search?.trim();
  if (!term) return undefined;
  return likeFolded(folded, containsPattern(term));
}

/** Rows whose already folded text matches a LIKE pattern (containsPattern's, or a prepared query's placeholder for it). */
export const likeFolded = (folded: AnyColumn, pattern: string | Placeholder): SQL => sql`${folded} like public.search_fold(${pattern})`;

/**
 * likeFolded for a statement PostgreSQL keeps one plan for (db/prepared-queries.ts): planned
 * without its value, `search_fold(pattern)` would be no constant and run again for each row the
 * index hands over (5 ms more for a search with 1,800 matches); as a subquery it runs once, and
 * the trigram index still takes its result. Only there: with the value known when planning, the
 * plain form lets the planner see how many rows the term matches.
 */
export const likeFoldedOnce = (folded: AnyColumn, pattern: Placeholder): SQL => sql`${folded} like (select public.search_fold(${pattern}))`;

/** The Slovenian sort key of a text (see the top of this file). */
export const slovenianKey = (text: Text): SQL => sql`public.sl_sort_key(${text}) collate "C"`;

export type SortOrder = 'asc' | 'desc';

/**
 * A text column with its Slovenian key stored beside it (a generated column of
 * `public.sl_sort_key(text)`): sorting by it reads the key instead of computing it for every row.
 */
export interface KeyedText {
  text: AnyColumn;
  key: AnyColumn;
}

export const isKeyedText = (sortable: Text | KeyedText): sortable is KeyedText => !is(sortable, SQL) && !is(sortable, Column);

/**
 * ORDER BY terms for a text in Slovenian order, empty values last either way. Texts that differ
 * only in case or accents keep a fixed order by their own bytes; the caller adds the id last.
 */
export function slovenianOrder(sortable: Text | KeyedText, order: SortOrder): SQL[] {
  const dir = order === 'asc' ? sql`asc` : sql`desc`;
  const [key, text] = isKeyedText(sortable) ? [sql`${sortable.key} collate "C"`, sortable.text] : [slovenianKey(sortable), sortable];
  return [sql`${key} ${dir} nulls last`, sql`${text} collate "C" ${dir}`];
}

/**
 * ORDER BY terms for what a table sorts by: text columns, keyed texts and text expressions in
 * Slovenian order, numbers (numeric columns too) and dates as they are; empty values last either way.
 */
export function orderByColumn(sortable: Text | KeyedText, order: SortOrder): SQL[] {
  if (isKeyedText(sortable)) return slovenianOrder(sortable, order);
  // numeric columns read as strings in drizzle, but they are numbers: they sort as numbers.
  const text = is(sortable, SQL) || ((sortable as AnyColumn).dataType === 'string' && (sortable as AnyColumn).columnType !== 'PgNumeric');
  if (text) return slovenianOrder(sortable, order);
  // A column that is never empty needs no NULLS clause, and without one an ascending index read
  // backwards gives the descending order ('desc nulls last' would make the database sort it all).
  if (is(sortable, Column) && sortable.notNull) return [order === 'asc' ? sql`${sortable} asc` : sql`${sortable} desc`];
  return [order === 'asc' ? sql`${sortable} asc nulls last` : sql`${sortable} desc nulls last`];
}

/** The id that breaks ties, in the list's direction: an index on (column, id) then serves both orders. */
export const tieBreak = (id: AnyColumn, order: SortOrder): SQL => (order === 'asc' ? sql`${id} asc` : sql`${id} desc`);
