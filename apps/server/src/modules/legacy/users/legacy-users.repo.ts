import { pageOf } from '@aedatlas/contracts';
import type { LegacyListQuery, LegacyUser } from '@aedatlas/contracts';
import { LEGACY_USER_SORT_FIELDS } from '@aedatlas/contracts';
import { and, asc, count, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { orderByColumn } from '../../../db/text-search';
import { BRUTE_FORCE } from '../../../identity/brute-force';
import { loginFailures } from '../../../identity/identity.table';
import type { AuthUser } from '../../../plugins/auth';
import { notFound } from '../../../plugins/http-errors';
import { recordAudit } from '../../audit/audit';
import { roles, userRoles, users } from '../../users/users.table';
import { userSearchCondition } from '../../users/users.search';

type SortField = (typeof LEGACY_USER_SORT_FIELDS)[number];
const SORT = { userName: users.userName, email: users.email, firstName: users.firstName, lastName: users.lastName, createdAt: users.createdAt } as const satisfies Record<SortField, unknown>;

/**
 * Failed sign-ins still counting against the account: the brute-force counter of its own bucket
 * (login_failures is keyed by the lower-cased username), forgotten after BRUTE_FORCE.resetAfterS
 * as the provider forgets them.
 */
const accessFailedCount = sql<number>`coalesce((
  select ${loginFailures.failures} from ${loginFailures}
  where ${loginFailures.username} = lower(${users.email})
    and ${loginFailures.lastFailureAt} >= now() - make_interval(secs => ${BRUTE_FORCE.resetAfterS})
), 0)::int`;

const selection = { ...getTableColumns(users), accessFailedCount };
type Row = Awaited<ReturnType<typeof selectUsers>>[number];

function selectUsers(db: Db) {
  return db.select(selection).from(users);
}

/** The role names of these users, in one query. */
async function rolesByUser(db: Db, ids: string[]): Promise<Map<string, string[]>> {
  const byUser = new Map<string, string[]>(ids.map((id) => [id, []]));
  if (!ids.length) return byUser;
  const rows = await db
    .select({ userId: userRoles.userId, name: roles.name })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(inArray(userRoles.userId, ids))
    .orderBy(asc(roles.normalizedName));
  for (const r of rows) byUser.get(r.userId)!.push(r.name);
  return byUser;
}

function toLegacyUser(row: Row, roleNames: string[]): LegacyUser {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    emailConfirmed: row.emailVerified,
    language: row.languageCode,
    gdprConfirmed: row.gdprConfirmed,
    validated: row.validated,
    phoneNumberConfirmed: row.phoneNumberConfirmed,
    twoFactorEnabled: row.twoFactorEnabled,
    accessFailedCount: row.accessFailedCount,
    isPrivate: row.isPrivate,
    subscriptionLevel: row.subscriptionLevel as LegacyUser['subscriptionLevel'],
    subscriptionBilling: row.subscriptionBilling as LegacyUser['subscriptionBilling'],
    userName: row.userName,
    userRoles: roleNames.map((name) => ({ role: { name } })),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const orderOf = (q: LegacyListQuery<SortField>) => [...orderByColumn(SORT[q.sortBy], q.sortOrder), asc(users.id)];

/** GET admin/Users/Search: a page of users by name, email or phone (case and diacritics aside). */
export async function searchLegacyUsers(db: Db, q: LegacyListQuery<SortField>) {
  const where = userSearchCondition(q.search);
  const [rows, [{ n }]] = await Promise.all([
    selectUsers(db)
      .where(where)
      .orderBy(...orderOf(q))
      .limit(q.size)
      .offset(q.page * q.size),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return pageOf(await withRoles(db, rows), n, q);
}

async function withRoles(db: Db, rows: Row[]): Promise<LegacyUser[]> {
  const roleNames = await rolesByUser(db, rows.map((r) => r.id));
  return rows.map((r) => toLegacyUser(r, roleNames.get(r.id)!));
}

/** Every id the search matches, in its order (newest sign-up first by default): the start of an export (list-export/id-snapshot.ts). */
export async function legacyUserIdsInOrder(db: Db, q: LegacyListQuery<SortField>): Promise<string[]> {
  const rows = await db.select({ id: users.id }).from(users).where(userSearchCondition(q.search)).orderBy(...orderOf(q));
  return rows.map((row) => row.id);
}

/** These users as the search shows them, in no particular order. */
export async function legacyUsersByIds(db: Db, ids: string[]): Promise<LegacyUser[]> {
  return withRoles(db, await selectUsers(db).where(inArray(users.id, ids)));
}

export async function findLegacyUser(db: Db, id: string): Promise<LegacyUser | undefined> {
  const [row] = await selectUsers(db).where(eq(users.id, id));
  if (!row) return undefined;
  return toLegacyUser(row, (await rolesByUser(db, [id])).get(id)!);
}

/**
 * POST admin/Users/{id}/SetValidated (002 §4): an unvalidated user becomes validated, audited.
 * A user who already is stays as they are (nothing written, no audit entry).
 */
export async function validateUser(db: Db, actor: AuthUser | null, id: string): Promise<LegacyUser> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [changed] = await tx
      .update(users)
      .set({ validated: true, updatedAt: sql`greatest(now(), ${users.updatedAt} + interval '1 millisecond')` })
      .where(and(eq(users.id, id), eq(users.validated, false)))
      .returning({ id: users.id });
    if (changed) await recordAudit(t, actor, { action: 'update', entityType: 'user', entityId: id, before: { validated: false }, after: { validated: true } });
    const user = await findLegacyUser(t, id);
    if (!user) throw notFound('User not found');
    return user;
  });
}
