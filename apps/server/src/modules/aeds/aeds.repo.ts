import { NEAREST_LIMIT_MAX, pageOf } from '@aedatlas/contracts';
import { count, eq, sql, type AnyColumn, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, AnyPgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { literalLimit, preparedQueries, UNNAMED } from '../../db/prepared-queries';
import { aedColumns, picturesFromJson, picturesOfRow, toAedDto, type AedRow, type PictureJson } from './aeds.dto';
import { isKeyedText, orderByColumn, tieBreak, type KeyedText } from '../../db/text-search';
import { AED_KEYED_TEXT, aedSearchCondition, shownDescription } from './aeds.search';
import { aedCountChanges, aeds, aedWrites } from './aeds.table';
import type { MatchCounts } from './match-counts';
import { onPublicMap } from './on-public-map';

/** How many AEDs there are, as a subquery: the sum of their count's changes (aeds.table.ts: aedCountChanges). */
export const storedAedCount = () => sql<number>`(select coalesce(sum(${aedCountChanges.change}), 0) from ${aedCountChanges})`;

/** How many AEDs there are, from their count's changes, not a scan. */
export async function countAeds(db: Db): Promise<number> {
  const { rows } = (await db.execute(sql`select ${storedAedCount()} as n`)) as unknown as { rows: { n: number | string }[] };
  return Number(rows[0].n);
}

/** The number of matches for a list's condition: without one, the stored count of all AEDs. */
export async function countMatches(db: Db, where: SQL | undefined): Promise<number> {
  if (!where) return countAeds(db);
  const [row] = await db.select({ n: count() }).from(aeds).where(where);
  return row.n;
}

/**
 * countMatches, kept until the AEDs change (match-counts.ts) under `key`, which names the list and
 * its filter: paging through a search asks for the same count on every page, and a term most AEDs
 * match ('a') reads them all to count them (a second or two at a million).
 */
export async function countMatchesKept(db: Db, where: SQL | undefined, counts: MatchCounts | undefined, key: string): Promise<number> {
  if (!where || !counts) return countMatches(db, where);
  const known = counts.known(key);
  if (known !== undefined) return known;
  const keep = counts.counting(key);
  const n = await countMatches(db, where);
  keep(n);
  return n;
}

/**
 * Folds a table of rows that only matter as a sum into one row of that sum. Rows still being
 * written are not visible yet and stay; two foldings at once each fold only what the other did
 * not take. Either way every snapshot sees the same sum before and after.
 */
async function foldIntoOne(db: Db, table: AnyPgTable, column: AnyPgColumn): Promise<void> {
  const name = sql.identifier(column.name);
  await db.execute(sql`with folded as (delete from ${table} returning ${name})
    insert into ${table} (${name}) select sum(${name}) from folded having count(*) > 1`);
}

/** Folds the count's rows into one (an import adds one for each batch). */
export const compactAedCount = (db: Db) => foldIntoOne(db, aedCountChanges, aedCountChanges.change);

/** Folds the AED write log into one row (aeds.table.ts: aedWrites); its sum, the map caches' fingerprint, stays. */
export const compactAedWrites = (db: Db) => foldIntoOne(db, aedWrites, aedWrites.writes);

/** Every column the API shows, and the AED's pictures in the same row. */
const aedWithPictures = () => ({ ...aedColumns, pictures: picturesOfRow() });
// toAedDto copies the shown columns by name: the row goes in as it is, its pictures beside it.
const withPictures = (row: AedRow & { pictures: PictureJson[] }) => toAedDto(row, picturesFromJson(row.pictures));

/**
 * The ids of one page, in `order` (which ends with the id, so pages never overlap), as a
 * subquery: from the sort's index (aeds.table.ts), which has exactly that order. The caller joins
 * the page to the AEDs to read its rows whole and orders them again (a join keeps no order of its
 * own), so columns that run a query for each row (the pictures) run for the page's rows alone,
 * never for the rows an offset skips.
 */
export const pageIds = (db: Db, where: SQL | undefined, order: SQL[], size: number | Placeholder, offset: number | Placeholder) =>
  db.select({ pageId: sql<string>`${aeds.id}`.as('page_id') }).from(aeds).where(where).orderBy(...order).limit(size).offset(offset).as('page');

/** A search term this long or longer starts from the trigram index (aeds.search.ts); shorter ones cannot. */
export const TRIGRAM_SEARCH_LENGTH = 3;

/** The columns an order by `sortable` reads: a keyed text's key and text, or the column. */
export const sortColumnsOf = (sortable: AnyColumn | KeyedText): AnyColumn[] => (isKeyedText(sortable) ? [sortable.key, sortable.text] : [sortable]);

/**
 * A search's matches as a FROM source, for a page of them in `order`: found first, through the
 * trigram index, behind a fence (OFFSET 0 keeps the planner from merging the subquery). Otherwise
 * it may walk the order's index and test AED after AED, expecting matches spread evenly, while
 * they cluster (a city's AEDs, a word that starts titles): 0.8 s for a page of one city at a
 * million AEDs. The subquery keeps only the id and what the order reads, under the table's name,
 * so the order's terms read from it unchanged.
 */
export const fencedMatches = (where: SQL | undefined, sortColumns: AnyColumn[]) =>
  sql`(select ${sql.join([aeds.id, ...sortColumns], sql`, `)} from ${aeds} where ${where} offset 0) as ${aeds}`;

/** pageIds over fencedMatches: a page of a search that starts from the trigram index. */
export const matchedPageIds = (db: Db, where: SQL | undefined, sortColumns: AnyColumn[], order: SQL[], size: number, offset: number) =>
  db.select({ pageId: sql<string>`${aeds.id}`.as('page_id') }).from(fencedMatches(where, sortColumns)).orderBy(...order).limit(size).offset(offset).as('page');

const aedQuery = (db: Db, name: string) => db.select(aedWithPictures()).from(aeds).where(eq(aeds.id, sql.placeholder('id'))).limit(1).prepare(name);
// A lookup by key: one plan for every id (db/prepared-queries.ts).
const aedQueries = preparedQueries<ReturnType<typeof aedQuery>>({ kept: 'aed_by_id' });

/** One AED with its pictures (the AED page and every popup's link), by a query built once (db/prepared-queries.ts). */
export async function getAed(db: Db, id: string) {
  const [row] = await aedQueries(db, 'aed', (name) => aedQuery(db, name)).execute({ id });
  return row ? withPictures(row) : undefined;
}

export const AED_SORT_COLUMNS = {
  // What the Description cell shows first (000 §2.11): most AEDs have a title, few a description.
  description: shownDescription,
  title: AED_KEYED_TEXT.title,
  address: AED_KEYED_TEXT.address,
  city: AED_KEYED_TEXT.city,
  accessibility: AED_KEYED_TEXT.accessibility,
  contact: AED_KEYED_TEXT.contact,
  contactPhoneNumber: AED_KEYED_TEXT.contactPhoneNumber,
  contactEmail: AED_KEYED_TEXT.contactEmail,
  model: AED_KEYED_TEXT.model,
  serialNumber: AED_KEYED_TEXT.serialNumber,
  createdAt: aeds.createdAt,
  modifiedAt: aeds.modifiedAt,
} as const;
export type AedSortColumn = keyof typeof AED_SORT_COLUMNS;

export interface AedListQuery {
  page: number;
  size: number;
  search?: string;
  sortBy: AedSortColumn;
  sortOrder: 'asc' | 'desc';
}

/** The public table's order: the column, then the id, so pages never overlap. */
export const aedListOrder = (q: Pick<AedListQuery, 'sortBy' | 'sortOrder'>) => [...orderByColumn(AED_SORT_COLUMNS[q.sortBy], q.sortOrder), tieBreak(aeds.id, q.sortOrder)];

/** The ids of the public table's page: from the order's index, or for a search from its matches. */
export function aedListPageIds(db: Db, q: AedListQuery) {
  const where = aedSearchCondition(q.search);
  const order = aedListOrder(q);
  const offset = q.page * q.size;
  return q.search && q.search.length >= TRIGRAM_SEARCH_LENGTH
    ? matchedPageIds(db, where, sortColumnsOf(AED_SORT_COLUMNS[q.sortBy]), order, q.size, offset)
    : pageIds(db, where, order, q.size, offset);
}

/** One page, searched and sorted in SQL; with `matchCounts`, a search's count is kept until the AEDs change. */
export async function listAeds(db: Db, q: AedListQuery, matchCounts?: MatchCounts) {
  const where = aedSearchCondition(q.search);
  const order = aedListOrder(q);
  const page = aedListPageIds(db, q);
  const [rows, n] = await Promise.all([
    db.select(aedWithPictures()).from(page).innerJoin(aeds, eq(aeds.id, page.pageId)).orderBy(...order),
    countMatchesKept(db, where, matchCounts, JSON.stringify({ list: 'public', search: q.search })),
  ]);
  return pageOf(rows.map(withPictures), n, q);
}

/**
 * The nearest query, built once for each database (db/prepared-queries.ts): its text never
 * changes, only the point and the limit. Built for every request, it was about 40% of the
 * 400 KB the server allocated for each answer, and collecting that garbage made the slowest
 * answers (measured with V8's sampling heap profiler under load: 230 KB an answer since).
 */
function nearestQuery(db: Db, limit: number | undefined, name: string) {
  const origin = sql`ll_to_earth(${sql.placeholder('lat')}::float8, ${sql.placeholder('lon')}::float8)`;
  const point = sql`ll_to_earth(${aeds.latitude}, ${aeds.longitude})`;
  return db
    .select({ aed: aedWithPictures(), distance: sql<number>`earth_distance(${point}, ${origin})` })
    .from(aeds)
    .where(onPublicMap)
    .orderBy(sql`${point} <-> ${origin}`)
    .limit(limit === undefined ? sql.placeholder('limit') : literalLimit(limit))
    .prepare(limit === undefined ? UNNAMED : name);
}
// Every point walks the same location index: one plan serves them all (db/prepared-queries.ts).
const nearestQueries = preparedQueries<ReturnType<typeof nearestQuery>>({ kept: 'aed_nearest' });

/** The nearest AEDs by great-circle distance, using the GiST index on ll_to_earth (KNN), out-of-service ones last. */
export async function nearestAeds(db: Db, lat: number, lon: number, limit: number) {
  // One kept statement for each limit the API allows (the LIMIT in its text: db/prepared-queries.ts).
  const kept = Number.isInteger(limit) && limit >= 1 && limit <= NEAREST_LIMIT_MAX ? limit : undefined;
  const rows = await nearestQueries(db, `nearest ${kept ?? ''}`, (name) => nearestQuery(db, kept, name)).execute({ lat, lon, limit });
  const found = rows.map((r) => Object.assign(withPictures(r.aed), { distanceMeters: Math.round(Number(r.distance)) }));
  // An AED out of service (a street report of use or damage) stays in the list, with its reason,
  // but after every one in service: the nearest working AED comes first. The sort is stable, so
  // each group keeps its distance order, and the KNN index still picks the rows.
  return [...found.filter((a) => !a.outOfService), ...found.filter((a) => a.outOfService)];
}
