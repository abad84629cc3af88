import { describe, expect, it } from 'vitest';
import { AED_STATES, aedStateSchema, GEODAE_ETAT_FONCT, readinessOf } from '../src/aed-state';

describe('AED functioning state', () => {
  it("names Géo'DAE's five states in its own words", () => {
    expect(AED_STATES.map((s) => GEODAE_ETAT_FONCT[s])).toEqual(['En fonctionnement', 'Hors service', 'Absent momentanément', 'Absent définitivement', 'Inconnu']);
  });

  it('is not ready only in service with a date past: the day itself still counts', () => {
    expect(readinessOf('inService', '2026-12-05', '2026-12-06')).toBe('notReady');
    expect(readinessOf('inService', '2026-12-06', '2026-12-06')).toBe('inService');
    expect(readinessOf('inService', null, '2026-12-06')).toBe('inService');
    expect(readinessOf('outOfService', '2020-01-01', '2026-12-06')).toBe('outOfService');
    expect(readinessOf('removed', '2020-01-01', '2026-12-06')).toBe('removed');
  });

  it('refuses a state it does not know, with the list', () => {
    const result = aedStateSchema.safeParse('broken');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe('Must be one of: inService, outOfService, temporarilyAbsent, removed, unknown');
  });
});
