import type { MapFeedItem } from '@aedatlas/contracts';

/**
 * Messages between the map page and its clustering worker. The feed goes over as JSON text and
 * is parsed, indexed and clustered in the worker: at 100,000 AEDs nothing of size N runs on the
 * page's main thread. The page only evaluates the open-now status of the few distinct
 * (accessibility, opening hours) pairs and sends one code per pair back.
 */

/** Status codes (index into STATUS_ORDER): small enough for a Uint8Array. */
export const STATUS_CODES = { OPEN_24_7: 0, OPEN: 1, CLOSED: 2, UNKNOWN: 3 } as const;
export const STATUS_ORDER = ['OPEN_24_7', 'OPEN', 'CLOSED', 'UNKNOWN'] as const;
/** Codes below this one are available now (24/7, open). */
export const FIRST_UNAVAILABLE_CODE = STATUS_CODES.CLOSED;

/** The feed (GET /api/aed/map): the bytes of its JSON, transferred, not copied. */
export interface LoadMessage {
  type: 'load';
  requestId: number;
  bytes: ArrayBuffer;
}

/** Status code per pair of LoadedResponse.pairs, and the filter to index with. */
export interface StatusMessage {
  type: 'status';
  requestId: number;
  pairCodes: Uint8Array;
  query: string;
  onlyAvailable: boolean;
}

export interface FilterMessage {
  type: 'filter';
  requestId: number;
  /** Normalised (trimmed, lower case); empty: no search. */
  query: string;
  onlyAvailable: boolean;
}

export interface ClustersMessage {
  type: 'clusters';
  requestId: number;
  /** [west, south, east, north] */
  bbox: [number, number, number, number];
  zoom: number;
}

export interface ExpandMessage {
  type: 'expand';
  requestId: number;
  version: number;
  clusterId: number;
}

export interface ItemMessage {
  type: 'item';
  requestId: number;
  index: number;
}

export type WorkerRequest = LoadMessage | StatusMessage | FilterMessage | ClustersMessage | ExpandMessage | ItemMessage;

export interface LoadedResponse {
  type: 'loaded';
  requestId: number;
  total: number;
  skipped: number;
  pairs: [accessibility: string | null, openingHours: string | null][];
  parseMs: number;
}

/** After status or filter: the index was rebuilt for these matches. */
export interface IndexedResponse {
  type: 'indexed';
  requestId: number;
  version: number;
  query: string;
  onlyAvailable: boolean;
  total: number;
  count: number;
  /** Bounding box of the matches, null for none. */
  extent: { count: number; minLat: number; maxLat: number; minLon: number; maxLon: number } | null;
  buildMs: number;
}

/**
 * A cluster: [clusterId, count, lat, lon, available now]; a single AED:
 * [-1 - index, statusCode, lat, lon, 0].
 */
export type ClusterTuple = [number, number, number, number, number];

export interface ClustersResponse {
  type: 'clusters';
  requestId: number;
  version: number;
  items: ClusterTuple[];
  /** The heading of each single AED (null for clusters), for the markers' accessible names. */
  labels: (string | null)[];
}

export interface ExpandResponse {
  type: 'expand';
  requestId: number;
  zoom: number | null;
}

export interface ItemResponse {
  type: 'item';
  requestId: number;
  item: MapFeedItem | null;
  status: number;
}

export interface ErrorResponse {
  type: 'error';
  requestId: number;
  message: string;
}

export type WorkerResponse = LoadedResponse | IndexedResponse | ClustersResponse | ExpandResponse | ItemResponse | ErrorResponse;
