import type { NearestAed } from '@aedatlas/contracts';

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
