import { describe, expect, it } from 'vitest';
import { createMatchCounts } from '../src/modules/aeds/match-counts';
import { fakeData } from './helpers/fake-fingerprint';

const tick = () => new Promise((r) => setTimeout(r, 0));

describe("the admin list's kept counts", () => {
  it('keeps nothing until the fingerprint is known, then gives a count kept at it without asking the database', async () => {
    const { data, fingerprint } = fakeData();
    const counts = createMatchCounts(fingerprint);
    // Not known yet: nothing is kept, and the fingerprint is read for the next time.
    expect(counts.known('a')).toBeUndefined();
    counts.counting('a')(5);
    await tick();
    expect(data.reads).toBe(1);
    expect(counts.known('a')).toBeUndefined();
    counts.counting('a')(5);
    expect(counts.known('a')).toBe(5);
    expect(counts.known('b')).toBeUndefined();
    expect(data.reads).toBe(1);
  });

  it('forgets a count after a change in this process or a notification (reset), though the old value comes back unchanged', async () => {
    const { data, fingerprint } = fakeData();
    const counts = createMatchCounts(fingerprint);
    await fingerprint.current();
    counts.counting('a')(5);
    data.version = 2;
    fingerprint.reset();
    expect(counts.known('a')).toBeUndefined();
    await tick();
    expect(counts.known('a')).toBeUndefined();
    counts.counting('a')(6);
    expect(counts.known('a')).toBe(6);
  });

  it('never keeps a count that began before a change as current', async () => {
    const { data, fingerprint } = fakeData();
    const counts = createMatchCounts(fingerprint);
    await fingerprint.current();
    const keep = counts.counting('a');
    // The AEDs change while the count runs; the count may have seen either side of the change.
    data.version = 2;
    fingerprint.reset();
    await fingerprint.current();
    keep(5);
    expect(counts.known('a')).toBeUndefined();
  });

  it('gives nothing once the fingerprint is due a recheck, so a change made elsewhere and never announced is not hidden', async () => {
    const { data, fingerprint } = fakeData(30);
    const counts = createMatchCounts(fingerprint);
    await fingerprint.current();
    counts.counting('a')(5);
    expect(counts.known('a')).toBe(5);
    data.version = 2;
    await new Promise((r) => setTimeout(r, 40));
    expect(counts.known('a')).toBeUndefined();
    await tick();
    expect(counts.known('a')).toBeUndefined();
  });

  it('holds at most its bound, the least recently used out first', async () => {
    const { fingerprint } = fakeData();
    const counts = createMatchCounts(fingerprint, 2);
    await fingerprint.current();
    counts.counting('a')(1);
    counts.counting('b')(2);
    expect(counts.known('a')).toBe(1);
    counts.counting('c')(3);
    expect([counts.known('a'), counts.known('b'), counts.known('c')]).toEqual([1, undefined, 3]);
  });
});
