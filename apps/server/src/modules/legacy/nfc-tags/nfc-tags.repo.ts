import { NFC_POSITION_INCOMPLETE, nfcTagPositionComplete, type NfcTag, type NfcTagListQuery, type NfcTagUpdate, type NfcTagValues, type Paged, pageOf } from '@aedatlas/contracts';
import { asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { idsInOrder } from '../../../db/ids-in-order';
import { containsFolded, orderByColumn, searchableText } from '../../../db/text-search';
import { assertVersion, nextChangeTime, realChanges } from '../../../db/versioned-update';
import type { AuthUser } from '../../../plugins/auth';
import { badRequest } from '../../../plugins/http-errors';
import { recordAudit } from '../../audit/audit';
import { nfcTags } from './nfc-tags.table';

type Row = typeof nfcTags.$inferSelect;

export const toNfcTagDto = (r: Row): NfcTag => ({ ...r, createdAt: r.createdAt.toISOString(), updatedAt: r.updatedAt.toISOString() });

const SORT = {
  name: nfcTags.name,
  description: nfcTags.description,
  latitude: nfcTags.latitude,
  longitude: nfcTags.longitude,
  valuePoints: nfcTags.valuePoints,
  createdAt: nfcTags.createdAt,
  updatedAt: nfcTags.updatedAt,
} as const;

/** The expression of the trigram index nfc_tags_search_fold_trgm (this module's migration). */
const searchable = searchableText(nfcTags.name, nfcTags.description);

/** The list's search and order, for its pages and an export's ids alike; the id breaks ties. */
const listed = (q: NfcTagListQuery) => ({
  where: containsFolded(searchable, q.search),
  orderBy: [...orderByColumn(SORT[q.sortBy], q.sortOrder), q.sortOrder === 'asc' ? asc(nfcTags.id) : desc(nfcTags.id)],
});

/** One page of tags, searched in name and description and sorted in SQL. */
export async function listNfcTags(db: Db, q: NfcTagListQuery): Promise<Paged<NfcTag>> {
  const { where, orderBy } = listed(q);
  const size = q.size;
  const [rows, [{ n }]] = await Promise.all([
    db
      .select()
      .from(nfcTags)
      .where(where)
      .orderBy(...orderBy)
      .limit(size)
      .offset(q.page * size),
    db.select({ n: count() }).from(nfcTags).where(where),
  ]);
  return pageOf(rows.map(toNfcTagDto), n, { page: q.page, size: size });
}

/** Every id the list's search matches, in its order: the start of an export. */
export const nfcTagIdsInOrder = (db: Db, q: NfcTagListQuery) => idsInOrder(db, nfcTags, listed(q));

/** These tags as the list shows them, in no particular order; one deleted since is not there. */
export async function nfcTagsByIds(db: Db, ids: string[]): Promise<NfcTag[]> {
  return (await db.select().from(nfcTags).where(inArray(nfcTags.id, ids))).map(toNfcTagDto);
}

export async function findNfcTag(db: Db, id: string): Promise<NfcTag | undefined> {
  const [row] = await db.select().from(nfcTags).where(eq(nfcTags.id, id));
  return row ? toNfcTagDto(row) : undefined;
}

// Each change and its audit row share one transaction.

export function createNfcTag(db: Db, actor: AuthUser | null, values: NfcTagValues): Promise<NfcTag> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(nfcTags).values(values).returning();
    const after = toNfcTagDto(row);
    await recordAudit(tx as unknown as Db, actor, { action: 'create', entityType: 'nfc-tag', entityId: row.id, after });
    return after;
  });
}

/** Saves the sent fields; undefined when there is no such tag. Stale version: 409; no change: nothing written. */
export function updateNfcTag(db: Db, actor: AuthUser | null, id: string, values: NfcTagUpdate, version?: string): Promise<NfcTag | undefined> {
  return db.transaction(async (tx) => {
    const [old] = await tx.select().from(nfcTags).where(eq(nfcTags.id, id)).for('update');
    if (!old) return undefined;
    assertVersion(old.updatedAt, version, 'This NFC tag');
    const before = toNfcTagDto(old);
    const changes = realChanges(old, values as Partial<Row>);
    if (!Object.keys(changes).length) return before;
    if (!nfcTagPositionComplete({ ...old, ...changes })) throw badRequest(NFC_POSITION_INCOMPLETE, { longitude: NFC_POSITION_INCOMPLETE });
    const [row] = await tx
      .update(nfcTags)
      .set({ ...changes, updatedAt: nextChangeTime(old.updatedAt) })
      .where(eq(nfcTags.id, id))
      .returning();
    const after = toNfcTagDto(row);
    await recordAudit(tx as unknown as Db, actor, { action: 'update', entityType: 'nfc-tag', entityId: id, before, after });
    return after;
  });
}

/** False when there is no such tag; a stale version (If-Match) is a 409 and deletes nothing. */
export function deleteNfcTag(db: Db, actor: AuthUser | null, id: string, version?: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [old] = await tx.select().from(nfcTags).where(eq(nfcTags.id, id)).for('update');
    if (!old) return false;
    assertVersion(old.updatedAt, version, 'This NFC tag');
    await tx.delete(nfcTags).where(eq(nfcTags.id, id));
    await recordAudit(tx as unknown as Db, actor, { action: 'delete', entityType: 'nfc-tag', entityId: id, before: toNfcTagDto(old) });
    return true;
  });
}
