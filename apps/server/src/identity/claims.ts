import { ADMIN_ROLE, DISPATCH_USER_ROLE, roleClaim } from '@aedatlas/contracts';
import type { UserWithRoles } from '../modules/users/users.repo';

/**
 * Keycloak-shaped identity claims. The product's ADMIN role becomes the realm role and group
 * `aedatlas-admin`, which is what clients (and a real Keycloak) use to recognise an admin; the
 * DISPATCH role becomes the realm role `aedatlas-dispatch`.
 */
export function userClaims(user: UserWithRoles, realm: string) {
  const isAdmin = user.roles.includes('ADMIN');
  const isDispatcher = user.roles.some((r) => r.toUpperCase() === DISPATCH_USER_ROLE);
  const realmRoles = [`default-roles-${realm}`, 'offline_access', 'uma_authorization', ...(isAdmin ? [ADMIN_ROLE] : []), ...(isDispatcher ? [roleClaim('dispatch')] : [])];
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.displayName || user.email;
  return {
    email: user.email,
    email_verified: user.emailVerified,
    name,
    given_name: user.firstName ?? undefined,
    family_name: user.lastName ?? undefined,
    preferred_username: user.email.toLowerCase(),
    groups: isAdmin ? [ADMIN_ROLE] : [],
    realm_access: { roles: realmRoles },
    resource_access: { account: { roles: ['manage-account', 'view-profile'] } },
  };
}

/** Every role the token grants, from all three sources (000 §6). */
export function rolesFromClaims(payload: Record<string, unknown>): string[] {
  const out = new Set<string>();
  const groups = payload.groups;
  if (Array.isArray(groups)) groups.forEach((g) => out.add(String(g).replace(/^\//, '')));
  const realm = (payload.realm_access as { roles?: unknown } | undefined)?.roles;
  if (Array.isArray(realm)) realm.forEach((r) => out.add(String(r)));
  const resources = payload.resource_access as Record<string, { roles?: unknown }> | undefined;
  for (const res of Object.values(resources ?? {})) {
    if (Array.isArray(res?.roles)) res.roles.forEach((r) => out.add(String(r)));
  }
  return [...out];
}
