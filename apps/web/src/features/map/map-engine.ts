import { tilesCovering, type MapFeedItem, type MapSearchResult } from '@aedatlas/contracts';
import { createOpenStatusEvaluator, type OpenStatus } from '../../lib/opening-hours/open-status';
import { AedMapController } from './aed-map-controller';
import type { NearbyAed } from './nearest-aed-markers';
import { ApiError, isSearchBusyError } from '../../lib/http';
import { searchMapAeds, type TileAddress } from './api/get-map-tiles';
import { DEFAULT_VIEW } from './lib/map-view';
import { normalizeQuery } from './lib/search';
import { groupPoints, notCheckedIn, tileMarkers, tileZoomFor, type MarkerSpec, type StatusOf } from './lib/tile-markers';
import { INITIAL_ENGINE_STATE, type MapEngineState } from './map-engine-state';
import { TileStore } from './tile-store';

/** Opening hours change with the clock, and AEDs with the registry: both are looked at again each minute. */
const REFRESH_MS = 60_000;
/** With no pin in view, the opening-hours library is fetched this long after the map started. */
const PREFETCH_STATUSES_MS = 5_000;
/** A search the server stayed too busy for, as a value; any other failure stays one. */
function busySearch(error: unknown): ApiError {
  if (isSearchBusyError(error)) return error;
  throw error;
}

/** The whole world in one tile: its total is the count of every AED (or of those open now). */
const WORLD: TileAddress = { z: 0, x: 0, y: 0 };

type Recenter = 'matches' | 'default' | 'keep';

/**
 * Turns "view + search + toggle" into what the map draws and where it looks (000 §2.9). Browsing,
 * the map asks the server for the clustered tiles of the view only (docs/map-tiles.md), so the
 * first view costs a few kB at any number of AEDs; searching, it asks the server's search, which
 * counts every match and says where to look. React only feeds it and reads its state.
 */
export class MapEngine {
  readonly controller: AedMapController;
  private readonly container: HTMLElement;
  private readonly tiles = new TileStore();
  private readonly listeners = new Set<() => void>();
  private state: MapEngineState = INITIAL_ENGINE_STATE;
  private filter = { text: '', onlyAvailable: false };
  /** The moment chosen under "When?" (an ISO time with its offset), null for now. */
  private moment: string | null = null;
  /** The key's "Not checked for a year": marks those AEDs (and counts those in view); hides none. */
  private markNotChecked = false;
  private search: MapSearchResult | null = null;
  private statusOf: StatusOf = () => 'UNKNOWN';
  /** Bumped by every filter change; the answer to an older one is dropped. */
  private filterSeq = 0;
  /** Bumped by every draw request (data-index-version); data-version is the last complete one. */
  private drawSeq = 0;
  private recenter: Recenter = 'keep';
  private refreshTimer: ReturnType<typeof setInterval> | null = null;
  private prefetchTimer: ReturnType<typeof setTimeout> | null = null;
  private statusesReady = false;
  private statusesLoading: Promise<void> | null = null;
  private destroyed = false;

  constructor(container: HTMLElement, tileUrl: string) {
    this.container = container;
    this.controller = new AedMapController({ container, tileUrl, onViewChange: () => this.redraw() });
    void this.start();
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  getSnapshot = () => this.state;

  private setState(patch: Partial<MapEngineState>) {
    if (this.destroyed) return;
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener();
  }

  private fail(error: unknown) {
    this.setState({ phase: 'error', error: error instanceof Error ? error.message : String(error) });
  }

  private async start() {
    this.refreshTimer ??= setInterval(() => void this.refresh(), REFRESH_MS);
    await this.apply('keep');
    // The opening-hours library (the biggest download of the map) is for the pins' colours:
    // fetched when pins are first in view (statusesFor), else once the page has settled, so it
    // never slows the first view or Near me on a slow connection.
    this.prefetchTimer = setTimeout(() => void this.statusesFor(true), PREFETCH_STATUSES_MS);
  }

  /**
   * Whether these markers can be drawn as they are: pins wait for their open-now status (and
   * start getting it), groups need none, so a view of groups alone is complete at once.
   */
  private readyToDraw(specs: readonly MarkerSpec[]): boolean {
    const pins = specs.some((spec) => spec.kind === 'point');
    return this.statusesFor(pins) || !pins;
  }

  /** Whether the pins' open-now status is known; with `load`, starts getting it (once). */
  private statusesFor(load: boolean): boolean {
    if (this.statusesReady) return true;
    if (load && !this.statusesLoading) {
      this.statusesLoading = this.updateStatuses().then(() => {
        this.statusesReady = true;
        this.redraw();
      });
    }
    return false;
  }

  /** After a failure: ask again for everything in view. */
  retry = () => {
    this.tiles.markStale();
    this.setState({ phase: 'waiting', error: null, searchBusy: null });
    void this.apply('keep');
  };

  private async updateStatuses() {
    try {
      const evaluate = await createOpenStatusEvaluator(this.moment ? new Date(this.moment) : new Date());
      this.statusOf = (item: MapFeedItem): OpenStatus => evaluate(item);
    } catch {
      // The opening-hours library did not load: the pins say 'Unknown' rather than guess.
    }
  }

  /** Every minute: new open-now colours, and the tiles in view revalidated (a 304 when unchanged). */
  private async refresh() {
    if (this.destroyed) return;
    if (this.statusesReady) await this.updateStatuses();
    this.tiles.markStale();
    await this.apply('keep');
  }

  /** "When?": the pins' colours, the filter and the counts answer for this moment (null: now). */
  async setMoment(moment: string | null): Promise<void> {
    if (moment === this.moment) return;
    this.moment = moment;
    this.tiles.setMoment(moment);
    if (this.statusesReady) await this.updateStatuses();
    await this.apply('keep');
  }

  /** The key's "Not checked for a year" toggle: the markers are drawn again, marked or not. */
  setMarkNotChecked(on: boolean) {
    if (on === this.markNotChecked) return;
    this.markNotChecked = on;
    if (!on) {
      delete this.container.dataset.notChecked;
      this.setState({ notCheckedInView: null });
    }
    this.redraw();
  }

  /** Draws these markers; with the key's toggle on, counts the AEDs not checked for a year in view. */
  private draw(specs: MarkerSpec[], ready: boolean, version: number, complete: boolean) {
    const drawn = ready ? specs : specs.filter((spec) => spec.kind === 'cluster');
    const { onlyAvailable } = this.filter;
    this.controller.draw(drawn, { openNow: onlyAvailable, version, complete, markNotChecked: this.markNotChecked });
    if (!this.markNotChecked) return;
    const count = notCheckedIn(drawn, this.controller.paddedBounds(0));
    // Also on the map's element, for tests.
    this.container.dataset.notChecked = String(count);
    if (count !== this.state.notCheckedInView) this.setState({ notCheckedInView: count });
  }

  /** Search text (as typed) and the 'Only AEDs available now' toggle. */
  async setFilter(rawText: string, onlyAvailable: boolean): Promise<void> {
    const text = rawText.trim();
    const previous = this.filter;
    if (previous.text === text && previous.onlyAvailable === onlyAvailable) return;
    this.filter = { text, onlyAvailable };
    const query = normalizeQuery(text);
    await this.apply(query ? 'matches' : normalizeQuery(previous.text) ? 'default' : 'keep');
  }

  /** Counts, search and recentring for the current filter, then the markers. */
  private async apply(recenter: Recenter) {
    if (this.destroyed) return;
    // Kept until an answer is drawn: a refresh that overtakes a new search must not lose its recentring.
    if (recenter !== 'keep') this.recenter = recenter;
    const seq = ++this.filterSeq;
    const { text, onlyAvailable } = this.filter;
    const query = normalizeQuery(text);
    const { dataset } = this.container;
    // Until the answer is in, the markers on screen are not those of this filter.
    dataset.indexVersion = String(++this.drawSeq);
    try {
      const [all, matching, search] = await Promise.all([
        this.worldTile(false),
        !onlyAvailable || query ? null : this.worldTile(true),
        query ? searchMapAeds(text, onlyAvailable, undefined, this.moment ?? undefined).catch(busySearch) : null,
      ]);
      if (seq !== this.filterSeq || this.destroyed) return;
      if (search instanceof ApiError) {
        // Every AED (or every one open now) rather than none: the recentring waits for the search.
        const shown = onlyAvailable ? await this.worldTile(true) : all;
        if (seq !== this.filterSeq || this.destroyed) return;
        this.search = null;
        this.show({ total: all.total, count: shown.total, listed: shown.total, text: '', onlyAvailable, error: null, searchBusy: search.message });
      } else {
        this.search = search;
        const count = search ? search.total : (matching ?? all).total;
        this.show({ total: all.total, count, listed: search ? search.items.length : count, text, onlyAvailable, error: null, searchBusy: null });
        recenter = this.recenter;
        this.recenter = 'keep';
        if (recenter === 'matches' && search) this.controller.setView({ lat: search.center.lat, lon: search.center.lng, zoom: search.zoom });
        else if (recenter === 'default') this.controller.setView(DEFAULT_VIEW);
      }
    } catch (error) {
      if (seq === this.filterSeq) this.fail(error);
      return;
    }
    this.redraw();
  }

  /** The whole world's tile (its total counts every AED, or every one open now), fresh or loaded. */
  private worldTile(onlyAvailable: boolean) {
    return this.tiles.isFresh(WORLD, onlyAvailable) ? this.tiles.cached(WORLD, onlyAvailable)! : this.tiles.load(WORLD, onlyAvailable);
  }

  /** A new answer on screen: its figures in the page's state and on the map's element for tests. */
  private show(answer: Omit<MapEngineState, 'phase' | 'notCheckedInView'>) {
    const { dataset } = this.container;
    dataset.total = String(answer.total);
    dataset.count = String(answer.count);
    dataset.query = answer.text;
    this.setState({ phase: 'ready', ...answer });
  }

  /**
   * Draws the view: the search matches, or the tiles in view: those already here at once, the
   * others as they arrive (one frame for several). Each draw request is numbered; tiles arriving
   * for a view already left draw nothing.
   */
  private redraw() {
    if (this.destroyed || this.state.phase !== 'ready') return;
    const draw = ++this.drawSeq;
    this.container.dataset.indexVersion = String(draw);
    const { onlyAvailable } = this.filter;
    const zoom = this.controller.map.getZoom();
    if (this.search) {
      const specs = groupPoints(this.search.items, zoom, this.statusOf);
      const ready = this.readyToDraw(specs);
      // Pins wait for their open-now colour rather than show 'Unknown' for a moment.
      this.draw(specs, ready, draw, ready);
      return;
    }
    // The tiles on screen first, then those of the margin around (ready for a pan). The view is
    // complete once those on screen are in.
    const tileZoom = tileZoomFor(zoom);
    const visible = tilesCovering(this.controller.paddedBounds(0), tileZoom);
    const onScreen = new Set(visible.map(({ x, y }) => `${x}/${y}`));
    const wanted = [...visible, ...tilesCovering(this.controller.paddedBounds(), tileZoom).filter(({ x, y }) => !onScreen.has(`${x}/${y}`))];
    const drawTiles = () => {
      if (draw !== this.drawSeq || this.destroyed) return;
      const here = wanted.map((address) => this.tiles.cached(address, onlyAvailable)).filter((tile) => tile !== undefined);
      const specs = tileMarkers(here, zoom, onlyAvailable, this.statusOf);
      const ready = this.readyToDraw(specs);
      const complete = ready && visible.every((address) => this.tiles.isFresh(address, onlyAvailable));
      this.draw(specs, ready, draw, complete);
    };
    drawTiles();
    let frame = 0;
    const arrived = () => {
      frame ||= requestAnimationFrame(() => {
        frame = 0;
        drawTiles();
      });
    };
    for (const address of wanted) {
      if (this.tiles.isFresh(address, onlyAvailable)) continue;
      this.tiles.load(address, onlyAvailable).then(arrived, (error: unknown) => {
        if (draw === this.drawSeq) this.fail(error);
      });
    }
  }

  /** The language changed: every name on the map is said again in it. */
  relabel() {
    this.controller.relabel();
    this.redraw();
  }

  showNearby(user: { lat: number; lon: number; accuracy: number | null }, aeds: NearbyAed[]) {
    this.controller.showUser(user.lat, user.lon, user.accuracy);
    this.controller.showNearest(aeds);
  }

  destroy() {
    this.destroyed = true;
    if (this.refreshTimer) clearInterval(this.refreshTimer);
    if (this.prefetchTimer) clearTimeout(this.prefetchTimer);
    this.listeners.clear();
    this.controller.destroy();
  }
}
