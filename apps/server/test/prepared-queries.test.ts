import { describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client';
import { preparedQueries } from '../src/db/prepared-queries';

describe('Queries prepared once per database and shape', () => {
  it('builds a shape once for a database, and again for another shape or another database', () => {
    const kept = preparedQueries<{ shape: string; n: number }>();
    const [a, b] = [{} as Db, {} as Db];
    let built = 0;
    const prepare = (shape: string) => () => ({ shape, n: ++built });
    const first = kept(a, 'title asc', prepare('title asc'));
    expect(kept(a, 'title asc', prepare('title asc'))).toBe(first);
    expect(built).toBe(1);
    expect(kept(a, 'city desc', prepare('city desc'))).toEqual({ shape: 'city desc', n: 2 });
    expect(kept(b, 'title asc', prepare('title asc'))).toEqual({ shape: 'title asc', n: 3 });
    expect(kept(a, 'title asc', prepare('title asc'))).toBe(first);
    expect(built).toBe(3);
  });

  it('gives a kept family one name for each shape, the same on every database, and refuses a family kept twice', () => {
    const named = preparedQueries<string>({ kept: 'test_family' });
    const [a, b] = [{} as Db, {} as Db];
    const first = named(a, 'title asc', (name) => name);
    expect(first).toMatch(/^test_family_\d+$/);
    expect(named(b, 'title asc', (name) => name)).toBe(first);
    const second = named(a, 'city desc', (name) => name);
    expect(second).toMatch(/^test_family_\d+$/);
    expect(second).not.toBe(first);
    // Without `kept` every statement stays unnamed: planned again for each run's values.
    expect(preparedQueries<string>()(a, 'title asc', (name) => name)).toBe('');
    expect(() => preparedQueries({ kept: 'test_family' })).toThrow(/kept twice/);
  });
});
