import type { HelpCenter } from '@aedatlas/contracts';

/** A help center as the API answers it (tests only). */
export function makeHelpCenter(i: number, extra: Partial<HelpCenter> = {}): HelpCenter {
  return {
    id: `7a7a7a7a-0000-4000-8000-${String(i).padStart(12, '0')}`,
    helpCenterId: i,
    name: `Center ${String(i).padStart(2, '0')}`,
    description: `Health centre ${i}`,
    additionalDescription: '',
    address: `Street ${i}`,
    city: 'Ljubljana',
    postalCode: '1000',
    latitude: 46.055123,
    longitude: 14.52251,
    altitude: null,
    phoneNumber: '+386 1 555 0101',
    phoneNumber1: '',
    mobileNumber: '0',
    email: `center${i}@example.com`,
    language: 'sl',
    openTime: '07:00:00',
    closeTime: '19:00:00',
    validated: true,
    photoUri: '',
    helpCenterTypeId: 1,
    institutionId: 0,
    locationId: 0,
    clientId: 0,
    createdAt: '2025-03-05T13:07:00.000Z',
    modifiedAt: '2025-03-06T09:30:00.000Z',
    ...extra,
  };
}
