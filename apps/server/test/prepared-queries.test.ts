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
});
