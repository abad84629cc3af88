import { ADMIN_AED_PAGE_SIZES, type HealthFilter, MAX_PICTURE_THUMBNAILS, pageOf } from '@aedatlas/contracts';
import { and, count, eq, gte, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { aedColumns, pictureCountOfRow, picturesFromJson, picturesOfRow, toAedDto } from './aeds.dto';
import { literalLimit, preparedQueries, UNNAMED } from '../../db/prepared-queries';
import { containsPattern, orderByColumn, tieBreak } from '../../db/text-search';
import { countAeds, fencedMatches, pageIds, sortColumnsOf, TRIGRAM_SEARCH_LENGTH } from './aeds.repo';
import { AED_KEYED_TEXT, aedSearchMatches } from './aeds.search';
import type { MatchCounts } from './match-counts';
import { aeds } from './aeds.table';
import { healthFilter } from './health-filters';

/* The console's AED list: searched, filtered, sorted and paged in SQL with kept statements. */

const SORT = {
  modifiedAt: aeds.modifiedAt,
  createdAt: aeds.createdAt,
  description: AED_KEYED_TEXT.description,
  address: AED_KEYED_TEXT.address,
  city: AED_KEYED_TEXT.city,
  accessibility: AED_KEYED_TEXT.accessibility,
  model: AED_KEYED_TEXT.model,
  serialNumber: AED_KEYED_TEXT.serialNumber,
  title: AED_KEYED_TEXT.title,
} as const;

export interface AdminAedQuery {
  page: number;
  size: number;
  sortBy: keyof typeof SORT;
  sortOrder: 'asc' | 'desc';
  search?: string;
  lastModifiedFrom?: string;
  /** Only AEDs nobody confirmed since this time (never confirmed ones included). */
  confirmedBefore?: string;
  /** One of the registry health dashboard's lists. */
  health?: HealthFilter;
}

/**
 * Every column the API shows, the first MAX_PICTURE_THUMBNAILS pictures (oldest first) and how
 * many there are in all, in the AED's row: the list shows up to three thumbnails (001 §9), never
 * every picture.
 */
const listColumns = () => ({ ...aedColumns, pictures: picturesOfRow(MAX_PICTURE_THUMBNAILS), pictureCount: pictureCountOfRow() });

/**
 * Terms this long narrow the search through the trigram index; a shorter one reads every row and
 * may match most of them, where an index can give the page in order faster than sorting them all.
 */
const searchKind = (search: string): ListShape['search'] => (search.length >= TRIGRAM_SEARCH_LENGTH ? 'trigram' : search ? 'short' : 'none');

/** What decides the text of the list's queries; the values go in through these placeholders. */
interface ListShape {
  sortBy: AdminAedQuery['sortBy'];
  sortOrder: AdminAedQuery['sortOrder'];
  search: 'none' | 'short' | 'trigram';
  since: boolean;
  unconfirmed: boolean;
  health?: HealthFilter;
  /** The count is still known (match-counts.ts): not asked again. */
  counted: boolean;
  /** A search's page size when it is one the console offers: written into the text (see matchesPages). */
  pageSize?: number;
}
const PATTERN = sql.placeholder('pattern');
const SINCE = sql.placeholder('since');
const UNCONFIRMED = sql.placeholder('unconfirmed');
const LIMIT = sql.placeholder('limit');
const OFFSET = sql.placeholder('offset');
const KNOWN = sql.placeholder('known');

const filterOf = (shape: Pick<ListShape, 'search' | 'since' | 'unconfirmed' | 'health'>, kept = false) =>
  and(
    shape.health ? healthFilter(shape.health) : undefined,
    shape.search === 'none' ? undefined : aedSearchMatches(PATTERN, { kept }),
    shape.since ? gte(aeds.modifiedAt, SINCE) : undefined,
    // "Not checked for a year": aeds_last_confirmed_idx holds the never confirmed first.
    shape.unconfirmed ? or(isNull(aeds.lastConfirmedAt), lt(aeds.lastConfirmedAt, UNCONFIRMED)) : undefined,
  );

/** The list's filters as the queries' placeholders take them. */
function filterValues(q: Pick<AdminAedQuery, 'search' | 'lastModifiedFrom' | 'confirmedBefore'>) {
  const search = q.search?.trim() ?? '';
  const since = q.lastModifiedFrom ? new Date(q.lastModifiedFrom).toISOString() : undefined;
  const unconfirmed = q.confirmedBefore ? new Date(q.confirmedBefore).toISOString() : undefined;
  return { search, since, unconfirmed, pattern: containsPattern(search) };
}

/**
 * A page of a search's matches with their count, in one query: the matches are all found and
 * sorted for the page anyway, so counting them in the same pass saves a second scan. Only the ids
 * and sort values of the matches go through the count and the sort; the page's rows are read
 * whole afterwards, by id. With the count still known the matches are only sorted for the page,
 * not also kept for counting.
 */
function matchesPageQuery(db: Db, shape: ListShape, name: string) {
  const order = adminAedOrder(shape);
  // The matches first, through the trigram index (aeds.repo.ts: fencedMatches): the count must read
  // every match before the first row comes out anyway (58 ms instead of 5 for a search sorted by title).
  const matches = fencedMatches(filterOf(shape, shape.pageSize !== undefined), sortColumnsOf(SORT[shape.sortBy]));
  const counted = shape.counted ? sql<number>`${KNOWN}::bigint` : sql<number>`count(*) over ()`;
  const page = db
    .select({ aedId: sql<string>`${aeds.id}`.as('aed_id'), matches: counted.as('matches') })
    .from(matches)
    .orderBy(...order)
    .limit(shape.pageSize === undefined ? LIMIT : literalLimit(shape.pageSize))
    .offset(OFFSET)
    .as('page');
  // The same order again, on the page's rows alone: a join keeps no order of its own.
  return db
    .select({ ...listColumns(), matches: sql<number>`${page.matches}`.mapWith(Number) })
    .from(page)
    .innerJoin(aeds, eq(aeds.id, page.aedId))
    .orderBy(...order)
    .prepare(shape.pageSize === undefined ? UNNAMED : name);
}

/** A page as the ids an index gives in order (aeds.repo.ts: pageIds), then their rows whole. */
function idsPageQuery(db: Db, shape: ListShape) {
  const order = adminAedOrder(shape);
  const page = pageIds(db, filterOf(shape), order, LIMIT, OFFSET);
  return db.select(listColumns()).from(page).innerJoin(aeds, eq(aeds.id, page.pageId)).orderBy(...order).prepare(UNNAMED);
}

const countQuery = (db: Db, shape: ListShape) => db.select({ n: count() }).from(aeds).where(filterOf(shape)).prepare(UNNAMED);

// Every term of three letters or more starts from the trigram index, and the fence keeps the rest
// of the plan as it is: one plan serves every term, so the statement is kept (db/prepared-queries.ts),
// with its page size in the text. The console's few page sizes bound how many such statements a
// connection holds; other sizes stay unnamed.
const matchesPages = preparedQueries<ReturnType<typeof matchesPageQuery>>({ kept: 'admin_aed_matches' });
const idsPages = preparedQueries<ReturnType<typeof idsPageQuery>>();
const counts = preparedQueries<ReturnType<typeof countQuery>>();

/** The admin list's order: the column, then the id, so pages never overlap. */
export const adminAedOrder = (q: Pick<AdminAedQuery, 'sortBy' | 'sortOrder'>) => [...orderByColumn(SORT[q.sortBy], q.sortOrder), tieBreak(aeds.id, q.sortOrder)];

/**
 * The admin list: search, filter, sort and page in SQL (trigram index for the search). `pictures`
 * holds an AED's first three pictures, `pictureCount` all of them. With `matchCounts`, a filter's
 * count is kept until the AEDs change, so the next page of the same search only sorts
 * (match-counts.ts).
 */
export async function listAdminAeds(db: Db, q: AdminAedQuery, matchCounts?: MatchCounts) {
  const { search, since, unconfirmed, pattern } = filterValues(q);
  const filtered = search !== '' || since !== undefined || unconfirmed !== undefined || q.health !== undefined;
  // Without a filter the count is the stored total (aeds.repo.ts: countAeds), nothing to keep.
  // The health lists change with the clock as well as the AEDs: their counts are not kept.
  const countKey = filtered && matchCounts && !q.health ? JSON.stringify([search, since ?? null, unconfirmed ?? null]) : undefined;
  const knownCount = countKey === undefined ? undefined : matchCounts!.known(countKey);
  const keep = countKey === undefined || knownCount !== undefined ? undefined : matchCounts!.counting(countKey);
  const shape: ListShape = {
    sortBy: q.sortBy,
    sortOrder: q.sortOrder,
    search: searchKind(search),
    since: since !== undefined,
    unconfirmed: unconfirmed !== undefined,
    health: q.health,
    counted: knownCount !== undefined,
    pageSize: search.length >= TRIGRAM_SEARCH_LENGTH && (ADMIN_AED_PAGE_SIZES as readonly number[]).includes(q.size) ? q.size : undefined,
  };
  const key = JSON.stringify(shape);
  const values = {
    pattern,
    since,
    unconfirmed,
    limit: q.size,
    offset: q.page * q.size,
    known: knownCount,
  };
  let rows: Awaited<ReturnType<ReturnType<typeof idsPageQuery>['execute']>>;
  let n: number;
  if (shape.search === 'trigram') {
    const found = await matchesPages(db, key, (name) => matchesPageQuery(db, shape, name)).execute(values);
    rows = found;
    // A page past the end has no row to carry the count; it is then asked for alone.
    n = found.length ? found[0].matches : (knownCount ?? (q.page === 0 ? 0 : await countOf(db, shape, key, values)));
  } else {
    [rows, n] = await Promise.all([idsPages(db, key, () => idsPageQuery(db, shape)).execute(values), knownCount ?? countOf(db, shape, key, values)]);
  }
  keep?.(n);
  return pageOf(rows.map(toListItem), n, q);
}

type ListRow = Awaited<ReturnType<ReturnType<typeof idsPageQuery>['execute']>>[number];
const toListItem = (row: ListRow) => Object.assign(toAedDto(row, picturesFromJson(row.pictures)), { pictureCount: row.pictureCount });

/**
 * Every id the list's search and filter match, in its order: the start of an export
 * (list-export/id-snapshot.ts), read in one pass instead of a page at a time.
 */
export async function adminAedIdsInOrder(db: Db, q: AdminAedQuery): Promise<string[]> {
  const { search, since, unconfirmed, pattern } = filterValues(q);
  const rows = await db
    .select({ id: aeds.id })
    .from(aeds)
    .where(filterOf({ search: searchKind(search), since: since !== undefined, unconfirmed: unconfirmed !== undefined, health: q.health }))
    .orderBy(...adminAedOrder(q))
    .prepare(UNNAMED)
    .execute({ pattern, since, unconfirmed });
  return rows.map((row) => row.id);
}

/** The list's rows of these AEDs, in no particular order; an AED deleted since is not there. */
export async function adminAedRows(db: Db, ids: string[]) {
  const rows = await db
    .select(listColumns())
    .from(aeds)
    .where(sql`${aeds.id} = any(${`{${ids.join(',')}}`}::uuid[])`);
  return rows.map(toListItem);
}

/** How many AEDs the shape's filter matches; without a filter, the stored total. */
async function countOf(db: Db, shape: ListShape, key: string, values: Record<string, unknown>) {
  if (shape.search === 'none' && !shape.since && !shape.unconfirmed && !shape.health) return countAeds(db);
  const [row] = await counts(db, key, () => countQuery(db, shape)).execute(values);
  return row.n;
}
