import type { Aed, AedPicture, AedState } from '@aedatlas/contracts';
import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import { aedPictures, aeds } from './aeds.table';

/**
 * Columns the API never shows: the raw OpenStreetMap tags stay in the database; the map tile key,
 * the search text, the shown description, the earliest expiry and the sort keys (every column
 * named `...SortKey`, aeds.table.ts) are derived from the other columns; which fields an admin edited and since when
 * OSM lacks the AED are the importer's bookkeeping, shown on the import page. The check page's code
 * is printed on the AED's label and served to its admins and guardians alone (modules/aed-checks).
 * Where each field came from and "keep ours" are the registry imports' bookkeeping (modules/geodae).
 * The cabinet's sealed code and its key id are secret: only a dispatch reveal opens the code, and
 * the API says whether there is one (`hasCabinetCode`), never what it is, not even to admins.
 */
const INTERNAL = [
  'osmTags',
  'tileKey',
  'searchText',
  'shownDescription',
  'expiryDate',
  'editedFields',
  'osmMissingSince',
  'checkCode',
  'fieldSources',
  'keepOurs',
  'cabinetCodeSealed',
  'cabinetCodeKeyId',
] as const;
type SortKey = Extract<keyof typeof aeds.$inferSelect, `${string}SortKey`>;
type Internal = (typeof INTERNAL)[number] | SortKey;

/** A row of the AED table, as read with every column or with aedColumns alone. */
export type AedRow = Omit<typeof aeds.$inferSelect, Internal> & Partial<Record<Internal, unknown>>;

const named = new Set<string>(INTERNAL);
const isInternal = (name: string) => named.has(name) || name.endsWith('SortKey');

const withoutInternal = <T extends object>(row: T): Omit<T, Internal> => {
  const shown: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(row)) if (!isInternal(name)) shown[name] = value;
  return shown as Omit<T, Internal>;
};

/** Every column the API shows. */
export const aedColumns = withoutInternal(getTableColumns(aeds));
export type AedPictureRow = typeof aedPictures.$inferSelect;
/** What the API shows of a picture row. */
type PictureFields = Pick<AedPictureRow, 'id' | 'aedId' | 'url' | 'createdAt' | 'updatedAt'>;

export const toPictureDto = (p: PictureFields): AedPicture => ({
  id: p.id,
  aedId: p.aedId,
  url: p.url,
  createdAt: p.createdAt.toISOString(),
  updatedAt: p.updatedAt.toISOString(),
});

/** A picture as `picturesOfRow` gives it: JSON has no dates, so the times arrive as text. */
export interface PictureJson {
  id: string;
  aedId: string;
  url: string;
  createdAt: string;
  updatedAt: string;
}

/** The pictures of the AED in the row being read, as `p`. */
const picturesOfThisAed = sql`${aedPictures} p where p.aed_id = ${aeds.id}`;

/**
 * The pictures of the AED in the same row (oldest first, at most `limit`), as one JSON array:
 * a page of AEDs comes with its pictures in one query, not one query for the AEDs and one more
 * for their pictures. Read it back with `picturesFromJson`.
 */
export function picturesOfRow(limit?: number): SQL<PictureJson[]> {
  const picture = sql`json_build_object('id', p.id, 'aedId', p.aed_id, 'url', p.url, 'createdAt', p.created_at, 'updatedAt', p.updated_at)`;
  const first = limit === undefined ? sql`` : sql` limit ${limit}`;
  return sql<PictureJson[]>`(select coalesce(json_agg(${picture} order by p.created_at, p.id), '[]'::json) from (select * from ${picturesOfThisAed} order by p.created_at, p.id${first}) p)`;
}

/** How many pictures the AED in the same row has. */
export const pictureCountOfRow = () => sql<number>`(select count(*) from ${picturesOfThisAed})`.mapWith(Number);

/** The pictures `picturesOfRow` read, as rows of the picture table. */
export const picturesFromJson = (pictures: PictureJson[]): PictureFields[] =>
  pictures.map((p) => ({ ...p, createdAt: new Date(p.createdAt), updatedAt: new Date(p.updatedAt) }));

/** The date columns of the API's AED, sent as ISO text. */
const DATES = ['createdAt', 'modifiedAt', 'outOfServiceSince', 'lastConfirmedAt', 'possiblyInUseUntil'] as const;
/**
 * The other shown columns, listed once: copying them by name gives every AED object the same
 * shape in the same order, where going through each row's entries and testing every name cost
 * about a third of the admin list's own work.
 */
const PLAIN = Object.keys(aedColumns).filter((name) => !(DATES as readonly string[]).includes(name));

/**
 * The API's AED: every field of 000 §3; the raw OpenStreetMap tags stay internal. "Possibly in
 * use" is shown while its time is ahead of `now`.
 */
export function toAedDto(row: AedRow, pictures: PictureFields[], now = new Date()): Aed {
  const dto: Record<string, unknown> = {};
  for (const name of PLAIN) dto[name] = row[name as keyof AedRow];
  dto.createdAt = row.createdAt.toISOString();
  dto.modifiedAt = row.modifiedAt.toISOString();
  dto.outOfServiceSince = row.outOfServiceSince ? row.outOfServiceSince.toISOString() : null;
  dto.lastConfirmedAt = row.lastConfirmedAt ? row.lastConfirmedAt.toISOString() : null;
  dto.possiblyInUseUntil = row.possiblyInUseUntil && row.possiblyInUseUntil > now ? row.possiblyInUseUntil.toISOString() : null;
  dto.outOfService = outOfServiceReason(row.outOfService, row.state);
  dto.pictures = pictures.map(toPictureDto);
  return dto as unknown as Aed;
}

/**
 * Why an AED cannot be used: the street report's kind that took it out, else its state when an
 * admin or guardian set it out of service or absent; null while it can be used.
 */
export function outOfServiceReason(reportKind: string | null, state: AedState): string | null {
  return reportKind ?? (UNUSABLE_STATES.includes(state) ? state : null);
}
const UNUSABLE_STATES: readonly AedState[] = ['outOfService', 'temporarilyAbsent', 'removed'];

/** The same as SQL, for the map reads (feed, tiles, search, Near me). */
export const outOfServiceReasonSql = sql<string | null>`coalesce(${aeds.outOfService}, case when ${aeds.state} in ('outOfService', 'temporarilyAbsent', 'removed') then ${aeds.state} end)`;
