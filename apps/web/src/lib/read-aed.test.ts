import { describe, expect, it } from 'vitest';
import { makeAed } from '../test/aed-fixtures';
import { readAed } from './read-aed';

describe('readAed', () => {
  it('passes a contract AED through', () => {
    const aed = makeAed();
    expect(readAed(aed)).toEqual(aed);
  });

  it('fills what an older or newer server leaves out', () => {
    const { placeDerived: _p, pictures: _pictures, ...older } = makeAed({ title: 'Old' });
    const aed = readAed(older);
    expect(aed.title).toBe('Old');
    expect(aed.pictures).toEqual([]);
    expect(aed.placeDerived).toBe(false);
  });

  it('refuses an answer without an id or a position', () => {
    expect(() => readAed({ title: 'x' })).toThrow();
    expect(() => readAed(null)).toThrow();
  });
});
