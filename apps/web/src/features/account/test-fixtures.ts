import type { User } from '@aedatlas/contracts';

/** GET /api/user/me for the demo member (the subject of makeAccessToken()). */
export function memberProfile(overrides: Partial<User> = {}): User {
  return {
    id: '6f1c2d1e-1111-4a4a-8b8b-000000000001',
    email: 'member@aedatlas.test',
    firstName: 'Ana',
    lastName: 'Novak',
    displayName: 'Ana Novak',
    phone: '+386 40 123 456',
    languageCode: 'en',
    userType: 'USER',
    profileImageUrl: null,
    iceContacts: [],
    createdAt: '2025-03-05T13:07:00.000Z',
    updatedAt: '2025-03-05T13:07:00.000Z',
    lastLoginAt: '2025-03-06T08:00:00.000Z',
    ...overrides,
  };
}
