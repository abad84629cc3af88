import {
  createOpenStatusEvaluator,
  loadOpeningHoursLibrary,
  type OpenStatus,
  type OpenStatusInput,
} from '../../lib/opening-hours/open-status';
import { AedMapController, type NearbyAed } from './aed-map-controller';
import { ClusterClient } from './cluster-client';
import { STATUS_CODES, type IndexedResponse, type LoadedResponse } from './lib/cluster-protocol';
import { DEFAULT_VIEW, searchView } from './lib/map-view';
import { normalizeQuery } from './lib/search';
import { INITIAL_ENGINE_STATE, type MapEngineState } from './map-engine-state';

const STATUS_REFRESH_MS = 60_000;

type Recenter = 'matches' | 'default' | 'keep';

/** One status code per distinct (accessibility, opening hours) pair of the feed. */
function pairCodes(pairs: LoadedResponse['pairs'], evaluate: (aed: OpenStatusInput) => OpenStatus): Uint8Array {
  return Uint8Array.from(pairs, ([accessibility, openingHours]) => STATUS_CODES[evaluate({ accessibility, openingHours })]);
}

/**
 * Owns the clustering worker and the Leaflet controller, and turns "feed + search + toggle" into
 * what the map draws and where it looks (000 §2.9). React only feeds it and reads its state.
 * Nothing here is proportional to the number of AEDs: that all happens in the worker.
 */
export class MapEngine {
  readonly controller: AedMapController;
  private readonly client = new ClusterClient();
  private readonly container: HTMLElement;
  private readonly listeners = new Set<() => void>();
  private state: MapEngineState = INITIAL_ENGINE_STATE;
  private feed: ArrayBuffer | null = null;
  private pairs: LoadedResponse['pairs'] = [];
  private codes: Uint8Array = new Uint8Array(0);
  private feedToken = 0;
  private posted = false;
  private filter = { text: '', onlyAvailable: false };
  private filterSeq = 0;
  private statusTimer: ReturnType<typeof setInterval> | null = null;
  private destroyed = false;

  constructor(container: HTMLElement, tileUrl: string) {
    this.container = container;
    // Parallel with the feed download: the open-now status needs it before the first draw.
    void loadOpeningHoursLibrary().catch(() => undefined);
    this.controller = new AedMapController({ container, tileUrl, client: this.client });
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  getSnapshot = () => this.state;

  private setState(patch: Partial<MapEngineState>) {
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener();
  }

  private fail(error: unknown) {
    if (!this.destroyed) this.setState({ phase: 'error', error: error instanceof Error ? error.message : String(error) });
  }

  /** New feed (the bytes of its JSON): the worker parses and indexes it, then the map draws. */
  async setFeed(bytes: ArrayBuffer): Promise<void> {
    if (bytes === this.feed || this.destroyed) return;
    this.feed = bytes;
    const token = ++this.feedToken;
    this.posted = false;
    this.setState({ phase: 'indexing' });
    try {
      const [loaded, evaluate] = await Promise.all([this.client.load(bytes), createOpenStatusEvaluator()]);
      if (token !== this.feedToken || this.destroyed) return;
      this.pairs = loaded.pairs;
      this.codes = pairCodes(loaded.pairs, evaluate);
      const { dataset } = this.container;
      dataset.total = String(loaded.total);
      dataset.parseMs = String(loaded.parseMs);
      this.posted = true;
      const { text, onlyAvailable } = this.filter;
      const seq = ++this.filterSeq;
      const result = await this.client.setStatuses(this.codes, normalizeQuery(text), onlyAvailable);
      if (token !== this.feedToken) return;
      this.applyIndexed(result, text, seq, normalizeQuery(text) ? 'matches' : 'keep');
    } catch (error) {
      this.fail(error);
      return;
    }
    this.startStatusRefresh();
  }

  /** Search text (as typed) and the 'Only AEDs available now' toggle. */
  async setFilter(rawText: string, onlyAvailable: boolean): Promise<void> {
    const text = rawText.trim();
    const previous = this.filter;
    if (previous.text === text && previous.onlyAvailable === onlyAvailable) return;
    this.filter = { text, onlyAvailable };
    if (!this.posted || this.destroyed) return;
    const query = normalizeQuery(text);
    const recenter: Recenter = query ? 'matches' : normalizeQuery(previous.text) ? 'default' : 'keep';
    const seq = ++this.filterSeq;
    try {
      const result = await this.client.filter(query, onlyAvailable);
      this.applyIndexed(result, text, seq, recenter);
    } catch {
      // The worker was closed: the page is going away.
    }
  }

  private applyIndexed(result: IndexedResponse, text: string, seq: number, recenter: Recenter) {
    if (this.destroyed) return;
    // A newer filter is on its way: it will recentre and draw.
    if (seq !== this.filterSeq) return;
    const { dataset } = this.container;
    dataset.count = String(result.count);
    dataset.query = text;
    dataset.buildMs = String(result.buildMs);
    // The markers are up to date when data-version (drawn) equals data-index-version.
    dataset.indexVersion = String(result.version);
    this.setState({ phase: 'ready', total: result.total, count: result.count, text, onlyAvailable: result.onlyAvailable, error: null });
    if (recenter === 'matches') this.controller.setView(searchView(result.extent));
    else if (recenter === 'default') this.controller.setView(DEFAULT_VIEW);
    void this.controller.refresh();
  }

  /** Opening hours change with the clock: re-evaluate every minute, redraw when a status changed. */
  private startStatusRefresh() {
    if (this.statusTimer) return;
    this.statusTimer = setInterval(() => void this.refreshStatuses(), STATUS_REFRESH_MS);
  }

  private async refreshStatuses() {
    if (!this.posted || this.destroyed) return;
    const evaluate = await createOpenStatusEvaluator(new Date());
    const codes = pairCodes(this.pairs, evaluate);
    if (codes.length === this.codes.length && codes.every((code, i) => code === this.codes[i])) return;
    this.codes = codes;
    const seq = ++this.filterSeq;
    try {
      const result = await this.client.setStatuses(codes, normalizeQuery(this.filter.text), this.filter.onlyAvailable);
      this.applyIndexed(result, this.filter.text, seq, 'keep');
    } catch {
      // closed
    }
  }

  showNearby(user: { lat: number; lon: number; accuracy: number | null }, aeds: NearbyAed[]) {
    this.controller.showUser(user.lat, user.lon, user.accuracy);
    this.controller.showNearest(aeds);
  }

  destroy() {
    this.destroyed = true;
    if (this.statusTimer) clearInterval(this.statusTimer);
    this.listeners.clear();
    this.controller.destroy();
    this.client.terminate();
  }
}
