import { ADMIN_ROLE } from '@aedatlas/contracts';

const encode = (value: unknown) =>
  Buffer.from(JSON.stringify(value)).toString('base64').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** An unsigned JWT with the provider's claim shape; the web app never verifies signatures. */
export function makeAccessToken(claims: Record<string, unknown> = {}, expiresInS = 300): string {
  const now = Math.floor(Date.now() / 1000);
  const payload = {
    sub: '6f1c2d1e-1111-4a4a-8b8b-000000000001',
    email: 'member@aedatlas.test',
    given_name: 'Ana',
    family_name: 'Novak',
    name: 'Ana Novak',
    email_verified: true,
    preferred_username: 'member@aedatlas.test',
    groups: [],
    realm_access: { roles: ['default-roles-aedatlas'] },
    resource_access: {},
    iat: now,
    exp: now + expiresInS,
    ...claims,
  };
  return `${encode({ alg: 'ES256', typ: 'JWT' })}.${encode(payload)}.c2ln`;
}

export const adminClaims = {
  sub: '6f1c2d1e-2222-4a4a-8b8b-000000000002',
  email: 'admin@aedatlas.test',
  given_name: 'Marko',
  family_name: 'Kranjc',
  name: 'Marko Kranjc',
  groups: [ADMIN_ROLE],
  realm_access: { roles: [ADMIN_ROLE] },
};

/** The provider's token response (000 §7). */
export function tokenResponse(accessToken: string, refreshToken = 'refresh-2') {
  return {
    access_token: accessToken,
    refresh_token: refreshToken,
    expires_in: 300,
    refresh_expires_in: 1800,
    token_type: 'Bearer',
    scope: 'openid offline_access profile email',
  };
}
