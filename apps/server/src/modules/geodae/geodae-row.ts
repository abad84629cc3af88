import type { AedState } from '@aedatlas/contracts';
import { aeds } from '../aeds/aeds.table';
import { geodaeHours } from './geodae-hours';
import { ETAT_FONCT, makerOf, slovenianPhone, splitAddress } from './geodae-values';
import schema from './schema-dae.json';

/** The 45 columns of Géo'DAE 1.0.8, in the schema's order. */
export const GEODAE_COLUMNS = schema.fields.map((f) => f.name);
/** The 16 a row must have. */
export const GEODAE_REQUIRED = schema.fields.filter((f) => f.constraints.required).map((f) => f.name);
export type GeodaeRow = Record<string, string>;

/** What a Géo'DAE row is made of. Never the cabinet's notes or its check code. */
export const geodaeColumns = {
  id: aeds.id,
  title: aeds.title,
  description: aeds.description,
  latitude: aeds.latitude,
  longitude: aeds.longitude,
  address: aeds.address,
  postalCode: aeds.postalCode,
  municipality: aeds.municipality,
  accessibility: aeds.accessibility,
  indoorCabinet: aeds.indoorCabinet,
  outdoorCabinet: aeds.outdoorCabinet,
  floor: aeds.floor,
  locationDescription: aeds.locationDescription,
  openingHours: aeds.openingHours,
  contactPhoneNumber: aeds.contactPhoneNumber,
  contactEmail: aeds.contactEmail,
  state: aeds.state,
  model: aeds.model,
  serialNumber: aeds.serialNumber,
  maintainer: aeds.maintainer,
  childElectrode: aeds.childElectrode,
  childElectrodeExpiry: aeds.childElectrodeExpiry,
  electrodeExpiry: aeds.electrodeExpiry,
  batteryExpiry: aeds.batteryExpiry,
  lastCheck: aeds.lastCheck,
  osmTags: aeds.osmTags,
};
export type GeodaeSource = { [K in keyof typeof geodaeColumns]: (typeof aeds.$inferSelect)[K] };

/** OpenStreetMap's `access` values that leave an AED free to take. */
const FREE_ACCESS = new Set(['yes', 'public', 'permissive']);
const RESTRICTED_ACCESS = new Set(['private', 'customers', 'no', 'permit', 'delivery']);

function freeAccess(aed: GeodaeSource): boolean | null {
  const access = aed.osmTags?.access?.trim().toLowerCase();
  if (access && FREE_ACCESS.has(access)) return true;
  if (access && RESTRICTED_ACCESS.has(access)) return false;
  if (aed.accessibility === 'FULL_24H' || aed.accessibility === 'WORKING_HOURS') return true;
  if (aed.accessibility === 'LIMITED') return false;
  return null;
}

function environment(aed: GeodaeSource): string | null {
  const indoor = aed.osmTags?.indoor?.trim().toLowerCase();
  if (indoor === 'no') return 'Extérieur';
  if (indoor && indoor !== 'no') return 'Intérieur';
  if (aed.indoorCabinet) return 'Intérieur';
  if (aed.outdoorCabinet) return 'Extérieur';
  return null;
}

/** The AED's name; without a title or description, "AED" and where it is, as the map's list names it. */
function nameOf(aed: GeodaeSource): string | null {
  const named = aed.title?.trim() || aed.description?.split('\n')[0].trim();
  if (named) return named;
  const place = [aed.address?.trim(), aed.municipality?.trim()].filter(Boolean).join(', ');
  return place ? `AED, ${place}` : null;
}

const bool = (value: boolean | null) => (value === null ? null : value ? 'true' : 'false');

/** Why a row has no `dispo_horaires` although the AED has hours. */
export const UNSAID_HOURS_NOTE = 'Opening hours that Géo\'DAE 1.0.8 cannot express (OpenStreetMap opening_hours): ';

/** One AED as a Géo'DAE row: every column, empty where the registry does not know the value. */
export function geodaeRow(aed: GeodaeSource): GeodaeRow {
  const { street, number } = splitAddress(aed.address);
  const hours = geodaeHours(aed.openingHours, aed.accessibility);
  const phone = slovenianPhone(aed.contactPhoneNumber);
  const postal = aed.postalCode?.trim().replace(/^SI-?/i, '') ?? '';
  const values: Record<string, string | number | null | undefined> = {
    nom: nameOf(aed),
    lat_coor1: aed.latitude,
    long_coor1: aed.longitude,
    adr_num: number,
    adr_voie: street,
    com_cp: /^\d{4}$/.test(postal) ? postal : null,
    com_nom: aed.municipality,
    acc: environment(aed),
    acc_lib: bool(freeAccess(aed)),
    acc_etg: aed.floor,
    acc_complt: aed.locationDescription,
    disp_complt: hours.unsaid ? UNSAID_HOURS_NOTE + hours.unsaid : null,
    tel1: phone,
    site_email: aed.contactEmail,
    etat: aed.state === 'removed' ? 'A supprimer' : 'Actif',
    etat_fonct: ETAT_FONCT[aed.state as AedState] ?? ETAT_FONCT.unknown,
    fab_rais: makerOf(aed.model, aed.osmTags),
    modele: aed.model,
    num_serie: aed.serialNumber,
    lc_ped: aed.childElectrode || aed.childElectrodeExpiry ? 'true' : null,
    dtpr_lcped: aed.childElectrodeExpiry,
    dtpr_lcad: aed.electrodeExpiry,
    dtpr_bat: aed.batteryExpiry,
    dermnt: aed.lastCheck,
    expt_rais: aed.maintainer,
    expt_tel1: phone,
    expt_email: aed.contactEmail,
    dispo_horaires: hours.hours,
  };
  const row: GeodaeRow = {};
  for (const column of GEODAE_COLUMNS) {
    const value = values[column];
    row[column] = value === null || value === undefined ? '' : String(value).trim();
  }
  return row;
}
