import { changelogEntityId, changelogVersionTaken, type Changelog, type ChangelogKey, type ChangelogList, type ChangelogUpdate, type ChangelogValues } from '@aedatlas/contracts';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { uniqueViolation } from '../../../db/pg-errors';
import { assertVersion, nextChangeTime, realChanges } from '../../../db/versioned-update';
import type { AuthUser } from '../../../plugins/auth';
import { conflict } from '../../../plugins/http-errors';
import { recordAudit } from '../../audit/audit';
import { changelogs } from './changelogs.table';

type Row = typeof changelogs.$inferSelect;

/** Each run of digits padded to 10 places: compared as text, versions order by their numbers (2.9 < 2.10). */
export const versionSortKey = (version: string) => version.replace(/\d+/g, (digits) => digits.replace(/^0+(?=\d)/, '').padStart(10, '0'));

export const toChangelogDto = (r: Row): Changelog => ({
  type: r.type,
  version: r.version,
  date: r.date,
  text: r.text,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

const byKey = (key: ChangelogKey) => and(eq(changelogs.type, key.type), eq(changelogs.version, key.version));

/** Both platforms' entries (002 §7), each newest date first, then the highest version. */
export async function listChangelogs(db: Db): Promise<ChangelogList> {
  const rows = await db
    .select()
    .from(changelogs)
    .orderBy(asc(changelogs.type), desc(changelogs.date), sql`${changelogs.versionSortKey} collate "C" desc`, sql`${changelogs.version} collate "C" desc`, asc(changelogs.id));
  const entries = rows.map(toChangelogDto);
  return { ios: entries.filter((e) => e.type === 'ios'), android: entries.filter((e) => e.type === 'android') };
}

export async function findChangelog(db: Db, key: ChangelogKey): Promise<Changelog | undefined> {
  const [row] = await db.select().from(changelogs).where(byKey(key));
  return row ? toChangelogDto(row) : undefined;
}

/** A second entry with the same type and version is the client's 409, also when two saves race. */
function versionTaken(err: unknown, type: Changelog['type']): never {
  if (uniqueViolation(err) === 'changelogs_type_version_key') throw conflict(changelogVersionTaken(type), { version: changelogVersionTaken(type) });
  throw err;
}

export async function createChangelog(db: Db, actor: AuthUser | null, values: ChangelogValues): Promise<Changelog> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(changelogs)
        .values({ ...values, versionSortKey: versionSortKey(values.version) })
        .returning();
      const after = toChangelogDto(row);
      await recordAudit(tx as unknown as Db, actor, { action: 'create', entityType: 'changelog', entityId: changelogEntityId(after), after });
      return after;
    });
  } catch (err) {
    versionTaken(err, values.type);
  }
}

/**
 * Saves the sent fields of the entry at `key`; undefined when there is none. The version and the
 * type may change (the entry's address moves with them; the audit row is filed under the new one).
 */
export async function updateChangelog(db: Db, actor: AuthUser | null, key: ChangelogKey, values: ChangelogUpdate, version?: string): Promise<Changelog | undefined> {
  try {
    return await db.transaction(async (tx) => {
      const [old] = await tx.select().from(changelogs).where(byKey(key)).for('update');
      if (!old) return undefined;
      assertVersion(old.updatedAt, version, 'This changelog entry');
      const before = toChangelogDto(old);
      const changes = realChanges(old, values as Partial<Row>);
      if (!Object.keys(changes).length) return before;
      const [row] = await tx
        .update(changelogs)
        .set({ ...changes, ...(changes.version ? { versionSortKey: versionSortKey(changes.version) } : {}), updatedAt: nextChangeTime(old.updatedAt) })
        .where(eq(changelogs.id, old.id))
        .returning();
      const after = toChangelogDto(row);
      await recordAudit(tx as unknown as Db, actor, { action: 'update', entityType: 'changelog', entityId: changelogEntityId(after), before, after });
      return after;
    });
  } catch (err) {
    versionTaken(err, values.type ?? key.type);
  }
}

/** False when there is no such entry; a stale version (If-Match) is a 409 and deletes nothing. */
export function deleteChangelog(db: Db, actor: AuthUser | null, key: ChangelogKey, version?: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [old] = await tx.select().from(changelogs).where(byKey(key)).for('update');
    if (!old) return false;
    assertVersion(old.updatedAt, version, 'This changelog entry');
    await tx.delete(changelogs).where(eq(changelogs.id, old.id));
    const before = toChangelogDto(old);
    await recordAudit(tx as unknown as Db, actor, { action: 'delete', entityType: 'changelog', entityId: changelogEntityId(before), before });
    return true;
  });
}
