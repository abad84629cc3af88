import type { AedState } from '@aedatlas/contracts';
import type { aeds } from '../aeds/aeds.table';
import type { GeodaeRow } from './geodae-row';
import { STATE_OF_ETAT_FONCT, splitAddress } from './geodae-values';

/*
 * Géo'DAE's columns back into the registry's fields: the way in of geodae-row.ts. Only the columns
 * a row has a value for are read (an empty cell never clears a field).
 */

type AedValues = Partial<typeof aeds.$inferInsert>;
/** What the registry knows of an AED that a column's value is read against. */
export interface Current {
  address: string | null;
  osmTags: Record<string, string> | null;
  openingHours: string | null;
}

/** The states a registry file may not leave on its own: only a guardian's or admin's check with new dates brings these back. */
const NEEDS_A_CHECK: readonly string[] = ['outOfService', 'temporarilyAbsent'];

/** Whether a file's etat_fonct would put an AED of `state` back in service, which a file may not do. */
export const refusedBackInService = (etatFonct: string, state: string | null) => STATE_OF_ETAT_FONCT.get(etatFonct) === 'inService' && state !== null && NEEDS_A_CHECK.includes(state);

/** The registry's fields (and the registry field names they are) for these columns of the row. */
export function registryValues(cells: GeodaeRow, columns: readonly string[], current: Current | null, state: string | null): AedValues {
  const has = (c: string) => columns.includes(c) && cells[c] !== '';
  const v: AedValues = {};
  if (has('nom') && !/^AED, /.test(cells.nom)) v.title = cells.nom;
  if (has('adr_voie') || has('adr_num')) {
    const ours = splitAddress(current?.address ?? null);
    v.address = [cells.adr_voie || ours.street, cells.adr_num || ours.number].filter(Boolean).join(' ');
  }
  if (has('com_cp')) v.postalCode = cells.com_cp;
  if (has('com_nom')) v.municipality = cells.com_nom;
  if (has('acc')) {
    const indoor = cells.acc === 'Intérieur';
    v.indoorCabinet = indoor;
    v.outdoorCabinet = !indoor;
    // The AED's own OSM tag decides what the export says: it follows the file too.
    if (current?.osmTags?.indoor !== undefined) v.osmTags = { ...current.osmTags, ...(v.osmTags ?? {}), indoor: indoor ? 'yes' : 'no' };
  }
  if (has('acc_lib')) {
    const free = cells.acc_lib === 'true';
    const allDay = (cells.dispo_horaires || current?.openingHours) === '24/7';
    v.accessibility = free ? (allDay ? 'FULL_24H' : 'WORKING_HOURS') : 'LIMITED';
    if (current?.osmTags?.access !== undefined) v.osmTags = { ...(current.osmTags ?? {}), ...(v.osmTags ?? {}), access: free ? 'yes' : 'private' };
  }
  if (has('acc_etg')) v.floor = cells.acc_etg;
  if (has('acc_complt')) v.locationDescription = cells.acc_complt;
  if (has('tel1') || has('expt_tel1')) v.contactPhoneNumber = cells.tel1 || cells.expt_tel1;
  if (has('site_email') || has('expt_email')) v.contactEmail = cells.site_email || cells.expt_email;
  if (has('etat_fonct')) {
    const next = STATE_OF_ETAT_FONCT.get(cells.etat_fonct);
    // A file saying "in service" does not bring back an AED taken out by a report or an admin.
    if (next && !refusedBackInService(cells.etat_fonct, state)) v.state = next as AedState;
  }
  if (has('modele')) v.model = cells.modele;
  if (has('num_serie')) v.serialNumber = cells.num_serie;
  if (has('lc_ped')) v.childElectrode = cells.lc_ped === 'true';
  if (has('dtpr_lcped')) v.childElectrodeExpiry = cells.dtpr_lcped;
  if (has('dtpr_lcad')) v.electrodeExpiry = cells.dtpr_lcad;
  if (has('dtpr_bat')) v.batteryExpiry = cells.dtpr_bat;
  if (has('dermnt')) v.lastCheck = cells.dermnt;
  if (has('expt_rais')) v.maintainer = cells.expt_rais;
  if (has('dispo_horaires')) v.openingHours = cells.dispo_horaires;
  return v;
}
