import { describe, expect, it } from 'vitest';
import { centsToDecimal, changelogDay, formatPrice, isoDateToUs, parsePrice, usDateToIso } from '../src';

describe('prices', () => {
  it('reads exact cents from numbers and decimal strings, never through float arithmetic', () => {
    expect(parsePrice(19.99)).toEqual({ cents: 1999 });
    expect(parsePrice('0.1')).toEqual({ cents: 10 });
    expect(parsePrice(0.2)).toEqual({ cents: 20 });
    expect(parsePrice(' 99999.99 ')).toEqual({ cents: 9999999 });
    expect(parsePrice(1.1)).toEqual({ cents: 110 });
    // 4.35 * 100 is 434.99999999999994 in floats: read from its text it is 435 exactly.
    expect(parsePrice(4.35)).toEqual({ cents: 435 });
  });

  it('refuses three decimals, float noise, signs, exponents and giants', () => {
    expect(parsePrice(1.005)).toEqual({ error: 'At most 2 decimals' });
    expect(parsePrice(0.1 + 0.2)).toEqual({ error: 'At most 2 decimals' });
    expect(parsePrice(-0.01)).toEqual({ error: 'Must be 0 or more' });
    expect(parsePrice(1e21)).toEqual({ error: 'Must be a price, e.g. 19.99' });
    expect(parsePrice(Number.NaN)).toEqual({ error: 'Must be a price, e.g. 19.99' });
    expect(parsePrice('1000000.01')).toEqual({ error: 'At most 1000000.00' });
  });

  it('writes cents as two-decimal text', () => {
    expect(centsToDecimal(1999)).toBe('19.99');
    expect(centsToDecimal(5)).toBe('0.05');
    expect(formatPrice(19.9)).toBe('19.90');
    expect(formatPrice(0.1)).toBe('0.10');
  });
});

describe('changelog dates', () => {
  it('converts the screen\'s MM/DD/YYYY to YYYY-MM-DD and back, refusing impossible days', () => {
    expect(usDateToIso('03/15/2025')).toBe('2025-03-15');
    expect(usDateToIso('3/5/2025')).toBe('2025-03-05');
    expect(usDateToIso('02/29/2024')).toBe('2024-02-29');
    expect(usDateToIso('02/29/2025')).toBeUndefined();
    expect(usDateToIso('13/01/2025')).toBeUndefined();
    expect(usDateToIso('15/03/2025')).toBeUndefined();
    expect(usDateToIso('2025-03-15')).toBeUndefined();
    expect(isoDateToUs('2025-03-05')).toBe('03/05/2025');
  });

  it('reads ISO-like dates as a calendar day, instants in Slovenian time', () => {
    expect(changelogDay('2025-03-15')).toBe('2025-03-15');
    expect(changelogDay('2025-03-15T10:00')).toBe('2025-03-15');
    expect(changelogDay('2025-03-14T23:00:00.000Z')).toBe('2025-03-15');
    expect(changelogDay('2025-07-14T22:30:00+00:00')).toBe('2025-07-15');
    expect(changelogDay('2025-02-30')).toBeUndefined();
    expect(changelogDay('2025-03-15T24:00')).toBeUndefined();
  });
});
