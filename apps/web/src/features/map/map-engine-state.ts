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
}

export const INITIAL_ENGINE_STATE: MapEngineState = {
  phase: 'waiting',
  total: 0,
  count: 0,
  listed: 0,
  text: '',
  onlyAvailable: false,
  error: null,
};
