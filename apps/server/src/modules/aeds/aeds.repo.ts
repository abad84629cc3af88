import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { aedColumns, toAedDto, type AedPictureRow } from './aeds.dto';
import { orderByColumn } from '../../db/text-search';
import { AED_KEYED_TEXT, aedSearchCondition, shownDescription } from './aeds.search';
import { aedPictures, aeds } from './aeds.table';

export async function countAeds(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(aeds);
  return row?.n ?? 0;
}

async function picturesOf(db: Db, aedIds: string[]): Promise<Map<string, AedPictureRow[]>> {
  const byAed = new Map<string, AedPictureRow[]>();
  if (!aedIds.length) return byAed;
  const rows = await db.select().from(aedPictures).where(inArray(aedPictures.aedId, aedIds)).orderBy(asc(aedPictures.createdAt));
  for (const p of rows) byAed.set(p.aedId, [...(byAed.get(p.aedId) ?? []), p]);
  return byAed;
}

export async function getAed(db: Db, id: string) {
  const [row] = await db.select(aedColumns).from(aeds).where(eq(aeds.id, id)).limit(1);
  if (!row) return undefined;
  return toAedDto(row, (await picturesOf(db, [id])).get(id) ?? []);
}

export const AED_SORT_COLUMNS = {
  // What the Description cell shows first (000 §2.11): most AEDs have a title, few a description.
  description: shownDescription,
  title: AED_KEYED_TEXT.title,
  address: AED_KEYED_TEXT.address,
  city: AED_KEYED_TEXT.city,
  accessibility: AED_KEYED_TEXT.accessibility,
  contact: aeds.contact,
  contactPhoneNumber: aeds.contactPhoneNumber,
  contactEmail: aeds.contactEmail,
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

/** One page, searched and sorted in SQL; the id breaks ties so pages never overlap. */
export async function listAeds(db: Db, q: AedListQuery) {
  const where = aedSearchCondition(q.search);
  const order = orderByColumn(AED_SORT_COLUMNS[q.sortBy], q.sortOrder);
  const [rows, [{ n }]] = await Promise.all([
    db.select(aedColumns).from(aeds).where(where).orderBy(...order, asc(aeds.id)).limit(q.size).offset(q.page * q.size),
    db.select({ n: count() }).from(aeds).where(where),
  ]);
  const pictures = await picturesOf(db, rows.map((r) => r.id));
  return {
    data: rows.map((r) => toAedDto(r, pictures.get(r.id) ?? [])),
    page: q.page,
    pageSize: q.size,
    totalCount: n,
    totalPages: Math.ceil(n / q.size),
  };
}

/** The nearest AEDs by great-circle distance, using the GiST index on ll_to_earth (KNN), out-of-service ones last. */
export async function nearestAeds(db: Db, lat: number, lon: number, limit: number) {
  const origin = sql`ll_to_earth(${lat}::float8, ${lon}::float8)`;
  const point = sql`ll_to_earth(${aeds.latitude}, ${aeds.longitude})`;
  const rows = await db
    .select({ aed: aedColumns, distance: sql<number>`earth_distance(${point}, ${origin})` })
    .from(aeds)
    .orderBy(sql`${point} <-> ${origin}`)
    .limit(limit);
  const pictures = await picturesOf(db, rows.map((r) => r.aed.id));
  const found = rows.map((r) => ({ ...toAedDto(r.aed, pictures.get(r.aed.id) ?? []), distanceMeters: Math.round(Number(r.distance)) }));
  // An AED out of service (a street report of use or damage) stays in the list, with its reason,
  // but after every one in service: the nearest working AED comes first. The sort is stable, so
  // each group keeps its distance order, and the KNN index still picks the rows.
  return [...found.filter((a) => !a.outOfService), ...found.filter((a) => a.outOfService)];
}
