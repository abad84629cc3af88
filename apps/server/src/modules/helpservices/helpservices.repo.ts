import {
  HELP_KEY_IMMUTABLE,
  HELP_SERVICE_KEY_TAKEN,
  type HelpService,
  type HelpServiceCreate,
  type HelpServiceListQuery,
  type HelpServiceUpdate,
  type Paged,
  pageOf,
} from '@aedatlas/contracts';
import { asc, count, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { idsInOrder } from '../../db/ids-in-order';
import { uniqueViolation } from '../../db/pg-errors';
import { containsFolded } from '../../db/text-search';
import { assertVersion, nextChangeTime, realChanges } from '../../db/versioned-update';
import type { AuthUser } from '../../plugins/auth';
import { badRequest, conflict } from '../../plugins/http-errors';
import { recordAudit } from '../audit/audit';
import { findServiceDto, serviceSnapshot, toServiceDtos } from './helpservices.dto';
import { helpServices, localizations } from './helpservices.table';
import { addEnglishName, deleteTranslationsOf } from './localizations.repo';
import { deleteOptionsOf } from './helpservice-options.repo';

export const SERVICE_NOT_FOUND = 'Service not found';

const SORT = { createdAt: helpServices.createdAt, updatedAt: helpServices.updatedAt } as const;

/** A service matches a search by its key or by any of its names, ignoring case and accents. */
function matching(search: string | undefined) {
  const byKey = containsFolded(sql`${helpServices.key}`, search);
  if (!byKey) return undefined;
  const byName = containsFolded(sql`${localizations.fieldValue}`, search)!;
  const named = sql`exists (select 1 from ${localizations} where ${localizations.entityType} = 'SERVICE' and ${localizations.entityId} = ${helpServices.id} and ${byName})`;
  return or(byKey, named);
}

/** The list's order: keys by their bytes on every database (see byKey), the id breaking ties. */
function orderOf(q: HelpServiceListQuery) {
  const dir = q.sortOrder === 'asc' ? asc : desc;
  return [q.sortBy === 'key' ? sql`${helpServices.key} collate "C" ${q.sortOrder === 'asc' ? sql`asc` : sql`desc`}` : dir(SORT[q.sortBy]), dir(helpServices.id)];
}

/** GET admin/helpservice: one page, searched and sorted in SQL, each service with its options and translations. */
export async function listHelpServices(db: Db, q: HelpServiceListQuery): Promise<Paged<HelpService>> {
  const where = matching(q.search);
  const [rows, [{ n }]] = await Promise.all([
    db
      .select()
      .from(helpServices)
      .where(where)
      .orderBy(...orderOf(q))
      .limit(q.size)
      .offset(q.page * q.size),
    db.select({ n: count() }).from(helpServices).where(where),
  ]);
  return pageOf(await toServiceDtos(db, rows), n, q);
}

/** Every id the list's search matches, in its order: the start of an export. */
export const helpServiceIdsInOrder = (db: Db, q: HelpServiceListQuery) => idsInOrder(db, helpServices, { where: matching(q.search), orderBy: orderOf(q) });

/** These services as the list shows them (options and translations too), in no particular order. */
export async function helpServicesByIds(db: Db, ids: string[]): Promise<HelpService[]> {
  return toServiceDtos(db, await db.select().from(helpServices).where(inArray(helpServices.id, ids)));
}

export const findHelpService = findServiceDto;

/** The unique key index's violation is the client's 409 with a field message, never a 500. */
function keyTaken(err: unknown): never {
  if (uniqueViolation(err) === 'help_services_key_unique') throw conflict(HELP_SERVICE_KEY_TAKEN, { key: HELP_SERVICE_KEY_TAKEN });
  throw err;
}

/** Creates a service and, when given, its English display value, in one transaction. */
export async function createHelpService(db: Db, actor: AuthUser | null, values: HelpServiceCreate): Promise<HelpService> {
  try {
    return await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const [row] = await tx.insert(helpServices).values({ key: values.key, icon: values.icon, visible: values.visible }).returning();
      await recordAudit(tx, actor, { action: 'create', entityType: 'helpservice', entityId: row.id, after: serviceSnapshot(row) });
      if (values.englishDisplayValue) await addEnglishName(tx, actor, 'SERVICE', row.id, values.englishDisplayValue);
      return (await findServiceDto(tx, row.id))!;
    });
  } catch (err) {
    keyTaken(err);
  }
}

/**
 * Saves icon and visible; undefined when there is no such service. The key never changes: one
 * sent back unchanged is fine, another is a 400. Stale version: 409; nothing changed: nothing written.
 */
export function updateHelpService(db: Db, actor: AuthUser | null, id: string, values: HelpServiceUpdate, version?: string): Promise<HelpService | undefined> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [old] = await tx.select().from(helpServices).where(eq(helpServices.id, id)).for('update');
    if (!old) return undefined;
    if (values.key !== undefined && values.key !== old.key) throw badRequest(HELP_KEY_IMMUTABLE, { key: HELP_KEY_IMMUTABLE });
    assertVersion(old.updatedAt, version, 'This help service');
    const changes = realChanges(old, { icon: values.icon, visible: values.visible });
    if (Object.keys(changes).length) {
      const [row] = await tx
        .update(helpServices)
        .set({ ...changes, updatedAt: nextChangeTime(old.updatedAt) })
        .where(eq(helpServices.id, id))
        .returning();
      await recordAudit(tx, actor, { action: 'update', entityType: 'helpservice', entityId: id, before: serviceSnapshot(old), after: serviceSnapshot(row) });
    }
    return findServiceDto(tx, id);
  });
}

/**
 * Deletes a service with its options (the foreign key cascades) and every translation of both,
 * in one transaction; each deleted record gets its audit row. False when there is no such service.
 */
export function deleteHelpService(db: Db, actor: AuthUser | null, id: string): Promise<boolean> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [old] = await tx.select().from(helpServices).where(eq(helpServices.id, id)).for('update');
    if (!old) return false;
    await deleteTranslationsOf(tx, actor, 'SERVICE', [id]);
    await deleteOptionsOf(tx, actor, id);
    await tx.delete(helpServices).where(eq(helpServices.id, id));
    await recordAudit(tx, actor, { action: 'delete', entityType: 'helpservice', entityId: id, before: serviceSnapshot(old) });
    return true;
  });
}
