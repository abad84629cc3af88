import { describe, expect, it } from 'vitest';
import { filterBySearch, foundMessage, matchesSearch, normalizeQuery, searchableText } from './search';

const aeds = [
  { id: 1, title: 'PGD Šentvid', description: null, address: 'Prušnikova 2', city: 'Ljubljana', model: 'ZOLL AED Plus' },
  { id: 2, title: null, description: 'Gasilski dom', address: null, city: 'Maribor', model: null },
  { id: 3, title: 'Lekarna', description: 'Ob vhodu', address: 'Glavni trg 1', city: 'Kranj', model: 'Philips HeartStart FRx' },
];
const ids = (query: string) => filterBySearch(aeds, query).map((a) => a.id);

describe('map search (000 §2.9)', () => {
  it('matches title, description, address, city and model, ignoring case', () => {
    expect(ids('pgd')).toEqual([1]);
    expect(ids('GASILSKI')).toEqual([2]);
    expect(ids('glavni TRG')).toEqual([3]);
    expect(ids('maribor')).toEqual([2]);
    expect(ids('heartstart')).toEqual([3]);
    expect(ids('šentvid')).toEqual([1]);
    expect(ids('ŠENTVID')).toEqual([1]);
  });

  it('an empty or blank query keeps every AED; spaces around the text are ignored', () => {
    expect(ids('')).toEqual([1, 2, 3]);
    expect(ids('   ')).toEqual([1, 2, 3]);
    expect(ids('  lekarna ')).toEqual([3]);
    expect(normalizeQuery('  AbC ')).toBe('abc');
  });

  it('does not match across two fields or in other fields', () => {
    expect(ids('šentvid prušnikova')).toEqual([]);
    expect(searchableText(aeds[0])).not.toContain('1');
    expect(matchesSearch({ title: 'x' }, 'nothing')).toBe(false);
    expect(matchesSearch({}, '')).toBe(true);
  });

  it('says how many it found, exactly', () => {
    expect(foundMessage(3, 'PGD')).toBe('Found 3 AED(s) matching "PGD"');
  });
});
