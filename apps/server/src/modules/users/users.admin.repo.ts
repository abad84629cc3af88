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

/** A page of users with their roles and ICE contacts, fetched in three queries whatever the page size. */
export async function listAdminUsers(db: Db, q: AdminUserQuery) {
  const where = and(userSearchCondition(q.search), q.lastModifiedFrom ? gte(users.updatedAt, new Date(q.lastModifiedFrom)) : undefined);
  const order = orderByColumn(SORT[q.sortBy], q.sortOrder);
  const [rows, [{ n }]] = await Promise.all([
    db.select().from(users).where(where).orderBy(...order, asc(users.id)).limit(q.size).offset(q.page * q.size),
    db.select({ n: count() }).from(users).where(where),
  ]);
  const ids = rows.map((r) => r.id);
  const [roleRows, contactRows] = ids.length
    ? await Promise.all([
        db.select({ userId: userRoles.userId, name: roles.name }).from(userRoles).innerJoin(roles, eq(roles.id, userRoles.roleId)).where(inArray(userRoles.userId, ids)),
        db.select().from(iceContacts).where(inArray(iceContacts.userId, ids)).orderBy(asc(iceContacts.createdAt)),
      ])
    : [[], []];
  const data: User[] = rows.map((r) =>
    toUserDto(
      { ...r, roles: roleRows.filter((x) => x.userId === r.id).map((x) => x.name) },
      contactRows.filter((c) => c.userId === r.id).map(toIceContactDto),
    ),
  );
  return { data, page: q.page, pageSize: q.size, totalCount: n, totalPages: Math.ceil(n / q.size) };
}
