import { EMPTY_AED_FIELDS, type Aed } from '@aedatlas/contracts';

let n = 0;
const uuid = (i: number) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;

/** A full AED as GET /api/aed/{id} returns it; every field can be overridden. */
export function makeAed(overrides: Partial<Aed> = {}): Aed {
  n += 1;
  const id = overrides.id ?? uuid(n);
  return {
    ...EMPTY_AED_FIELDS,
    id,
    title: `AED ${n}`,
    description: `Description ${n}`,
    latitude: 46.05,
    longitude: 14.5,
    source: 'osm',
    createdAt: '2025-03-05T13:07:00.000Z',
    modifiedAt: '2025-03-06T08:30:00.000Z',
    // A list of its own: a test that adds pictures never changes the shared empty fields.
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
