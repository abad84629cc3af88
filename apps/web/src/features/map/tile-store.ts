import type { MapTile } from '@aedatlas/contracts';
import { getMapTile, type TileAddress } from './api/get-map-tiles';

interface Entry {
  tile: MapTile;
  /** False once a newer copy may exist: shown until the revalidation answers. */
  fresh: boolean;
}

/**
 * The tiles the map has seen, in memory and least recently used out first: panning back costs
 * nothing, and a refresh (every minute) revalidates only the tiles in view, which the server
 * answers with a 304 when nothing changed. One request per tile at a time.
 */
export class TileStore {
  private readonly entries = new Map<string, Entry>();
  private readonly inflight = new Map<string, Promise<MapTile>>();
  /** The moment chosen under "When?" (an ISO time), null for now; a new one empties the store. */
  private moment: string | null = null;
  private generation = 0;

  constructor(
    private readonly fetchTile: typeof getMapTile = getMapTile,
    private readonly capacity = 800,
  ) {}

  private static key({ z, x, y }: TileAddress, openNow: boolean) {
    return `${z}/${x}/${y}${openNow ? '/open' : ''}`;
  }

  /** The tile as last loaded (fresh or not), or undefined. */
  cached(address: TileAddress, openNow: boolean): MapTile | undefined {
    const key = TileStore.key(address, openNow);
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    // Map keeps insertion order: re-inserting makes this the most recently used.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.tile;
  }

  isFresh(address: TileAddress, openNow: boolean): boolean {
    return this.entries.get(TileStore.key(address, openNow))?.fresh ?? false;
  }

  load(address: TileAddress, openNow: boolean): Promise<MapTile> {
    const key = TileStore.key(address, openNow);
    const running = this.inflight.get(key);
    if (running) return running;
    const generation = this.generation;
    const request = this.fetchTile(address, openNow, undefined, this.moment ?? undefined)
      .then((tile) => {
        // Asked for another moment than the one now chosen: not kept.
        if (generation !== this.generation) return tile;
        this.entries.delete(key);
        this.entries.set(key, { tile, fresh: true });
        for (const oldest of this.entries.keys()) {
          if (this.entries.size <= this.capacity) break;
          this.entries.delete(oldest);
        }
        return tile;
      })
      .finally(() => {
        if (this.inflight.get(key) === request) this.inflight.delete(key);
      });
    this.inflight.set(key, request);
    return request;
  }

  /** Tiles for another moment ("When?"; null: now): what is kept was for the last one. */
  setMoment(moment: string | null) {
    if (moment === this.moment) return;
    this.moment = moment;
    this.generation++;
    this.entries.clear();
    this.inflight.clear();
  }

  /** Everything may have changed (a minute passed, or the page asked): revalidate when next shown. */
  markStale() {
    for (const entry of this.entries.values()) entry.fresh = false;
  }

  get size() {
    return this.entries.size;
  }
}
