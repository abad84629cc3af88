import { isNotCheckedForAYear, mercatorUnit, serviceDate, type MapFeedItem, type MapTile } from '@aedatlas/contracts';
import { isAvailableNow, type OpenStatus } from '../../../lib/opening-hours/open-status';
import { isExpired } from './readiness';

/**
 * What the map draws, from server tiles or search matches. Tiles are asked one zoom below the
 * map's (512 px on screen), so the server's 8 x 8 grid cells are 64 px; listed AEDs are grouped by
 * the same 64 px cells, so a town of AEDs is a numbered group, not a pile of pins.
 */
export type MarkerSpec = PointSpec | ClusterSpec;

export interface PointSpec {
  kind: 'point';
  key: string;
  item: MapFeedItem;
  status: OpenStatus;
  /** Battery or electrodes expired. */
  expired: boolean;
  /** Out of service after a street report: a marker of its own. */
  outOfService: boolean;
  /** Nobody confirmed it for a year, or ever: marked when the key's toggle is on. */
  notChecked: boolean;
}

export interface ClusterSpec {
  kind: 'cluster';
  key: string;
  lat: number;
  lon: number;
  count: number;
  /** AEDs known to be available now: all of them under the open-now filter, else the 24/7 ones. */
  available: number;
  /** AEDs whose battery or electrodes expired. */
  expired: number;
  /** AEDs nobody confirmed for a year, or ever. */
  notChecked: number;
  /** The zoom a click takes the map to. */
  expandZoom: number;
}

/** From this map zoom every AED is its own marker. */
const UNGROUPED_ZOOM = 16;
const CELL_PX = 64;
const MAX_MAP_ZOOM = 19;

/** The tile zoom the map asks for at a map zoom: one below, so a tile spans 512 px. */
export function tileZoomFor(mapZoom: number): number {
  return Math.max(0, Math.min(20, Math.round(mapZoom) - 1));
}

export type StatusOf = (item: MapFeedItem) => OpenStatus;

const expandZoom = (mapZoom: number) => Math.min(MAX_MAP_ZOOM, Math.round(mapZoom) + 2);

/** Points grouped by 64 px cells at this map zoom: one AED in a cell is a pin, more a group. */
export function groupPoints(items: readonly MapFeedItem[], mapZoom: number, statusOf: StatusOf, now: Date = new Date()): MarkerSpec[] {
  const zoom = Math.round(mapZoom);
  const today = serviceDate(now);
  // A feed or tile saved before last confirmations has none: never checked, as far as it says.
  const notCheckedOf = (item: MapFeedItem) => isNotCheckedForAYear(item.lastConfirmedAt, today);
  const point = (item: MapFeedItem): PointSpec => {
    const status = statusOf(item);
    const expired = isExpired(item.expiresOn, now);
    // A feed or tile saved before street reports has no status: in service.
    const outOfService = Boolean(item.outOfService);
    const notChecked = notCheckedOf(item);
    return { kind: 'point', key: `p:${item.id}:${status}:${expired ? 1 : 0}:${outOfService ? 1 : 0}`, item, status, expired, outOfService, notChecked };
  };
  if (zoom >= UNGROUPED_ZOOM) return items.map(point);
  const cells = new Map<string, MapFeedItem[]>();
  const worldPx = 256 * 2 ** zoom;
  for (const item of items) {
    const unit = mercatorUnit(item.latitude, item.longitude);
    const cell = `${Math.floor((unit.x * worldPx) / CELL_PX)}:${Math.floor((unit.y * worldPx) / CELL_PX)}`;
    const members = cells.get(cell);
    if (members) members.push(item);
    else cells.set(cell, [item]);
  }
  const specs: MarkerSpec[] = [];
  for (const [cell, members] of cells) {
    if (members.length === 1) {
      specs.push(point(members[0]));
      continue;
    }
    let lat = 0;
    let lon = 0;
    let available = 0;
    let expired = 0;
    let notChecked = 0;
    for (const item of members) {
      lat += item.latitude;
      lon += item.longitude;
      if (isAvailableNow(statusOf(item))) available++;
      if (isExpired(item.expiresOn, now)) expired++;
      if (notCheckedOf(item)) notChecked++;
    }
    const count = members.length;
    specs.push({
      kind: 'cluster',
      key: `g:${zoom}:${cell}:${count}:${available}:${expired}:${notChecked}`,
      lat: lat / count,
      lon: lon / count,
      count,
      available,
      expired,
      notChecked,
      expandZoom: expandZoom(zoom),
    });
  }
  return specs;
}

/** A cluster marker's width: at least 44 px (a finger's target), larger for large counts. */
export function clusterSizePx(count: number): number {
  return count < 100 ? 44 : count < 1000 ? 46 : 52;
}

/**
 * Clusters of neighbouring cells can sit closer than their markers are wide (each is at the
 * mean of its AEDs): those that would touch become one, at their weighted mean.
 */
export function mergeCloseClusters(specs: MarkerSpec[], mapZoom: number): MarkerSpec[] {
  const worldPx = 256 * 2 ** Math.round(mapZoom);
  const clusters: (ClusterSpec & { px: number; py: number })[] = [];
  const others: MarkerSpec[] = [];
  for (const spec of specs) {
    if (spec.kind !== 'cluster') {
      others.push(spec);
      continue;
    }
    const unit = mercatorUnit(spec.lat, spec.lon);
    clusters.push({ ...spec, px: unit.x * worldPx, py: unit.y * worldPx });
  }
  // Biggest first: a small group joins the big one beside it, not the other way round.
  clusters.sort((a, b) => b.count - a.count);
  const kept: typeof clusters = [];
  for (const cluster of clusters) {
    const into = kept.find((k) => Math.hypot(k.px - cluster.px, k.py - cluster.py) < (clusterSizePx(k.count) + clusterSizePx(cluster.count)) / 2 + 2);
    if (!into) {
      kept.push(cluster);
      continue;
    }
    const count = into.count + cluster.count;
    into.lat = (into.lat * into.count + cluster.lat * cluster.count) / count;
    into.lon = (into.lon * into.count + cluster.lon * cluster.count) / count;
    into.count = count;
    into.available += cluster.available;
    into.expired += cluster.expired;
    into.notChecked += cluster.notChecked;
    into.key = `${into.key}+${cluster.key}`;
  }
  return [...kept.map(({ px: _px, py: _py, ...spec }) => spec), ...others];
}

/** The markers of a set of tiles: the server's clusters as they are, listed AEDs grouped. */
export function tileMarkers(tiles: readonly MapTile[], mapZoom: number, openNow: boolean, statusOf: StatusOf, now: Date = new Date()): MarkerSpec[] {
  const specs: MarkerSpec[] = [];
  const points: MapFeedItem[] = [];
  for (const tile of tiles) {
    for (const c of tile.clusters) {
      const available = openNow ? c.count : c.always;
      // A tile saved before the count: every AED of it, as a feed without confirmations would say.
      const notChecked = c.notChecked ?? c.count;
      specs.push({
        kind: 'cluster',
        key: `s:${tile.z}:${c.lat.toFixed(6)},${c.lng.toFixed(6)}:${c.count}:${available}:${c.expired}:${notChecked}`,
        lat: c.lat,
        lon: c.lng,
        count: c.count,
        available,
        expired: c.expired,
        notChecked,
        expandZoom: expandZoom(mapZoom),
      });
    }
    for (const p of tile.points) points.push(p);
  }
  // Cells never straddle two tiles (512 px is 8 cells), so grouping all listed points at once is
  // the same as grouping per tile.
  return mergeCloseClusters(specs.concat(groupPoints(points, mapZoom, statusOf, now)), mapZoom);
}

/**
 * The AEDs nobody confirmed for a year among the markers in `bounds` ([west, south, east, north]):
 * a group counts when its centre is in view.
 */
export function notCheckedIn(specs: readonly MarkerSpec[], [west, south, east, north]: readonly number[]): number {
  let sum = 0;
  for (const spec of specs) {
    const [lat, lon] = spec.kind === 'point' ? [spec.item.latitude, spec.item.longitude] : [spec.lat, spec.lon];
    if (lat < south || lat > north || lon < west || lon > east) continue;
    sum += spec.kind === 'point' ? Number(spec.notChecked) : spec.notChecked;
  }
  return sum;
}
