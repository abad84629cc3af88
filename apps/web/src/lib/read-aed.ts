import { aedSchema, type Aed } from '@aedatlas/contracts';

type Defaults = Omit<Aed, 'id' | 'latitude' | 'longitude'>;

/** Every field of an AED but its id and position, empty: what a partial answer is filled with. */
export const EMPTY_AED_FIELDS: Defaults = {
  title: null,
  description: null,
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
  source: '',
  sourceId: null,
  createdAt: '',
  modifiedAt: '',
  pictures: [],
};

/**
 * An AED from the API. A response that does not match the contract exactly (a field added on one
 * side first) is still shown with what it has: in an emergency a partial page beats an error.
 * Only an answer without an id and a position is refused.
 */
export function readAed(value: unknown): Aed {
  const parsed = aedSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  const v = value as Partial<Aed> | null;
  if (!v || typeof v.id !== 'string' || typeof v.latitude !== 'number' || typeof v.longitude !== 'number') throw parsed.error;
  return { ...EMPTY_AED_FIELDS, ...v, pictures: Array.isArray(v.pictures) ? v.pictures : [] } as Aed;
}
