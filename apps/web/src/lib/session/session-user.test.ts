import { ADMIN_ROLE, type User } from '@aedatlas/contracts';
import { describe, expect, it } from 'vitest';
import { adminClaims, makeAccessToken } from '../../test/tokens';
import { decodeJwtPayload, isTokenExpiring } from './jwt';
import { displayNameOf, initialsOf, isAdmin, rolesOf, userFromAccessToken, userFromClaims, userFromProfile } from './session-user';

describe('user from access-token claims', () => {
  it('maps the provider claims to the session user', () => {
    const user = userFromAccessToken(
      makeAccessToken({ resource_access: { 'aedatlas-web': { roles: ['viewer'] }, account: { roles: ['manage-account'] } } }),
    );
    expect(user).toEqual({
      id: '6f1c2d1e-1111-4a4a-8b8b-000000000001',
      email: 'member@aedatlas.test',
      firstName: 'Ana',
      lastName: 'Novak',
      name: 'Ana Novak',
      emailVerified: true,
      preferredUsername: 'member@aedatlas.test',
      groups: [],
      realmRoles: ['default-roles-aedatlas'],
      resourceRoles: ['viewer', 'manage-account'],
    });
  });

  it('reads base64url payloads with non-ASCII names', () => {
    const user = userFromAccessToken(makeAccessToken({ given_name: 'Žiga', family_name: 'Čebašek', name: 'Žiga Čebašek' }));
    expect(user?.name).toBe('Žiga Čebašek');
    expect(initialsOf(user)).toBe('ŽČ');
  });

  it('cannot derive a user without a subject, or from a token that is not a JWT', () => {
    expect(userFromAccessToken(makeAccessToken({ sub: undefined }))).toBeNull();
    expect(userFromAccessToken('not-a-jwt')).toBeNull();
    expect(userFromClaims(null)).toBeNull();
  });

  it('falls back to the profile record, with the admin type as the admin role', () => {
    const profile = {
      id: '6f1c2d1e-2222-4a4a-8b8b-000000000002',
      email: 'admin@aedatlas.test',
      firstName: 'Marko',
      lastName: 'Kranjc',
      displayName: null,
      userType: 'ADMIN',
    } as User;
    const user = userFromProfile(profile);
    expect(user.name).toBe('Marko Kranjc');
    expect(isAdmin(user)).toBe(true);
    expect(isAdmin(userFromProfile({ ...profile, userType: 'USER' }))).toBe(false);
  });
});

describe('admin role detection (000 §6)', () => {
  const member = userFromAccessToken(makeAccessToken())!;

  it('is false for a member and for nobody', () => {
    expect(isAdmin(member)).toBe(false);
    expect(isAdmin(null)).toBe(false);
  });

  it.each([
    ['groups', { groups: [ADMIN_ROLE] }],
    ['groups as a Keycloak path', { groups: [`/${ADMIN_ROLE}`] }],
    ['realm roles', { realm_access: { roles: [ADMIN_ROLE] } }],
    ['any resource roles', { resource_access: { 'aedatlas-web': { roles: [ADMIN_ROLE] } } }],
  ])('recognises the role in %s', (_source, claims) => {
    expect(isAdmin(userFromAccessToken(makeAccessToken(claims)))).toBe(true);
  });

  it('takes the union of all three sources', () => {
    const user = userFromAccessToken(
      makeAccessToken({ ...adminClaims, resource_access: { account: { roles: ['manage-account', ADMIN_ROLE] } } }),
    )!;
    expect(rolesOf(user).sort()).toEqual([ADMIN_ROLE, 'manage-account']);
  });
});

describe('names and expiry', () => {
  it("shows the full name, else first and last name, else 'User'", () => {
    const base = userFromAccessToken(makeAccessToken())!;
    expect(displayNameOf(base)).toBe('Ana Novak');
    expect(displayNameOf({ ...base, name: null })).toBe('Ana Novak');
    expect(displayNameOf({ ...base, name: null, firstName: null, lastName: null })).toBe('User');
    expect(displayNameOf(null)).toBe('User');
    expect(initialsOf(base)).toBe('AN');
  });

  it('counts a token as expiring within the 60 s margin', () => {
    expect(isTokenExpiring(makeAccessToken({}, 300), 60)).toBe(false);
    expect(isTokenExpiring(makeAccessToken({}, 59), 60)).toBe(true);
    expect(isTokenExpiring(makeAccessToken({}, -10), 60)).toBe(true);
    expect(isTokenExpiring('garbage', 60)).toBe(true);
    expect(decodeJwtPayload(makeAccessToken())?.email).toBe('member@aedatlas.test');
  });
});
