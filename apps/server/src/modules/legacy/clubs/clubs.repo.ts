import {
  ACTIVATION_CODE_TAKEN,
  UNKNOWN_CLUB_CATEGORY_TYPE,
  UNKNOWN_CLUB_TYPE,
  clubStatusName,
  type Club,
  type ClubListQuery,
  type ClubStatusId,
  type ClubUpdate,
  type ClubValues,
} from '@aedatlas/contracts';
import { asc, desc, eq, sql, type AnyColumn } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Db } from '../../../db/client';
import { foreignKeyViolation, uniqueViolation } from '../../../db/pg-errors';
import { containsFolded, orderByColumn, searchableText } from '../../../db/text-search';
import { assertVersion, nextChangeTime, realChanges } from '../../../db/versioned-update';
import type { AuthUser } from '../../../plugins/auth';
import { badRequest, conflict } from '../../../plugins/http-errors';
import { recordAudit } from '../../audit/audit';
import { users } from '../../users/users.table';
import { catalogueId } from '../catalogues/catalogues.data';
import { clubCategoryTypes, clubTypes } from '../catalogues/catalogues.table';
import { listReads } from '../list-reads';
import { clubs } from './clubs.table';

/** 002 §4: a new club's type and category unless the client chooses others (fixed catalogue ids). */
export const DEFAULT_CLUB_TYPE_ID = catalogueId('club', 'friend-list');
export const DEFAULT_CLUB_CATEGORY_TYPE_ID = catalogueId('club-category', 'personal');

type Row = typeof clubs.$inferSelect;
type Changes = Partial<Omit<Row, 'id' | 'createdAt' | 'updatedAt' | 'creatorUserId'>>;

/** The name people see: the display name, else first and last name, else the email. */
const creatorName = sql<string | null>`coalesce(nullif(${users.displayName}, ''), nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), ''), ${users.email})`;

const columns = {
  club: clubs,
  clubTypeName: clubTypes.name,
  clubCategoryTypeName: clubCategoryTypes.name,
  creatorName,
};

type Joined = { club: Row; clubTypeName: string; clubCategoryTypeName: string; creatorName: string | null };

const toDto = ({ club: { id, ...r }, clubTypeName, clubCategoryTypeName, creatorName }: Joined): Club => ({
  clubId: id,
  clubTypeId: r.clubTypeId,
  clubTypeName,
  clubCategoryTypeId: r.clubCategoryTypeId,
  clubCategoryTypeName,
  clubStatusId: r.clubStatusId,
  clubStatusName: clubStatusName(r.clubStatusId)!,
  name: r.name,
  icon: r.icon,
  isPublic: r.isPublic,
  acceptPublicMembers: r.acceptPublicMembers,
  activationCode: r.activationCode,
  walletAddress: r.walletAddress,
  pointsAvailable: r.pointsAvailable,
  pointsCollected: r.pointsCollected,
  pointsDistributed: r.pointsDistributed,
  creatorUserId: r.creatorUserId,
  creatorName: r.creatorUserId ? creatorName : null,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

/** Clubs with their type, category and creator: joins that neither add nor drop a club. */
const withJoins = <T extends PgSelect>(query: T) =>
  query
    .innerJoin(clubTypes, eq(clubTypes.id, clubs.clubTypeId))
    .innerJoin(clubCategoryTypes, eq(clubCategoryTypes.id, clubs.clubCategoryTypeId))
    .leftJoin(users, eq(users.id, clubs.creatorUserId));

const joined = (db: Db) => withJoins(db.select(columns).from(clubs).$dynamic());

const SORT: Record<ClubListQuery['sortBy'], AnyColumn> = {
  name: clubs.name,
  clubTypeName: clubTypes.name,
  clubCategoryTypeName: clubCategoryTypes.name,
  clubStatusId: clubs.clubStatusId,
  isPublic: clubs.isPublic,
  pointsAvailable: clubs.pointsAvailable,
  pointsCollected: clubs.pointsCollected,
  pointsDistributed: clubs.pointsDistributed,
  createdAt: clubs.createdAt,
  updatedAt: clubs.updatedAt,
};

/** The expression of the trigram index clubs_search_fold_trgm (migration 0015_legacy_clubs). */
const searchable = searchableText(clubs.name);

const list = listReads<Joined, Club, ClubListQuery>({
  table: clubs,
  rows: joined,
  ids: (db) => withJoins(db.select({ id: clubs.id }).from(clubs).$dynamic()),
  // Newest, then the id, break ties.
  listed: (_db, q) => {
    const dir = q.sortOrder === 'asc' ? asc : desc;
    return { where: containsFolded(searchable, q.search), orderBy: [...orderByColumn(SORT[q.sortBy], q.sortOrder), dir(clubs.createdAt), dir(clubs.id)] };
  },
  toDto,
});

/** One page of clubs, searched by name (case and diacritics aside) and sorted in SQL. */
export const listClubs = list.page;
/** Every id the list's search matches, in its order: the start of an export. */
export const clubIdsInOrder = list.idsInOrder;
/** These clubs as the list shows them, in no particular order. */
export const clubsByIds = list.byIds;

export async function findClub(db: Db, id: string): Promise<Club | undefined> {
  const [row] = await joined(db).where(eq(clubs.id, id));
  return row ? toDto(row) : undefined;
}

/** 400 with a field message for each catalogue id that names no entry (checked before writing). */
async function assertCatalogues(db: Db, v: { clubTypeId?: string; clubCategoryTypeId?: string }) {
  const errors: Record<string, string> = {};
  if (v.clubTypeId && !(await db.select({ id: clubTypes.id }).from(clubTypes).where(eq(clubTypes.id, v.clubTypeId))).length) errors.clubTypeId = UNKNOWN_CLUB_TYPE;
  if (v.clubCategoryTypeId && !(await db.select({ id: clubCategoryTypes.id }).from(clubCategoryTypes).where(eq(clubCategoryTypes.id, v.clubCategoryTypeId))).length) {
    errors.clubCategoryTypeId = UNKNOWN_CLUB_CATEGORY_TYPE;
  }
  if (Object.keys(errors).length) throw badRequest('Invalid request data', errors);
}

/**
 * What the database refused, in the client's words: a catalogue entry gone between the check and
 * the write is a 400 on its field, a code another club took meanwhile a 409 on the code.
 */
async function clientErrors<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (uniqueViolation(err) === 'clubs_activation_code_key') throw conflict(ACTIVATION_CODE_TAKEN, { activationCode: ACTIVATION_CODE_TAKEN });
    const fk = foreignKeyViolation(err);
    if (fk?.includes('club_category_type')) throw badRequest('Invalid request data', { clubCategoryTypeId: UNKNOWN_CLUB_CATEGORY_TYPE });
    if (fk?.includes('club_type')) throw badRequest('Invalid request data', { clubTypeId: UNKNOWN_CLUB_TYPE });
    throw err;
  }
}

/** A code another club has already, whatever its letter case (the unique index decides in a race). */
async function assertCodeFree(db: Db, code: string, exceptId?: string) {
  const [other] = await db
    .select({ id: clubs.id })
    .from(clubs)
    .where(sql`upper(${clubs.activationCode}) = upper(${code})${exceptId ? sql` and ${clubs.id} <> ${exceptId}` : sql``}`);
  if (other) throw conflict(ACTIVATION_CODE_TAKEN, { activationCode: ACTIVATION_CODE_TAKEN });
}

/** The signed-in admin as the creator: only an account this database has (a token of an outside identity provider may name none). */
async function creatorOf(db: Db, actor: AuthUser | null): Promise<string | null> {
  if (!actor || !z.uuid().safeParse(actor.id).success) return null;
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, actor.id));
  return user?.id ?? null;
}

/** Creates a club; the creator is the signed-in admin, never a creatorUserId of the body. */
export function createClub(db: Db, actor: AuthUser | null, values: ClubValues): Promise<Club> {
  const { creatorUserId: _ignored, ...fields } = values;
  return clientErrors(() =>
    db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const row = { ...fields, clubTypeId: fields.clubTypeId ?? DEFAULT_CLUB_TYPE_ID, clubCategoryTypeId: fields.clubCategoryTypeId ?? DEFAULT_CLUB_CATEGORY_TYPE_ID };
      await assertCatalogues(tx, row);
      await assertCodeFree(tx, row.activationCode);
      const [{ id }] = await tx
        .insert(clubs)
        .values({ ...row, creatorUserId: await creatorOf(tx, actor) })
        .returning({ id: clubs.id });
      const after = (await findClub(tx, id))!;
      await recordAudit(tx, actor, { action: 'create', entityType: 'club', entityId: id, after });
      return after;
    }),
  );
}

/**
 * Saves the changed fields (a save that changes nothing writes nothing); undefined when there is
 * no such club; a stale version (If-Match) is a 409. The creator never changes.
 */
function saveClub(db: Db, actor: AuthUser | null, id: string, fields: Changes, version?: string): Promise<Club | undefined> {
  return clientErrors(() =>
    db.transaction(async (t) => {
      const tx = t as unknown as Db;
      // Locked, so the audit's "before" is the club this save replaced, not one a parallel save wrote.
      const [old] = await tx.select().from(clubs).where(eq(clubs.id, id)).for('update');
      if (!old) return undefined;
      assertVersion(old.updatedAt, version, 'This club');
      const before = (await findClub(tx, id))!;
      const changes = realChanges(old, fields as Partial<Row>) as Changes;
      if (!Object.keys(changes).length) return before;
      await assertCatalogues(tx, changes);
      if (changes.activationCode !== undefined) await assertCodeFree(tx, changes.activationCode, id);
      await tx
        .update(clubs)
        .set({ ...changes, updatedAt: nextChangeTime(old.updatedAt) })
        .where(eq(clubs.id, id));
      const after = (await findClub(tx, id))!;
      await recordAudit(tx, actor, { action: 'update', entityType: 'club', entityId: id, before, after });
      return after;
    }),
  );
}

export function updateClub(db: Db, actor: AuthUser | null, id: string, values: ClubUpdate, version?: string): Promise<Club | undefined> {
  const { clubId: _sameId, creatorUserId: _ignored, ...fields } = values;
  const sent = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as Changes;
  return saveClub(db, actor, id, sent, version);
}

/** POST admin/Clubs/Status: the one field; unchanged is a no-op. */
export function setClubStatus(db: Db, actor: AuthUser | null, id: string, status: ClubStatusId, version?: string): Promise<Club | undefined> {
  return saveClub(db, actor, id, { clubStatusId: status }, version);
}

/** False when there is no such club; a stale version (If-Match) is a 409 and deletes nothing. */
export function deleteClub(db: Db, actor: AuthUser | null, id: string, version?: string): Promise<boolean> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [old] = await tx.select().from(clubs).where(eq(clubs.id, id)).for('update');
    if (!old) return false;
    assertVersion(old.updatedAt, version, 'This club');
    const before = await findClub(tx, id);
    await tx.delete(clubs).where(eq(clubs.id, id));
    await recordAudit(tx, actor, { action: 'delete', entityType: 'club', entityId: id, before });
    return true;
  });
}
