import { pageOf } from '@aedatlas/contracts';
import type { HelpCenter, HelpCenterListQuery, HelpCenterValues, Paged } from '@aedatlas/contracts';
import { asc, count, eq, inArray, sql, type AnyColumn } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { idsInOrder } from '../../db/ids-in-order';
import { containsFolded, orderByColumn, searchableText } from '../../db/text-search';
import { assertVersion, nextChangeTime, realChanges } from '../../db/versioned-update';
import type { AuthUser } from '../../plugins/auth';
import { recordAudit } from '../audit/audit';
import { helpCenterIdTaken, withHelpCenterIdRules } from './helpcenter-ids';
import { toHelpCenterDto } from './helpcenters.repo';
import { helpCenters, type HelpCenterRow } from './helpcenters.table';

/** Empty texts sort last either way, like missing values elsewhere ('' is this table's "not given"). */
const givenText = (column: AnyColumn) => sql`nullif(${column}, '')`;

const SORT = {
  helpCenterId: helpCenters.helpCenterId,
  // The bare column, so the default order uses the Slovenian sort index on name (migration 0005).
  name: helpCenters.name,
  description: givenText(helpCenters.description),
  address: givenText(helpCenters.address),
  city: givenText(helpCenters.city),
  phoneNumber: givenText(helpCenters.phoneNumber),
  mobileNumber: givenText(helpCenters.mobileNumber),
  email: givenText(helpCenters.email),
  language: givenText(helpCenters.language),
  validated: helpCenters.validated,
  createdAt: helpCenters.createdAt,
  modifiedAt: helpCenters.modifiedAt,
} as const;

/** Exactly the expression of the trigram index help_centers_search_fold_trgm (migration 0007), so the search uses it. */
const searchable = searchableText(
  helpCenters.name,
  helpCenters.description,
  helpCenters.address,
  helpCenters.city,
  helpCenters.postalCode,
  helpCenters.email,
  helpCenters.phoneNumber,
  helpCenters.mobileNumber,
);

const matching = (search: string | undefined) => containsFolded(searchable, search);

/** The list's order; the number breaks ties, so pages never overlap. */
const orderOf = (q: HelpCenterListQuery) => [...orderByColumn(SORT[q.sortBy], q.sortOrder), asc(helpCenters.helpCenterId)];

/** One page of help centers, searched, sorted and paged in SQL. */
export async function listAdminHelpCenters(db: Db, q: HelpCenterListQuery): Promise<Paged<HelpCenter>> {
  const where = matching(q.search);
  const [rows, [{ n }]] = await Promise.all([
    db
      .select()
      .from(helpCenters)
      .where(where)
      .orderBy(...orderOf(q))
      .limit(q.size)
      .offset(q.page * q.size),
    db.select({ n: count() }).from(helpCenters).where(where),
  ]);
  return pageOf(rows.map(toHelpCenterDto), n, q);
}

/** Every id the list's search matches, in its order: the start of an export. */
export const adminHelpCenterIdsInOrder = (db: Db, q: HelpCenterListQuery) => idsInOrder(db, helpCenters, { where: matching(q.search), orderBy: orderOf(q) });

/** These help centers as the list shows them, in no particular order; one deleted since is not there. */
export async function helpCentersByIds(db: Db, ids: string[]): Promise<HelpCenter[]> {
  return (await db.select().from(helpCenters).where(inArray(helpCenters.id, ids))).map(toHelpCenterDto);
}

export async function countAdminHelpCenters(db: Db, search?: string): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(helpCenters).where(matching(search));
  return n;
}

export async function findHelpCenter(db: Db, id: string): Promise<HelpCenter | undefined> {
  const [row] = await db.select().from(helpCenters).where(eq(helpCenters.id, id));
  return row ? toHelpCenterDto(row) : undefined;
}

/** The sent values as columns: helpCenterId 0 means "none given" (assigned on create, kept on update). */
function toColumns(values: HelpCenterValues): Partial<HelpCenterRow> {
  const { helpCenterId, ...rest } = values;
  return { ...rest, ...(helpCenterId ? { helpCenterId } : {}) };
}

// Each change and its audit row share one transaction: both are saved or neither is.

/** Creates a help center; a helpCenterId already in use is a 409 on errors.helpCenterId. */
export function createHelpCenter(db: Db, actor: AuthUser | null, values: HelpCenterValues): Promise<HelpCenter> {
  const columns = toColumns(values);
  return withHelpCenterIdRules(db, columns.helpCenterId, () =>
    db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      if (columns.helpCenterId) await helpCenterIdTaken(t, columns.helpCenterId);
      const [row] = await tx.insert(helpCenters).values(columns).returning();
      const after = toHelpCenterDto(row);
      await recordAudit(t, actor, { action: 'create', entityType: 'helpcenter', entityId: row.id, after });
      return after;
    }),
  );
}

/**
 * Saves the sent fields; undefined when there is no such help center. A stale `version` is a
 * 409; a save that changes nothing writes nothing (modifiedAt stays, no audit row).
 */
export function updateHelpCenter(db: Db, actor: AuthUser | null, id: string, values: HelpCenterValues, version?: string): Promise<HelpCenter | undefined> {
  const columns = toColumns(values);
  return withHelpCenterIdRules(db, columns.helpCenterId, () =>
    db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      // Locked, so the audit's "before" is the row this update replaced, not one a parallel save wrote.
      const [old] = await tx.select().from(helpCenters).where(eq(helpCenters.id, id)).for('update');
      if (!old) return undefined;
      assertVersion(old.modifiedAt, version, 'This help center');
      const before = toHelpCenterDto(old);
      const changes = realChanges(old, columns);
      if (!Object.keys(changes).length) return before;
      if (changes.helpCenterId) await helpCenterIdTaken(t, changes.helpCenterId);
      const [row] = await tx
        .update(helpCenters)
        .set({ ...changes, modifiedAt: nextChangeTime(old.modifiedAt) })
        .where(eq(helpCenters.id, id))
        .returning();
      const after = toHelpCenterDto(row);
      await recordAudit(t, actor, { action: 'update', entityType: 'helpcenter', entityId: id, before, after });
      return after;
    }),
  );
}

/** False when there is no such help center. */
export function deleteHelpCenter(db: Db, actor: AuthUser | null, id: string, alsoInTransaction?: (tx: Db) => Promise<void>): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [old] = await tx.delete(helpCenters).where(eq(helpCenters.id, id)).returning();
    if (!old) return false;
    await alsoInTransaction?.(tx as unknown as Db);
    await recordAudit(tx as unknown as Db, actor, { action: 'delete', entityType: 'helpcenter', entityId: id, before: toHelpCenterDto(old) });
    return true;
  });
}
