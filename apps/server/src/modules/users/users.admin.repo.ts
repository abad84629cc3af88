import { pageOf } from '@aedatlas/contracts';
import type { User } from '@aedatlas/contracts';
import { and, asc, count, eq, gte, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { iceContacts } from '../ice/ice.table';
import { toIceContactDto } from '../ice/ice.repo';
import { roles, userRoles, users } from './users.table';
import { toUserDto } from './users.repo';
import { orderByColumn } from '../../db/text-search';
import { userSearchCondition } from './users.search';

const SORT = { createdAt: users.createdAt, updatedAt: users.updatedAt, email: users.email, displayName: users.displayName, lastName: users.lastName } as const;

export interface AdminUserQuery {
  page: number;
  size: number;
  search?: string;
  lastModifiedFrom?: string;
  sortBy: keyof typeof SORT;
  sortOrder: 'asc' | 'desc';
}

type UserRow = typeof users.$inferSelect;

/** Users with their roles and ICE contacts, by id: two queries whatever the number of users. */
async function usersWithDetails(db: Db, rows: UserRow[]): Promise<Map<string, User>> {
  const ids = rows.map((r) => r.id);
  if (!ids.length) return new Map();
  const [roleRows, contactRows] = await Promise.all([
    db.select({ userId: userRoles.userId, name: roles.name }).from(userRoles).innerJoin(roles, eq(roles.id, userRoles.roleId)).where(inArray(userRoles.userId, ids)),
    db.select().from(iceContacts).where(inArray(iceContacts.userId, ids)).orderBy(asc(iceContacts.createdAt)),
  ]);
  return new Map(
    rows.map((r) => [
      r.id,
      toUserDto(
        { ...r, roles: roleRows.filter((x) => x.userId === r.id).map((x) => x.name) },
        contactRows.filter((c) => c.userId === r.id).map(toIceContactDto),
      ),
    ]),
  );
}

/** The users of these ids that exist, with roles and ICE contacts. */
export async function findUsersByIds(db: Db, ids: string[]): Promise<Map<string, User>> {
  if (!ids.length) return new Map();
  return usersWithDetails(db, await db.select().from(users).where(inArray(users.id, ids)));
}

/** A page of users with their roles and ICE contacts, fetched in three queries whatever the page size. */
const filterOf = (q: AdminUserQuery) => and(userSearchCondition(q.search), q.lastModifiedFrom ? gte(users.updatedAt, new Date(q.lastModifiedFrom)) : undefined);
const orderOf = (q: AdminUserQuery) => [...orderByColumn(SORT[q.sortBy], q.sortOrder), asc(users.id)];

export async function listAdminUsers(db: Db, q: AdminUserQuery) {
  const where = filterOf(q);
  const [rows, [{ n }]] = await Promise.all([
    db.select().from(users).where(where).orderBy(...orderOf(q)).limit(q.size).offset(q.page * q.size),
    db.select({ n: count() }).from(users).where(where),
  ]);
  const byId = await usersWithDetails(db, rows);
  const data = rows.map((r) => byId.get(r.id)!);
  return pageOf(data, n, q);
}

/** Every id the list's search and filter match, in its order: the start of an export (list-export/id-snapshot.ts). */
export async function adminUserIdsInOrder(db: Db, q: AdminUserQuery): Promise<string[]> {
  const rows = await db.select({ id: users.id }).from(users).where(filterOf(q)).orderBy(...orderOf(q));
  return rows.map((row) => row.id);
}
