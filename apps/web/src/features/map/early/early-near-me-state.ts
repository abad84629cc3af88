/** The pages the early Near me is drawn on: the map's. */
export const EARLY_NEAR_ME_PATHS: readonly string[] = ['/map', '/map/'];

/**
 * What the early Near me (early-near-me.ts, the script that runs before the app) hands over to the
 * map page when the app starts.
 */
export interface EarlyNearMe {
  /** Near me was pressed, and not closed again, before the app started. */
  pressed: boolean;
  /** The position it found, if any. */
  located: { lat: number; lon: number; accuracy: number | null } | null;
  /** Its request for the AEDs nearest `located`: the server's JSON, as sent. */
  answer: Promise<unknown> | null;
  /** That JSON once it has come (the map page shows it without waiting a turn). */
  answered: unknown;
  /** Whether the keyboard focus is in what it drew. */
  hasFocus: () => boolean;
  /** Stops it and removes what it drew (and this hand-over: it is taken once). */
  stop: () => void;
}

declare global {
  interface Window {
    __earlyNearMe?: EarlyNearMe;
  }
}

/** The early Near me of this page load, until a map page has taken it over (and stopped it). */
export const earlyNearMe = (): EarlyNearMe | null => (typeof window === 'undefined' ? null : (window.__earlyNearMe ?? null));
