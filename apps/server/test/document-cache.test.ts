import { describe, expect, it } from 'vitest';
import { DatabaseUnavailableError } from '../src/db/availability';
import { createChangeFingerprint } from '../src/modules/aeds/change-fingerprint';
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

describe('document cache: while the database is away', () => {
  /** A fingerprint the test can make fail as an unreachable database, or with another error. */
  function flakyData(recheckMs = 10) {
    const state = { version: 1, failure: undefined as Error | undefined };
    const fingerprint = createChangeFingerprint(async () => {
      if (state.failure) throw state.failure;
      return String(state.version);
    }, recheckMs);
    return { state, fingerprint };
  }
  const dueRecheck = () => new Promise((r) => setTimeout(r, 20));

  it('hands out the last good document with the time its data was last known current', async () => {
    const { state, fingerprint } = flakyData();
    const cache = createDocumentCache({ fingerprint });
    const built = await cache.get('a', async () => ({ n: 1 }));
    expect(built.asOf).toBeUndefined();
    const confirmedBy = Date.now();
    state.failure = new DatabaseUnavailableError();
    await dueRecheck();
    const stale = await cache.get('a', async () => ({ n: 2 }));
    expect(JSON.parse(stale.identity.toString())).toEqual({ n: 1 });
    expect(stale.etag).toBe(built.etag);
    expect(stale.asOf!.getTime()).toBeLessThanOrEqual(confirmedBy);
    // Back: a fresh document, without an age.
    state.failure = undefined;
    state.version = 2;
    await dueRecheck();
    const fresh = await cache.get('a', async () => ({ n: 2 }));
    expect(JSON.parse(fresh.identity.toString())).toEqual({ n: 2 });
    expect(fresh.asOf).toBeUndefined();
  });

  it('falls back on the newest document of the same family (the same tile at an earlier minute)', async () => {
    const { state, fingerprint } = flakyData();
    const cache = createDocumentCache({ fingerprint });
    await cache.get('tile@1', async () => ({ minute: 1 }), 'tile');
    await cache.get('tile@2', async () => ({ minute: 2 }), 'tile');
    await cache.get('other@2', async () => ({ other: true }), 'other');
    state.failure = new DatabaseUnavailableError();
    await dueRecheck();
    const stale = await cache.get('tile@3', async () => ({ minute: 3 }), 'tile');
    expect(JSON.parse(stale.identity.toString())).toEqual({ minute: 2 });
    expect(stale.asOf).toBeInstanceOf(Date);
    // Nothing of the family: the outage's error, not something made up.
    await expect(cache.get('new@3', async () => ({}), 'new')).rejects.toBeInstanceOf(DatabaseUnavailableError);
  });

  it('falls back when the build fails for the outage, and never for any other error', async () => {
    const { state, fingerprint } = flakyData();
    const cache = createDocumentCache({ fingerprint });
    await cache.get('a@1', async () => ({ n: 1 }), 'a');
    state.version = 2;
    await dueRecheck();
    const stale = await cache.get('a@2', async () => Promise.reject(new DatabaseUnavailableError()), 'a');
    expect(JSON.parse(stale.identity.toString())).toEqual({ n: 1 });
    await expect(cache.get('a@3', async () => Promise.reject(new Error('a bug')), 'a')).rejects.toThrow('a bug');
    state.failure = new Error('syntax error at or near');
    await dueRecheck();
    await expect(cache.get('a@1', async () => ({ n: 1 }), 'a')).rejects.toThrow('syntax error');
  });
});
