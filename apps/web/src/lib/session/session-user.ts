import { ADMIN_ROLE, roleClaim, type User } from '@aedatlas/contracts';
import { decodeJwtPayload } from './jwt';

/** The signed-in user as the web app keeps it in storage key `user` (000 §3, token-derived user). */
export interface SessionUser {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  name: string | null;
  emailVerified: boolean;
  preferredUsername: string | null;
  groups: string[];
  realmRoles: string[];
  resourceRoles: string[];
}

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v : null);
const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((s) => typeof s === 'string') : []);

function resourceRolesOf(resourceAccess: unknown): string[] {
  if (!resourceAccess || typeof resourceAccess !== 'object') return [];
  return Object.values(resourceAccess).flatMap((client) => strings((client as { roles?: unknown })?.roles));
}

/** Builds the user from access-token claims; null when the token lacks a subject or email. */
export function userFromClaims(claims: Record<string, unknown> | null): SessionUser | null {
  if (!claims) return null;
  const id = text(claims.sub);
  const email = text(claims.email) ?? text(claims.preferred_username);
  if (!id || !email) return null;
  return {
    id,
    email,
    firstName: text(claims.given_name),
    lastName: text(claims.family_name),
    name: text(claims.name),
    emailVerified: claims.email_verified === true,
    preferredUsername: text(claims.preferred_username),
    groups: strings(claims.groups),
    realmRoles: strings((claims.realm_access as { roles?: unknown } | undefined)?.roles),
    resourceRoles: resourceRolesOf(claims.resource_access),
  };
}

export function userFromAccessToken(token: string): SessionUser | null {
  return userFromClaims(decodeJwtPayload(token));
}

/**
 * Fallback when the token cannot describe the user (GET /api/user/me). The record has no roles,
 * so the admin type becomes the admin role: the sidebar then matches what the server allows.
 */
export function userFromProfile(profile: User): SessionUser {
  const name = profile.displayName ?? ([profile.firstName, profile.lastName].filter(Boolean).join(' ') || null);
  return {
    id: profile.id,
    email: profile.email,
    firstName: profile.firstName,
    lastName: profile.lastName,
    name,
    emailVerified: false,
    preferredUsername: profile.email,
    groups: [],
    realmRoles: profile.userType === 'ADMIN' ? [ADMIN_ROLE] : [],
    resourceRoles: [],
  };
}

/** All roles of a user: the union of groups, realm roles and resource roles (000 §6). */
export function rolesOf(user: SessionUser): string[] {
  // Keycloak can send groups as paths ('/aedatlas-admin'); the role name is the last segment.
  const groups = user.groups.map((g) => g.split('/').filter(Boolean).pop() ?? g);
  return [...new Set([...groups, ...user.realmRoles, ...user.resourceRoles])];
}

export function isAdmin(user: SessionUser | null): boolean {
  return user !== null && rolesOf(user).includes(ADMIN_ROLE);
}

/** Whether the dispatch view is for this person: the dispatch role (as the server's guard reads it, prefixed or bare) or an admin. */
export function canDispatch(user: SessionUser | null): boolean {
  if (user === null) return false;
  const roles = rolesOf(user);
  return roles.includes(ADMIN_ROLE) || roles.includes(roleClaim('dispatch')) || roles.includes('dispatch');
}

/** Full name for the top bar: the name claim, else first and last name, else 'User' (or `fallback`, its translation). */
export function displayNameOf(user: SessionUser | null, fallback = 'User'): string {
  if (!user) return fallback;
  return user.name ?? ([user.firstName, user.lastName].filter(Boolean).join(' ') || fallback);
}

export function initialsOf(user: SessionUser | null): string {
  const parts = user?.firstName || user?.lastName ? [user.firstName, user.lastName] : displayNameOf(user).split(/\s+/);
  const initials = parts
    .filter((p): p is string => Boolean(p))
    .map((p) => p[0].toUpperCase())
    .join('');
  return initials.slice(0, 2) || 'U';
}
