import {
  HELP_KEY_IMMUTABLE,
  HELP_OPTION_KEY_TAKEN,
  type HelpServiceOption,
  type HelpServiceOptionCreate,
  type HelpServiceOptionListQuery,
  type HelpServiceUpdate,
  type Paged,
  pageOf,
} from '@aedatlas/contracts';
import { and, asc, count, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { idsInOrder } from '../../db/ids-in-order';
import { uniqueViolation } from '../../db/pg-errors';
import { containsFolded } from '../../db/text-search';
import { assertVersion, nextChangeTime, realChanges } from '../../db/versioned-update';
import type { AuthUser } from '../../plugins/auth';
import { badRequest, conflict, notFound } from '../../plugins/http-errors';
import { recordAudit } from '../audit/audit';
import { byKey, findOptionDto, optionSnapshot, toOptionDtos, type OptionRow } from './helpservices.dto';
import { helpServiceOptions, helpServices, localizations } from './helpservices.table';
import { addEnglishName, deleteTranslationsOf } from './localizations.repo';

export const OPTION_NOT_FOUND = 'Option not found';

const auditOption = (tx: Db, actor: AuthUser | null, action: 'create' | 'update' | 'delete', row: OptionRow, before?: OptionRow) =>
  // parentId: the service's history shows its options.
  recordAudit(tx, actor, {
    action,
    entityType: 'helpservice-option',
    entityId: row.id,
    parentId: row.serviceId,
    before: action === 'create' ? undefined : optionSnapshot(before ?? row),
    after: action === 'delete' ? undefined : optionSnapshot(row),
  });

/** An option matches a search by its key, category or any of its names, ignoring case and accents. */
function matching(search: string | undefined) {
  const byKey = containsFolded(sql`${helpServiceOptions.key} || ' ' || ${helpServiceOptions.category}`, search);
  if (!byKey) return undefined;
  const byName = containsFolded(sql`${localizations.fieldValue}`, search)!;
  return or(
    byKey,
    sql`exists (select 1 from ${localizations} where ${localizations.entityType} = 'OPTION' and ${localizations.entityId} = ${helpServiceOptions.id} and ${byName})`,
  );
}

/** The list's filters and order, for its pages and an export's ids alike: by service key, then option key. */
const listed = (q: HelpServiceOptionListQuery) => ({
  where: and(q.serviceId ? eq(helpServiceOptions.serviceId, q.serviceId) : undefined, matching(q.search)),
  orderBy: [byKey(helpServiceOptions.category), byKey(helpServiceOptions.key), asc(helpServiceOptions.id)],
});

/** GET admin/helpservice-option: one page (at most HELP_OPTION_PAGE_MAX). */
export async function listOptions(db: Db, q: HelpServiceOptionListQuery): Promise<Paged<HelpServiceOption>> {
  const { where, orderBy } = listed(q);
  const [rows, [{ n }]] = await Promise.all([
    db
      .select()
      .from(helpServiceOptions)
      .where(where)
      .orderBy(...orderBy)
      .limit(q.size)
      .offset(q.page * q.size),
    db.select({ n: count() }).from(helpServiceOptions).where(where),
  ]);
  return pageOf(await toOptionDtos(db, rows), n, q);
}

/** Every id the list's filters match, in its order: the start of an export. */
export const optionIdsInOrder = (db: Db, q: HelpServiceOptionListQuery) => idsInOrder(db, helpServiceOptions, listed(q));

/** These options as the list shows them (with their service's key and name), in no particular order. */
export async function optionsByIds(db: Db, ids: string[]): Promise<HelpServiceOption[]> {
  return toOptionDtos(db, await db.select().from(helpServiceOptions).where(inArray(helpServiceOptions.id, ids)));
}

/** GET admin/helpservice-option/service/{serviceId}: every option of one service; undefined when the service does not exist. */
export async function listOptionsOfService(db: Db, serviceId: string): Promise<HelpServiceOption[] | undefined> {
  const [service] = await db.select({ id: helpServices.id }).from(helpServices).where(eq(helpServices.id, serviceId));
  if (!service) return undefined;
  const rows = await db.select().from(helpServiceOptions).where(eq(helpServiceOptions.serviceId, serviceId)).orderBy(byKey(helpServiceOptions.key));
  return toOptionDtos(db, rows);
}

export const findOption = findOptionDto;

function keyTaken(err: unknown): never {
  if (uniqueViolation(err) === 'help_service_options_key_unique') throw conflict(HELP_OPTION_KEY_TAKEN, { key: HELP_OPTION_KEY_TAKEN });
  throw err;
}

/** Creates an option under a service (404 when it does not exist); its category is the service's key (001 §3). */
export async function createOption(db: Db, actor: AuthUser | null, serviceId: string, v: HelpServiceOptionCreate): Promise<HelpServiceOption> {
  try {
    return await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      // Shared lock: the service cannot be deleted while its new option is written.
      const [service] = await tx.select().from(helpServices).where(eq(helpServices.id, serviceId)).for('share');
      if (!service) throw notFound('Service not found');
      const [row] = await tx.insert(helpServiceOptions).values({ serviceId, key: v.key, category: service.key, icon: v.icon, visible: v.visible }).returning();
      await auditOption(tx, actor, 'create', row);
      if (v.englishDisplayValue) await addEnglishName(tx, actor, 'OPTION', row.id, v.englishDisplayValue);
      return (await findOptionDto(tx, row.id))!;
    });
  } catch (err) {
    keyTaken(err);
  }
}

/** PUT admin/helpservice-option/{id}: icon and visible, with the same rules as a service's update. */
export function updateOption(db: Db, actor: AuthUser | null, id: string, v: HelpServiceUpdate, version?: string): Promise<HelpServiceOption | undefined> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [old] = await tx.select().from(helpServiceOptions).where(eq(helpServiceOptions.id, id)).for('update');
    if (!old) return undefined;
    if (v.key !== undefined && v.key !== old.key) throw badRequest(HELP_KEY_IMMUTABLE, { key: HELP_KEY_IMMUTABLE });
    assertVersion(old.updatedAt, version, 'This option');
    const changes = realChanges(old, { icon: v.icon, visible: v.visible });
    if (Object.keys(changes).length) {
      const [row] = await tx
        .update(helpServiceOptions)
        .set({ ...changes, updatedAt: nextChangeTime(old.updatedAt) })
        .where(eq(helpServiceOptions.id, id))
        .returning();
      await auditOption(tx, actor, 'update', row, old);
    }
    return findOptionDto(tx, id);
  });
}

/** Inside a service's delete: its options and their translations, each audited. */
export async function deleteOptionsOf(tx: Db, actor: AuthUser | null, serviceId: string) {
  const rows = await tx.select().from(helpServiceOptions).where(eq(helpServiceOptions.serviceId, serviceId)).orderBy(byKey(helpServiceOptions.key)).for('update');
  await deleteTranslationsOf(
    tx,
    actor,
    'OPTION',
    rows.map((r) => r.id),
  );
  await tx.delete(helpServiceOptions).where(eq(helpServiceOptions.serviceId, serviceId));
  for (const row of rows) await auditOption(tx, actor, 'delete', row);
}

/** DELETE admin/helpservice-option/{id}: the option and its translations; false when there is no such option. */
export function deleteOption(db: Db, actor: AuthUser | null, id: string): Promise<boolean> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [old] = await tx.select().from(helpServiceOptions).where(eq(helpServiceOptions.id, id)).for('update');
    if (!old) return false;
    await deleteTranslationsOf(tx, actor, 'OPTION', [id]);
    await tx.delete(helpServiceOptions).where(eq(helpServiceOptions.id, id));
    await auditOption(tx, actor, 'delete', old);
    return true;
  });
}
