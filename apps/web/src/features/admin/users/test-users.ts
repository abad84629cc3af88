import type { IceContact, User } from '@aedatlas/contracts';

export const ANA_ID = '6f1c2d1e-1111-4a4a-8b8b-000000000001';
export const MARKO_ID = '6f1c2d1e-2222-4a4a-8b8b-000000000002';

export const iceContact = (i: number, userId = ANA_ID): IceContact => ({
  id: `7a7a7a7a-0000-4000-8000-${String(i).padStart(12, '0')}`,
  userId,
  displayName: `Contact ${i}`,
  email: `contact${i}@example.si`,
  phone: i % 2 ? `+386 41 000 00${i}` : null,
});

export const ana: User = {
  id: ANA_ID,
  email: 'member@aedatlas.test',
  firstName: 'Ana',
  lastName: 'Novak',
  displayName: 'Ana Novak',
  phone: null,
  languageCode: 'en',
  userType: 'USER',
  profileImageUrl: null,
  iceContacts: [],
  createdAt: '2025-01-02T10:00:00.000Z',
  updatedAt: '2025-01-02T10:00:00.000Z',
  lastLoginAt: null,
};

export const marko: User = {
  ...ana,
  id: MARKO_ID,
  email: 'admin@aedatlas.test',
  firstName: 'Marko',
  lastName: 'Kranjc',
  displayName: 'Marko Kranjc',
  phone: '+386 40 123 456',
  languageCode: 'sl-SI',
  userType: 'ADMIN',
  iceContacts: [iceContact(1, MARKO_ID), iceContact(2, MARKO_ID)],
};

export const page = (data: User[], totalCount = data.length, size = 20) => ({
  data,
  page: 0,
  pageSize: size,
  totalCount,
  totalPages: Math.ceil(totalCount / size),
});
