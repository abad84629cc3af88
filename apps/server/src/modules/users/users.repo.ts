import { and, eq, getTableColumns, inArray, sql, type Placeholder } from 'drizzle-orm';
import type { User, UserType } from '@aedatlas/contracts';
import type { Db } from '../../db/client';
import { assertVersion, nextChangeTime, realChanges } from '../../db/versioned-update';
import { roles, userRoles, users } from './users.table';

export type UserRow = typeof users.$inferSelect;
export interface UserWithRoles extends UserRow {
  roles: string[];
}

/** The account signed in to with `email`, in any case (one at most: users_email_lower_key). */
export const byEmail = (email: string | Placeholder) => sql`lower(${users.email}) = lower(${email}::text)`;

export async function rolesOf(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ name: roles.name })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(userRoles.userId, userId));
  return rows.map((r) => r.name).sort();
}

/**
 * A user row with its role names (sorted), in one query. Spelled out with aliases: in a select
 * list, drizzle writes columns without their table, which a correlated subquery cannot use.
 */
export const userWithRoles = {
  ...getTableColumns(users),
  roles: sql<string[]>`array(select r.name from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = "users"."id" order by r.name collate "C")`,
};

export async function findUserByEmail(db: Db, email: string): Promise<UserWithRoles | undefined> {
  const [row] = await db.select(userWithRoles).from(users).where(byEmail(email)).limit(1);
  return row;
}

export async function findUserById(db: Db, id: string): Promise<UserWithRoles | undefined> {
  const [row] = await db.select(userWithRoles).from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export interface NewUser {
  email: string;
  passwordHash: string;
  firstName?: string | null;
  lastName?: string | null;
  languageCode?: string;
  roles: string[];
}

/** Creates a user with roles in one transaction; returns undefined when the email is taken. */
export async function createUser(db: Db, input: NewUser): Promise<UserWithRoles | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(users)
      .values({
        email: input.email.trim(),
        userName: input.email.trim(),
        passwordHash: input.passwordHash,
        firstName: input.firstName ?? null,
        lastName: input.lastName ?? null,
        displayName: [input.firstName, input.lastName].filter(Boolean).join(' ') || null,
        languageCode: input.languageCode ?? 'en',
      })
      .onConflictDoNothing()
      .returning();
    if (!row) return undefined;
    await setRoles(tx as unknown as Db, row.id, input.roles);
    return { ...row, roles: [...input.roles].sort() };
  });
}

export async function setRoles(db: Db, userId: string, roleNames: string[]) {
  if (!roleNames.length) return;
  const found = await db.select({ id: roles.id }).from(roles).where(inArray(roles.name, roleNames));
  await db
    .insert(userRoles)
    .values(found.map((r) => ({ userId, roleId: r.id })))
    .onConflictDoNothing();
}

export async function setPassword(db: Db, userId: string, passwordHash: string) {
  await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
}

export interface ProfileChanges {
  firstName?: string | null;
  lastName?: string | null;
  displayName?: string | null;
  phone?: string | null;
  languageCode?: string;
  profileImageUrl?: string | null;
}

export interface ProfileUpdate {
  before: UserWithRoles;
  after: UserWithRoles;
  /** False when every sent value was already stored: nothing was written. */
  changed: boolean;
}

/** Whether role names (as stored) include the role of this normalized name ('DISPATCH'). */
export const holdsRole = (roleNames: string[], normalizedName: string) => roleNames.some((r) => r.toUpperCase() === normalizedName);

/** Gives or takes a role (by its normalized name, which must exist) inside the caller's transaction. */
async function setRoleHeld(tx: Db, userId: string, normalizedName: string, held: boolean) {
  const [role] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.normalizedName, normalizedName));
  if (!role) throw new Error(`role ${normalizedName} is missing`);
  if (held) await tx.insert(userRoles).values({ userId, roleId: role.id }).onConflictDoNothing();
  else await tx.delete(userRoles).where(and(eq(userRoles.userId, userId), eq(userRoles.roleId, role.id)));
}

/**
 * Saves the sent profile fields (undefined = keep) in one transaction; undefined when there is no
 * such user. A stale `version` is a 409; a save that changes nothing writes nothing, and
 * `onChange` (the audit row) runs inside the transaction only when something did change. `role`
 * gives or takes one role in the same transaction, version and audit row (the console's dispatch).
 */
export async function updateProfile(
  db: Db,
  userId: string,
  changes: ProfileChanges,
  options: { version?: string; onChange?: (tx: Db, update: ProfileUpdate) => Promise<void>; role?: { name: string; held: boolean } } = {},
): Promise<ProfileUpdate | undefined> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [row] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!row) return undefined;
    assertVersion(row.updatedAt, options.version, 'This user');
    const before: UserWithRoles = { ...row, roles: await rolesOf(tx, row.id) };
    const real = realChanges(row, changes as Partial<UserRow>);
    const role = options.role;
    const roleChanges = role !== undefined && holdsRole(before.roles, role.name) !== role.held;
    if (!Object.keys(real).length && !roleChanges) return { before, after: before, changed: false };
    if (roleChanges) await setRoleHeld(tx, row.id, role.name, role.held);
    const [updated] = await tx
      .update(users)
      .set({ ...real, updatedAt: nextChangeTime(row.updatedAt) })
      .where(eq(users.id, userId))
      .returning();
    const update = { before, after: { ...updated, roles: roleChanges ? await rolesOf(tx, row.id) : before.roles }, changed: true };
    await options.onChange?.(tx, update);
    return update;
  });
}

export const userTypeOf = (roleNames: string[]): UserType => (roleNames.includes('ADMIN') ? 'ADMIN' : 'USER');

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The API's view of a user: never the password hash. ICE contacts are filled in by their module. */
export function toUserDto(u: UserWithRoles, iceContacts: User['iceContacts'] = []): User {
  return {
    id: u.id,
    email: u.email,
    firstName: u.firstName,
    lastName: u.lastName,
    displayName: u.displayName,
    phone: u.phone,
    languageCode: u.languageCode,
    userType: userTypeOf(u.roles),
    profileImageUrl: u.profileImageUrl,
    iceContacts,
    createdAt: u.createdAt.toISOString(),
    updatedAt: u.updatedAt.toISOString(),
    lastLoginAt: iso(u.lastLoginAt),
  };
}
