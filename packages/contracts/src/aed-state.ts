import { z } from 'zod';

/**
 * An AED's functioning state: the five of France's national AED registry (Géo'DAE `etat_fonct`),
 * so a registry that takes our data reads it as it is.
 * - inService: there and working, as far as anyone has said.
 * - outOfService: there, but not to be used (used and not restocked, damaged).
 * - temporarilyAbsent: away for a while (reported missing, out for service).
 * - removed: gone for good; kept for the registry's history, never on the public map.
 * - unknown: nobody can say (an import that said so).
 */
export const AED_STATES = ['inService', 'outOfService', 'temporarilyAbsent', 'removed', 'unknown'] as const;
export type AedState = (typeof AED_STATES)[number];
export const aedStateSchema = z.enum(AED_STATES, { message: 'Must be one of: ' + AED_STATES.join(', ') });

/** The words of Géo'DAE's `etat_fonct` for each state. */
export const GEODAE_ETAT_FONCT: Record<AedState, string> = {
  inService: 'En fonctionnement',
  outOfService: 'Hors service',
  temporarilyAbsent: 'Absent momentanément',
  removed: 'Absent définitivement',
  unknown: 'Inconnu',
};

export const AED_STATE_LABELS: Record<AedState, string> = {
  inService: 'In service',
  outOfService: 'Out of service',
  temporarilyAbsent: 'Temporarily absent',
  removed: 'Permanently removed',
  unknown: 'Unknown',
};

/**
 * What a person can expect of the AED: its state, except that one in service with expired pads
 * or battery is "notReady" (derived, never stored: it changes with the calendar alone).
 */
export const AED_READINESS = [...AED_STATES, 'notReady'] as const;
export type AedReadiness = (typeof AED_READINESS)[number];

/**
 * The readiness of an AED in `state` whose earliest pad or battery expiry is `expiresOn`
 * (YYYY-MM-DD or null), on `today` (YYYY-MM-DD, Slovenian date): a day past the date is expired.
 */
export function readinessOf(state: AedState, expiresOn: string | null | undefined, today: string): AedReadiness {
  if (state === 'inService' && expiresOn && expiresOn.slice(0, 10) < today) return 'notReady';
  return state;
}

/** The states the public map, Near me and the map search leave out. */
export const OFF_MAP_STATES: readonly AedState[] = ['removed'];

/** Who last confirmed an AED is there and ready. */
export const CONFIRMED_BY = ['guardian', 'visitor', 'admin'] as const;
export type ConfirmedBy = (typeof CONFIRMED_BY)[number];

