import { GUARDIANS_PER_AED_MAX, type Guardian, type GuardianRequest, type Guardianship, pageOf } from '@aedatlas/contracts';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { containsFolded, searchableText } from '../../db/text-search';
import { aeds } from '../aeds/aeds.table';
import { users } from '../users/users.table';
import { aedGuardians } from './guardians.table';

export type GuardianRow = typeof aedGuardians.$inferSelect;

/** The member with this address (any case), if there is one: the guardian's name. */
// Written out: inside a subquery drizzle leaves a column unqualified, and "email" would be the user's.
const guardianEmail = sql.raw('"aed_guardians"."email"');
const memberOf = sql`(select 1 from ${users} u where lower(u.email) = ${guardianEmail})`;
const memberColumns = {
  name: sql<string | null>`(select nullif(trim(coalesce(u.display_name, concat_ws(' ', u.first_name, u.last_name))), '') from ${users} u where lower(u.email) = ${guardianEmail} limit 1)`,
  member: sql<boolean>`exists ${memberOf}`,
};

/** An AED's name as people read it: its title, else its description. */
export const nameOf = sql<string | null>`coalesce(nullif(trim(${aeds.title}), ''), ${aeds.description})`;

export const placeOf = sql<string | null>`coalesce(${aeds.locationDescription}, nullif(concat_ws(', ', ${aeds.address}, ${aeds.city}), ''))`;

function toGuardian(row: GuardianRow & { name: string | null; member: boolean }): Guardian {
  return {
    id: row.id,
    aedId: row.aedId,
    email: row.email,
    name: row.name,
    member: Boolean(row.member),
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    approvedAt: row.approvedAt?.toISOString() ?? null,
    approvedBy: row.approvedByEmail,
  };
}

/** An AED's guardians and open requests: active first, then by address. */
export async function listGuardians(db: Db, aedId: string): Promise<Guardian[]> {
  const rows = await db
    .select({ row: aedGuardians, ...memberColumns })
    .from(aedGuardians)
    .where(eq(aedGuardians.aedId, aedId))
    .orderBy(sql`${aedGuardians.status} = 'requested'`, asc(aedGuardians.email));
  return rows.map((r) => toGuardian({ ...r.row, name: r.name, member: r.member }));
}

export async function findGuardian(db: Db, aedId: string, guardianId: string): Promise<GuardianRow | undefined> {
  const [row] = await db.select().from(aedGuardians).where(and(eq(aedGuardians.aedId, aedId), eq(aedGuardians.id, guardianId)));
  return row;
}

export async function guardianByEmail(db: Db, aedId: string, email: string): Promise<GuardianRow | undefined> {
  const [row] = await db.select().from(aedGuardians).where(and(eq(aedGuardians.aedId, aedId), eq(aedGuardians.email, email)));
  return row;
}

/** How many guardians and requests an AED has (its limit). */
export async function guardianCount(db: Db, aedId: string): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(aedGuardians).where(eq(aedGuardians.aedId, aedId));
  return n;
}

export const guardianLimitReached = async (db: Db, aedId: string) => (await guardianCount(db, aedId)) >= GUARDIANS_PER_AED_MAX;

/** Adds a guardian or a request; undefined when that address already has a row for the AED. */
export async function insertGuardian(db: Db, values: { aedId: string; email: string; status: GuardianRow['status']; approvedByEmail?: string | null }) {
  const approved = values.status === 'active' ? { approvedAt: sql`clock_timestamp()`, approvedByEmail: values.approvedByEmail ?? null } : {};
  const [row] = await db
    .insert(aedGuardians)
    .values({ aedId: values.aedId, email: values.email, status: values.status, ...approved })
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function approveGuardian(db: Db, id: string, approvedByEmail: string | null) {
  const [row] = await db
    .update(aedGuardians)
    .set({ status: 'active', approvedAt: sql`clock_timestamp()`, approvedByEmail })
    .where(and(eq(aedGuardians.id, id), eq(aedGuardians.status, 'requested')))
    .returning();
  return row;
}

export async function deleteGuardian(db: Db, id: string) {
  const [row] = await db.delete(aedGuardians).where(eq(aedGuardians.id, id)).returning();
  return row;
}

/** What this address is to the AED: nothing, asking to guard it, or its guardian. */
export async function guardianshipOf(db: Db, aedId: string, email: string): Promise<Guardianship> {
  return (await guardianByEmail(db, aedId, email))?.status ?? 'none';
}

/** Is this address an active guardian of the AED? */
export const guards = async (db: Db, aedId: string, email: string) => (await guardianshipOf(db, aedId, email)) === 'active';

/** Members' open requests, oldest first, searched by address or AED. */
export async function listGuardianRequests(db: Db, q: { page: number; size: number; search?: string }) {
  const where = and(eq(aedGuardians.status, 'requested'), containsFolded(searchableText(aedGuardians.email, aeds.title, aeds.description, aeds.address, aeds.city), q.search));
  const [rows, [{ n }]] = await Promise.all([
    db
      .select({ row: aedGuardians, ...memberColumns, title: nameOf, place: placeOf })
      .from(aedGuardians)
      .innerJoin(aeds, eq(aeds.id, aedGuardians.aedId))
      .where(where)
      .orderBy(asc(aedGuardians.createdAt), asc(aedGuardians.id))
      .limit(q.size)
      .offset(q.page * q.size),
    db.select({ n: count() }).from(aedGuardians).innerJoin(aeds, eq(aeds.id, aedGuardians.aedId)).where(where),
  ]);
  const data: GuardianRequest[] = rows.map((r) => ({ ...toGuardian({ ...r.row, name: r.name, member: r.member }), aed: { title: r.title, place: r.place || null } }));
  return pageOf(data, n, q);
}

/** The addresses of an AED's active guardians. */
export async function activeGuardianEmails(db: Db, aedId: string): Promise<string[]> {
  const rows = await db.select({ email: aedGuardians.email }).from(aedGuardians).where(and(eq(aedGuardians.aedId, aedId), eq(aedGuardians.status, 'active'))).orderBy(asc(aedGuardians.email));
  return rows.map((r) => r.email);
}

/** The signed-in member's address as the registry knows it (lower case), from the account itself. */
export async function memberEmail(db: Db, userId: string): Promise<string | undefined> {
  const [row] = await db.select({ email: sql<string>`lower(${users.email})` }).from(users).where(eq(users.id, userId));
  return row?.email;
}

/** Does this address guard any of these AEDs? */
export async function guardsAny(db: Db, email: string, aedIds: string[]): Promise<boolean> {
  if (!aedIds.length) return false;
  const [row] = await db
    .select({ id: aedGuardians.id })
    .from(aedGuardians)
    .where(and(eq(aedGuardians.email, email), eq(aedGuardians.status, 'active'), inArray(aedGuardians.aedId, aedIds)))
    .limit(1);
  return Boolean(row);
}
