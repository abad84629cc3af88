/** What the page shows about the map's data. */
export interface MapEngineState {
  phase: 'waiting' | 'ready' | 'error';
  /** AEDs on the map in all, and those matching the current filter. */
  total: number;
  count: number;
  /** Search matches drawn on the map (the first MAP_SEARCH_LIMIT); equals count when all are. */
  listed: number;
  /** The search text (trimmed, as typed) and toggle the count belongs to. */
  text: string;
  onlyAvailable: boolean;
  error: string | null;
  /**
   * The server was too busy for the search (after asking again): its message. The map then shows
   * every AED (or every one open now) rather than nothing, until the search is asked again.
   */
  searchBusy: string | null;
  /** With the key's "Not checked for a year" on: how many of the AEDs in view nobody confirmed for a year. */
  notCheckedInView: number | null;
}

export const INITIAL_ENGINE_STATE: MapEngineState = {
  phase: 'waiting',
  total: 0,
  count: 0,
  listed: 0,
  text: '',
  onlyAvailable: false,
  error: null,
  searchBusy: null,
  notCheckedInView: null,
};
