/// <reference lib="webworker" />
/**
 * The map's heavy lifting, off the main thread: parses the feed, filters 100,000 AEDs by search
 * text and availability, builds the supercluster index for the matches, and answers "what is in
 * this viewport at this zoom". The page never blocks on any of it.
 */
import Supercluster, { type ClusterProperties, type PointFeature } from 'supercluster';
import { aedHeading } from './lib/aed-heading';
import {
  FIRST_UNAVAILABLE_CODE,
  STATUS_CODES,
  type ClusterTuple,
  type IndexedResponse,
  type WorkerRequest,
  type WorkerResponse,
} from './lib/cluster-protocol';
import { indexFeed, type FeedIndex } from './lib/feed-index';

type PointProps = { i: number };
/** What a cluster adds up: how many of its AEDs are available now. */
type ClusterSums = { a: number };

/** Cluster radius in screen pixels (extent 256 = Leaflet's tile size). */
const CLUSTER_OPTIONS = { radius: 56, extent: 256, maxZoom: 16, minPoints: 2 } as const;

const scope = self as unknown as DedicatedWorkerGlobalScope;

let feed: FeedIndex | null = null;
let status: Uint8Array = new Uint8Array(0);
let features: PointFeature<PointProps>[] = [];
let index: Supercluster<PointProps, ClusterSums> | null = null;
let version = 0;
let filter = { query: '', onlyAvailable: false };

function post(message: WorkerResponse) {
  scope.postMessage(message);
}

function rebuild(requestId: number) {
  const started = performance.now();
  const { query, onlyAvailable } = filter;
  const matches: PointFeature<PointProps>[] = [];
  let minLat = Infinity;
  let maxLat = -Infinity;
  let minLon = Infinity;
  let maxLon = -Infinity;
  const texts = feed?.texts ?? [];
  for (let i = 0; i < features.length; i++) {
    if (onlyAvailable && status[i] >= FIRST_UNAVAILABLE_CODE) continue;
    if (query && !texts[i].includes(query)) continue;
    const feature = features[i];
    matches.push(feature);
    const [lo, la] = feature.geometry.coordinates;
    if (la < minLat) minLat = la;
    if (la > maxLat) maxLat = la;
    if (lo < minLon) minLon = lo;
    if (lo > maxLon) maxLon = lo;
  }
  index = new Supercluster<PointProps, ClusterSums>({
    ...CLUSTER_OPTIONS,
    map: (props) => ({ a: status[props.i] < FIRST_UNAVAILABLE_CODE ? 1 : 0 }),
    reduce: (sums, props) => {
      sums.a += props.a;
    },
  }).load(matches);
  version++;
  const response: IndexedResponse = {
    type: 'indexed',
    requestId,
    version,
    query,
    onlyAvailable,
    total: features.length,
    count: matches.length,
    extent: matches.length ? { count: matches.length, minLat, maxLat, minLon, maxLon } : null,
    buildMs: Math.round(performance.now() - started),
  };
  post(response);
}

function clusters(bbox: [number, number, number, number], zoom: number): { items: ClusterTuple[]; labels: (string | null)[] } {
  if (!index || !feed) return { items: [], labels: [] };
  // Leaflet's bounds can run past the antimeridian when the world is zoomed far out.
  const [west, south, east, north] = bbox;
  const box: [number, number, number, number] =
    east - west >= 360 ? [-180, south, 180, north] : [Math.max(-180, west), south, Math.min(180, east), north];
  const found = index.getClusters(box, Math.round(zoom));
  const items: ClusterTuple[] = new Array(found.length);
  const labels: (string | null)[] = new Array(found.length);
  for (let k = 0; k < found.length; k++) {
    const feature = found[k];
    const [x, y] = feature.geometry.coordinates;
    const props = feature.properties as PointProps & Partial<ClusterProperties & ClusterSums>;
    if (props.cluster) {
      items[k] = [props.cluster_id as number, props.point_count as number, y, x, props.a ?? 0];
      labels[k] = null;
    } else {
      items[k] = [-1 - props.i, status[props.i], y, x, 0];
      labels[k] = aedHeading(feed.items[props.i]);
    }
  }
  return { items, labels };
}

scope.onmessage = (event: MessageEvent<WorkerRequest>) => {
  const message = event.data;
  try {
    switch (message.type) {
      case 'load': {
        const started = performance.now();
        feed = indexFeed(JSON.parse(new TextDecoder().decode(message.bytes)));
        const { lat, lon } = feed;
        features = new Array(lat.length);
        for (let i = 0; i < lat.length; i++) {
          features[i] = { type: 'Feature', properties: { i }, geometry: { type: 'Point', coordinates: [lon[i], lat[i]] } };
        }
        status = new Uint8Array(lat.length).fill(STATUS_CODES.UNKNOWN);
        index = null;
        post({
          type: 'loaded',
          requestId: message.requestId,
          total: feed.items.length,
          skipped: feed.skipped,
          pairs: feed.pairs,
          parseMs: Math.round(performance.now() - started),
        });
        break;
      }
      case 'status': {
        const pairOf = feed?.pairOf ?? new Uint32Array(0);
        const next = new Uint8Array(pairOf.length);
        for (let i = 0; i < pairOf.length; i++) next[i] = message.pairCodes[pairOf[i]] ?? STATUS_CODES.UNKNOWN;
        status = next;
        filter = { query: message.query, onlyAvailable: message.onlyAvailable };
        rebuild(message.requestId);
        break;
      }
      case 'filter': {
        filter = { query: message.query, onlyAvailable: message.onlyAvailable };
        rebuild(message.requestId);
        break;
      }
      case 'clusters': {
        post({ type: 'clusters', requestId: message.requestId, version, ...clusters(message.bbox, message.zoom) });
        break;
      }
      case 'expand': {
        let zoom: number | null = null;
        if (index && message.version === version) {
          try {
            zoom = index.getClusterExpansionZoom(message.clusterId);
          } catch {
            zoom = null;
          }
        }
        post({ type: 'expand', requestId: message.requestId, zoom });
        break;
      }
      case 'item': {
        const item = feed?.items[message.index] ?? null;
        post({ type: 'item', requestId: message.requestId, item, status: item ? status[message.index] : STATUS_CODES.UNKNOWN });
        break;
      }
    }
  } catch (error) {
    post({ type: 'error', requestId: message.requestId, message: error instanceof Error ? error.message : String(error) });
  }
};
