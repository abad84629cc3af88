import type { MapTile } from '@aedatlas/contracts';
import { describe, expect, it, vi } from 'vitest';
import type { TileAddress } from './api/get-map-tiles';
import { TileStore } from './tile-store';

const tileAt = ({ z, x, y }: TileAddress, total = 1): MapTile => ({ z, x, y, total, clusters: [], points: [] });

describe('the tile store', () => {
  it('asks once for a tile requested twice at the same time, and keeps it', async () => {
    const fetchTile = vi.fn(async (address: TileAddress) => tileAt(address));
    const store = new TileStore(fetchTile);
    const at = { z: 8, x: 138, y: 90 };
    const [a, b] = await Promise.all([store.load(at, false), store.load(at, false)]);
    expect(a).toBe(b);
    expect(fetchTile).toHaveBeenCalledTimes(1);
    expect(store.cached(at, false)).toBe(a);
    expect(store.isFresh(at, false)).toBe(true);
    // The open-now tile is another tile.
    expect(store.cached(at, true)).toBeUndefined();
  });

  it('keeps showing a stale tile until the fresh copy is in', async () => {
    let total = 1;
    const store = new TileStore(async (address) => tileAt(address, total));
    const at = { z: 8, x: 138, y: 90 };
    await store.load(at, false);
    store.markStale();
    expect(store.isFresh(at, false)).toBe(false);
    expect(store.cached(at, false)?.total).toBe(1);
    total = 2;
    await store.load(at, false);
    expect(store.cached(at, false)?.total).toBe(2);
    expect(store.isFresh(at, false)).toBe(true);
  });

  it('forgets the least recently used tile beyond its capacity', async () => {
    const store = new TileStore(async (address) => tileAt(address), 2);
    const [a, b, c] = [1, 2, 3].map((x) => ({ z: 5, x, y: 1 }));
    await store.load(a, false);
    await store.load(b, false);
    store.cached(a, false); // a is now the most recently used
    await store.load(c, false);
    expect(store.size).toBe(2);
    expect(store.cached(b, false)).toBeUndefined();
    expect(store.cached(a, false)).toBeDefined();
  });

  it('lets a failed request be tried again', async () => {
    let fail = true;
    const store = new TileStore(async (address) => {
      if (fail) throw new Error('offline');
      return tileAt(address);
    });
    const at = { z: 3, x: 4, y: 2 };
    await expect(store.load(at, false)).rejects.toThrow('offline');
    fail = false;
    await expect(store.load(at, false)).resolves.toMatchObject({ z: 3 });
  });
});
