import { describe, expect, it } from 'vitest';
import { cabinetCodeInputSchema, cabinetCodeRevealSchema, compareNearest, isPossiblyInUse, type Ranked } from '../src';

const ranked = (name: string, state: Ranked['usableNow']['state'], rankMeters: number, possiblyInUse = false) => ({
  name,
  walkingBasis: 'route' as const,
  usableNow: { state, opensAt: null, expired: [] },
  distanceMeters: rankMeters,
  rankMeters,
  possiblyInUse,
});

describe('cabinet codes in the contracts', () => {
  it('takes a keypad code, clears with null or an empty text, and refuses anything else', () => {
    expect(cabinetCodeInputSchema.parse(' 4711# ')).toBe('4711#');
    expect(cabinetCodeInputSchema.parse('')).toBeNull();
    expect(cabinetCodeInputSchema.parse(null)).toBeNull();
    for (const bad of ['12', '12 34', '1234\u0000', 'x'.repeat(17), 'ključ', 4711]) expect(cabinetCodeInputSchema.safeParse(bad).success, String(bad)).toBe(false);
  });

  it('asks every reveal for a call reference', () => {
    expect(cabinetCodeRevealSchema.parse({ callReference: ' 112-2026-004711 ' })).toEqual({ callReference: '112-2026-004711' });
    for (const bad of [{}, { callReference: '' }, { callReference: ' ' }, { callReference: '-1' }, { callReference: 'a\u0007' }, { callReference: 'x'.repeat(65) }]) {
      expect(cabinetCodeRevealSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it('ranks an AED possibly in use after the free ones usable now, before the closed ones', () => {
    const list = [ranked('taken', 'open', 100, true), ranked('unknown hours', 'hours-unknown', 400), ranked('closed', 'closed', 50), ranked('open', 'open', 300)];
    expect(list.sort(compareNearest).map((a) => a.name)).toEqual(['open', 'unknown hours', 'taken', 'closed']);
  });

  it('reads the mark against the clock: a past time is no mark', () => {
    const now = new Date('2026-12-07T10:00:00Z');
    expect(isPossiblyInUse('2026-12-07T10:30:00.000Z', now)).toBe(true);
    expect(isPossiblyInUse('2026-12-07T09:59:59.000Z', now)).toBe(false);
    expect(isPossiblyInUse(null, now)).toBe(false);
  });
});
