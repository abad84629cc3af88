import { describe, expect, it } from 'vitest';
import { createDocumentCache } from '../src/modules/aeds/document-cache';
import { fakeData } from './helpers/fake-fingerprint';

describe('document cache: the answer at once (peek)', () => {
  it('has nothing before the first build, then the built document without asking the database again', async () => {
    const { data, fingerprint } = fakeData();
    const cache = createDocumentCache({ fingerprint });
    expect(cache.peek('a')).toBeUndefined();
    const built = await cache.get('a', async () => ({ n: 1 }));
    expect(JSON.parse(built.identity.toString())).toEqual({ n: 1 });
    const readsAfterBuild = data.reads;
    expect(cache.peek('a')).toBe(built);
    expect(cache.peek('b')).toBeUndefined();
    expect(data.reads).toBe(readsAfterBuild);
  });

  it('gives nothing once the fingerprint is due a recheck, so a change made elsewhere is never hidden', async () => {
    const { data, fingerprint } = fakeData(30);
    const cache = createDocumentCache({ fingerprint });
    await cache.get('a', async () => ({ version: data.version }));
    data.version = 2;
    await new Promise((r) => setTimeout(r, 40));
    expect(cache.peek('a')).toBeUndefined();
    const rebuilt = await cache.get('a', async () => ({ version: data.version }));
    expect(JSON.parse(rebuilt.identity.toString())).toEqual({ version: 2 });
    expect(cache.peek('a')).toBe(rebuilt);
  });

  it('gives nothing after a change in this process (reset and invalidate)', async () => {
    const { fingerprint } = fakeData();
    const cache = createDocumentCache({ fingerprint });
    await cache.get('a', async () => ({}));
    fingerprint.reset();
    expect(cache.peek('a')).toBeUndefined();
    await cache.get('a', async () => ({}));
    cache.invalidate();
    expect(cache.peek('a')).toBeUndefined();
  });
});
