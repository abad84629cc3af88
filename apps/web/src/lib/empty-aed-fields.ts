import type { Aed, NearestAed } from '@aedatlas/contracts';

type Defaults = Omit<Aed, 'id' | 'latitude' | 'longitude'>;

/** Every field of an AED but its id and position, empty: what a partial answer is filled with. */
export const EMPTY_AED_FIELDS: Defaults = {
  title: null,
  description: null,
  locationDescription: null,
  floor: null,
  cabinetNotes: null,
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
  electrodeLot: null,
  childElectrodeLot: null,
  batteryLot: null,
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
  outOfService: null,
  outOfServiceSince: null,
  state: 'inService',
  lastConfirmedAt: null,
  lastConfirmedBy: null,
  pictures: [],
};

/**
 * What a nearest AED says beyond a full AED, for an answer that did not say it (the device's own
 * nearest offline, an answer cached before walking times): measured by the straight line, hours
 * not read.
 */
export const STRAIGHT_LINE_NEAREST_FIELDS: Pick<NearestAed, 'walkingMeters' | 'walkingSeconds' | 'walkingBasis' | 'usableNow'> = {
  walkingMeters: null,
  walkingSeconds: null,
  walkingBasis: 'straight',
  usableNow: { state: 'hours-unknown', opensAt: null, expired: [] },
};
