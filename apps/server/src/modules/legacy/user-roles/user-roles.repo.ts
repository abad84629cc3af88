import { PROTECTED_ROLES, type UserRole } from '@aedatlas/contracts';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { AuthUser } from '../../../plugins/auth';
import { conflict, notFound } from '../../../plugins/http-errors';
import { recordAudit } from '../../audit/audit';
import { rolesOf } from '../../users/users.repo';
import { roles, userRoles, users } from '../../users/users.table';

const normalized = (name: string) => name.trim().toUpperCase();

/** Every role with how many users hold it, by name. */
export async function listRoles(db: Db): Promise<UserRole[]> {
  return db
    .select({ id: roles.id, name: roles.name, normalizedName: roles.normalizedName, protected: roles.protected, userCount: count(userRoles.userId) })
    .from(roles)
    .leftJoin(userRoles, eq(userRoles.roleId, roles.id))
    .groupBy(roles.id)
    .orderBy(asc(roles.normalizedName));
}

async function roleNamed(db: Db, name: string) {
  const [role] = await db.select().from(roles).where(eq(roles.normalizedName, normalized(name)));
  return role;
}

/** A new role; a name taken in any letter case is a 409. */
export function createRole(db: Db, actor: AuthUser | null, name: string): Promise<UserRole> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(roles).values({ name: name.trim(), normalizedName: normalized(name) }).onConflictDoNothing().returning();
    if (!row) throw conflict('A role with this name already exists', { role: 'A role with this name already exists' });
    const role = { id: row.id, name: row.name, normalizedName: row.normalizedName, protected: row.protected, userCount: 0 };
    await recordAudit(tx as unknown as Db, actor, { action: 'create', entityType: 'role', entityId: row.id, after: role });
    return role;
  });
}

/** Deletes a role (its holders lose it); ADMIN and USER are protected (409), an unknown name is a 404. */
export function deleteRole(db: Db, actor: AuthUser | null, name: string): Promise<void> {
  return db.transaction(async (tx) => {
    const role = await roleNamed(tx as unknown as Db, name);
    if (!role) throw notFound('Role not found');
    if (role.protected || (PROTECTED_ROLES as readonly string[]).includes(role.normalizedName)) {
      throw conflict(`The ${role.name} role is protected and cannot be deleted`, { role: `The ${role.name} role is protected and cannot be deleted` });
    }
    const [{ n }] = await tx.select({ n: count() }).from(userRoles).where(eq(userRoles.roleId, role.id));
    await tx.delete(roles).where(eq(roles.id, role.id));
    await recordAudit(tx as unknown as Db, actor, { action: 'delete', entityType: 'role', entityId: role.id, before: { ...role, userCount: n } });
  });
}

/**
 * Gives a user a role or takes it away, audited as a change of the user (their history shows it).
 * USER is never taken away; nobody takes their own ADMIN role (no lock-out). Doing what is already
 * so changes nothing.
 */
export function changeUserRole(db: Db, actor: AuthUser, userId: string, name: string, give: boolean): Promise<{ userId: string; roles: string[] }> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    // Locked, so two admins changing the same user's roles take turns.
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    if (!user) throw notFound('User not found');
    const role = await roleNamed(t, name);
    if (!role) throw notFound('Role not found');
    if (!give && role.normalizedName === 'USER') throw conflict('The USER role cannot be removed from a user', { role: 'The USER role cannot be removed from a user' });
    if (!give && role.normalizedName === 'ADMIN' && userId === actor.id) {
      throw conflict('You cannot remove your own administrator role', { role: 'You cannot remove your own administrator role' });
    }
    const before = await rolesOf(t, userId);
    if (give) await tx.insert(userRoles).values({ userId, roleId: role.id }).onConflictDoNothing();
    else await tx.delete(userRoles).where(and(eq(userRoles.userId, userId), eq(userRoles.roleId, role.id)));
    const after = await rolesOf(t, userId);
    if (after.join() !== before.join()) {
      await tx.update(users).set({ updatedAt: sql`greatest(now(), ${users.updatedAt} + interval '1 millisecond')` }).where(eq(users.id, userId));
      await recordAudit(t, actor, { action: 'update', entityType: 'user', entityId: userId, before: { roles: before }, after: { roles: after } });
    }
    return { userId, roles: after };
  });
}
