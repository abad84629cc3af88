import {
  DISCOUNT_ABOVE_BASE,
  discountNotAboveBase,
  type Paged,
  type StoreItem,
  type StoreItemListQuery,
  type StoreItemUpdate,
  type StoreItemValues,
  pageOf,
} from '@aedatlas/contracts';
import { asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { idsInOrder } from '../../../db/ids-in-order';
import { containsFolded, orderByColumn, searchableText } from '../../../db/text-search';
import { assertVersion, nextChangeTime, realChanges } from '../../../db/versioned-update';
import type { AuthUser } from '../../../plugins/auth';
import { badRequest } from '../../../plugins/http-errors';
import { recordAudit } from '../../audit/audit';
import { storeItems } from './store-items.table';

type Row = typeof storeItems.$inferSelect;

/**
 * The API's item. A numeric(12,2) text has at most 12 significant digits, so the number it
 * becomes is written back as exactly that decimal ('19.99' -> 19.99).
 */
export const toStoreItemDto = ({ id, ...r }: Row): StoreItem => ({
  storeItemId: id,
  ...r,
  basePrice: Number(r.basePrice),
  discountedPrice: Number(r.discountedPrice),
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

const SORT = {
  name: storeItems.name,
  basePrice: storeItems.basePrice,
  discountedPrice: storeItems.discountedPrice,
  currency: storeItems.currency,
  available: storeItems.available,
  language: storeItems.language,
  discountPointsRequirement: storeItems.discountPointsRequirement,
  stock: storeItems.stock,
  createdAt: storeItems.createdAt,
  updatedAt: storeItems.updatedAt,
} as const;

/** The expression of the trigram index store_items_search_fold_trgm (this module's migration). */
const searchable = searchableText(storeItems.name, storeItems.shortDescription, storeItems.description);

/** The list's search and order, for its pages and an export's ids alike; the id breaks ties. */
const listed = (q: StoreItemListQuery) => ({
  where: containsFolded(searchable, q.search),
  orderBy: [...orderByColumn(SORT[q.sortBy], q.sortOrder), q.sortOrder === 'asc' ? asc(storeItems.id) : desc(storeItems.id)],
});

/** One page of items, searched in the name and both descriptions and sorted in SQL. */
export async function listStoreItems(db: Db, q: StoreItemListQuery): Promise<Paged<StoreItem>> {
  const { where, orderBy } = listed(q);
  const size = q.size;
  const [rows, [{ n }]] = await Promise.all([
    db
      .select()
      .from(storeItems)
      .where(where)
      .orderBy(...orderBy)
      .limit(size)
      .offset(q.page * size),
    db.select({ n: count() }).from(storeItems).where(where),
  ]);
  return pageOf(rows.map(toStoreItemDto), n, { page: q.page, size: size });
}

/** Every id the list's search matches, in its order: the start of an export. */
export const storeItemIdsInOrder = (db: Db, q: StoreItemListQuery) => idsInOrder(db, storeItems, listed(q));

/** These items as the list shows them, in no particular order. */
export async function storeItemsByIds(db: Db, ids: string[]): Promise<StoreItem[]> {
  const rows = await db.select().from(storeItems).where(inArray(storeItems.id, ids));
  return rows.map(toStoreItemDto);
}

export async function findStoreItem(db: Db, id: string): Promise<StoreItem | undefined> {
  const [row] = await db.select().from(storeItems).where(eq(storeItems.id, id));
  return row ? toStoreItemDto(row) : undefined;
}

export function createStoreItem(db: Db, actor: AuthUser | null, values: StoreItemValues): Promise<StoreItem> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(storeItems).values(values).returning();
    const after = toStoreItemDto(row);
    await recordAudit(tx as unknown as Db, actor, { action: 'create', entityType: 'store-item', entityId: row.id, after });
    return after;
  });
}

/**
 * Saves the sent fields; undefined when there is no such item. Prices are compared as the
 * database's decimal text ('19.90' and 19.9 are the same price), the discount against the stored
 * base price when only one of them is sent.
 */
export function updateStoreItem(db: Db, actor: AuthUser | null, id: string, values: StoreItemUpdate, version?: string): Promise<StoreItem | undefined> {
  return db.transaction(async (tx) => {
    const [old] = await tx.select().from(storeItems).where(eq(storeItems.id, id)).for('update');
    if (!old) return undefined;
    assertVersion(old.updatedAt, version, 'This store item');
    const before = toStoreItemDto(old);
    const { storeItemId: _sameId, ...fields } = values;
    const changes = realChanges(old, fields as Partial<Row>);
    if (!Object.keys(changes).length) return before;
    if (!discountNotAboveBase({ ...old, ...changes })) throw badRequest(DISCOUNT_ABOVE_BASE, { discountedPrice: DISCOUNT_ABOVE_BASE });
    const [row] = await tx
      .update(storeItems)
      .set({ ...changes, updatedAt: nextChangeTime(old.updatedAt) })
      .where(eq(storeItems.id, id))
      .returning();
    const after = toStoreItemDto(row);
    await recordAudit(tx as unknown as Db, actor, { action: 'update', entityType: 'store-item', entityId: id, before, after });
    return after;
  });
}

/** False when there is no such item; a stale version (If-Match) is a 409 and deletes nothing. */
export function deleteStoreItem(db: Db, actor: AuthUser | null, id: string, version?: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [old] = await tx.select().from(storeItems).where(eq(storeItems.id, id)).for('update');
    if (!old) return false;
    assertVersion(old.updatedAt, version, 'This store item');
    await tx.delete(storeItems).where(eq(storeItems.id, id));
    await recordAudit(tx as unknown as Db, actor, { action: 'delete', entityType: 'store-item', entityId: id, before: toStoreItemDto(old) });
    return true;
  });
}
