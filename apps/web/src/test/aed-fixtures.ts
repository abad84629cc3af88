import type { Aed } from '@aedatlas/contracts';

let n = 0;
const uuid = (i: number) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;

/** A full AED as GET /api/aed/{id} returns it; every field can be overridden. */
export function makeAed(overrides: Partial<Aed> = {}): Aed {
  n += 1;
  const id = overrides.id ?? uuid(n);
  return {
    id,
    title: `AED ${n}`,
    outOfService: null,
    outOfServiceSince: null,
    description: `Description ${n}`,
    locationDescription: null,
    model: null,
    serialNumber: null,
    maintainer: null,
    accessibility: 'UNKNOWN',
    openingHours: null,
    address: null,
    postalCode: null,
    city: null,
    country: null,
    municipality: null,
    placeDerived: false,
    latitude: 46.05,
    longitude: 14.5,
    altitude: null,
    contact: null,
    contactPhoneNumber: null,
    contactEmail: null,
    electrodeExpiry: null,
    childElectrodeExpiry: null,
    batteryExpiry: null,
    lastCheck: null,
    notes: null,
    childElectrode: false,
    directionalSign3D: false,
    directionalSticker: false,
    outdoorCabinet: false,
    indoorCabinet: false,
    firstAidKit: false,
    source: 'osm',
    sourceId: null,
    createdAt: '2025-03-05T13:07:00.000Z',
    modifiedAt: '2025-03-06T08:30:00.000Z',
    pictures: [],
    ...overrides,
  };
}

export const pictureOf = (aedId: string, i: number, url = `/pictures/${i}.png`) => ({
  id: uuid(1000 + i),
  aedId,
  url,
  createdAt: '2025-03-05T13:07:00.000Z',
  updatedAt: '2025-03-05T13:07:00.000Z',
});
