import { type FootGraph, latOf, lonOf, metersBetween, nodeCount } from './foot-graph';
import { type Snap, SnapIndex } from './snap-index';

export interface Point {
  lat: number;
  lon: number;
}

/**
 * How a walk was measured: along the network (`route`); as the straight line times
 * APPROX_DETOUR because the person or the AED is more than MAX_SNAP_METERS from any way
 * (`approx`); not at all, because no walk joins them (`none`: an island, a fenced rest area); or
 * not within the search's reach (`beyond`: longer than asked for).
 */
export type WalkBasis = 'route' | 'approx' | 'none' | 'beyond';
export interface Walk {
  meters: number | null;
  basis: WalkBasis;
}

/** Farther than this from every way, a point is not placed on the network. */
export const MAX_SNAP_METERS = 200;
/** A walk is about this much longer than the straight line where no network says better. */
export const APPROX_DETOUR = 1.3;

/** A small binary heap of (distance, node) pairs in typed arrays; stale entries are skipped by the caller. */
class MinHeap {
  private keys = new Float64Array(1024);
  private nodes = new Uint32Array(1024);
  size = 0;
  push(key: number, node: number) {
    if (this.size === this.keys.length) {
      const keys = new Float64Array(this.size * 2);
      keys.set(this.keys);
      this.keys = keys;
      const nodes = new Uint32Array(this.size * 2);
      nodes.set(this.nodes);
      this.nodes = nodes;
    }
    let i = this.size++;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (this.keys[parent]! <= key) break;
      this.keys[i] = this.keys[parent]!;
      this.nodes[i] = this.nodes[parent]!;
      i = parent;
    }
    this.keys[i] = key;
    this.nodes[i] = node;
  }
  topKey() {
    return this.keys[0]!;
  }
  pop(): number {
    const top = this.nodes[0]!;
    const key = this.keys[--this.size]!;
    const node = this.nodes[this.size]!;
    let i = 0;
    for (;;) {
      let child = 2 * i + 1;
      if (child >= this.size) break;
      if (child + 1 < this.size && this.keys[child + 1]! < this.keys[child]!) child++;
      if (this.keys[child]! >= key) break;
      this.keys[i] = this.keys[child]!;
      this.nodes[i] = this.nodes[child]!;
      i = child;
    }
    this.keys[i] = key;
    this.nodes[i] = node;
    return top;
  }
  clear() {
    this.size = 0;
  }
}

/**
 * Shortest walks on the foot graph (Dijkstra from the person, stopped as soon as every AED asked
 * about is settled or the reach is passed). One instance answers one question at a time: its
 * arrays are reused, and only the nodes a search touched are reset after it.
 */
export class Walker {
  readonly index: SnapIndex;
  private readonly dist: Float64Array;
  private readonly prev: Int32Array;
  private readonly touched: number[] = [];
  private readonly heap = new MinHeap();

  constructor(readonly graph: FootGraph) {
    this.index = new SnapIndex(graph);
    this.dist = new Float64Array(nodeCount(graph)).fill(Infinity);
    this.prev = new Int32Array(nodeCount(graph)).fill(-1);
  }

  /** The walk from `from` to each target, no search going past `reachMeters` of network. */
  walks(from: Point, targets: Point[], reachMeters: number): Walk[] {
    const origin = this.index.nearest(from.lat, from.lon, MAX_SNAP_METERS);
    const approx = (to: Point): Walk => ({ meters: metersBetween(from.lat, from.lon, to.lat, to.lon) * APPROX_DETOUR, basis: 'approx' });
    if (!origin) return targets.map(approx);
    const snaps = targets.map((to) => this.index.nearest(to.lat, to.lon, MAX_SNAP_METERS));
    const best = snaps.map((snap) => (snap ? samePieceMeters(origin, snap) : Infinity));
    const originComponent = this.graph.component[origin.a]!;
    const wanted = new Map<number, number[]>();
    snaps.forEach((snap, i) => {
      if (!snap || this.graph.component[snap.a] !== originComponent) return;
      for (const end of [snap.a, snap.b]) wanted.set(end, [...(wanted.get(end) ?? []), i]);
    });
    if (wanted.size) {
      this.search(origin, reachMeters, (node, meters) => {
        for (const i of wanted.get(node) ?? []) {
          const snap = snaps[i]!;
          best[i] = Math.min(best[i]!, meters + (node === snap.a ? snap.t : 1 - snap.t) * snap.pieceMeters);
        }
        // Done when nothing still open could be shorter than what is now settled.
        let longest = 0;
        for (const [, indexes] of wanted) for (const i of indexes) longest = Math.max(longest, best[i]!);
        return meters >= longest;
      });
    }
    return targets.map((to, i): Walk => {
      const snap = snaps[i];
      if (!snap) return approx(to);
      if (Number.isFinite(best[i])) return { meters: origin.offMeters + best[i]! + snap.offMeters, basis: 'route' };
      return { meters: null, basis: this.graph.component[snap.a] === originComponent ? 'beyond' : 'none' };
    });
  }

  /** The walking path from `from` to `to` as [lon, lat] points, with its length; undefined when there is none. */
  route(from: Point, to: Point, reachMeters: number): { meters: number; path: [number, number][] } | undefined {
    const origin = this.index.nearest(from.lat, from.lon, MAX_SNAP_METERS);
    const target = this.index.nearest(to.lat, to.lon, MAX_SNAP_METERS);
    if (!origin || !target || this.graph.component[origin.a] !== this.graph.component[target.a]) return undefined;
    const ends = { [target.a]: target.t * target.pieceMeters, [target.b]: (1 - target.t) * target.pieceMeters };
    let bestMeters = samePieceMeters(origin, target);
    let bestEnd = -1;
    this.search(origin, reachMeters, (node, meters) => {
      if (node in ends && meters + ends[node]! < bestMeters) {
        bestMeters = meters + ends[node]!;
        bestEnd = node;
      }
      return meters >= bestMeters;
    });
    if (!Number.isFinite(bestMeters)) return undefined;
    const nodes: number[] = [];
    for (let node = bestEnd; node >= 0; node = this.prev[node]!) nodes.push(node);
    const path: [number, number][] = [[from.lon, from.lat], [origin.lon, origin.lat]];
    for (const node of nodes.reverse()) path.push([lonOf(this.graph, node), latOf(this.graph, node)]);
    path.push([target.lon, target.lat], [to.lon, to.lat]);
    return { meters: origin.offMeters + bestMeters + target.offMeters, path: dropRepeats(path) };
  }

  /**
   * Dijkstra from the origin's piece; `settled` hears each node with its walk and says when to
   * stop. The arrays keep the search's tree (prev) until the next search starts.
   */
  private search(origin: Snap, reachMeters: number, settled: (node: number, meters: number) => boolean) {
    const { dist, prev, heap, touched } = this;
    for (const node of touched) {
      dist[node] = Infinity;
      prev[node] = -1;
    }
    touched.length = 0;
    heap.clear();
    const start = (node: number, meters: number) => {
      if (meters < dist[node]!) {
        if (dist[node] === Infinity) touched.push(node);
        dist[node] = meters;
        heap.push(meters, node);
      }
    };
    start(origin.a, origin.t * origin.pieceMeters);
    start(origin.b, (1 - origin.t) * origin.pieceMeters);
    const { offsets, targets, meters: lengths } = this.graph;
    while (heap.size) {
      const d = heap.topKey();
      const u = heap.pop();
      if (d > dist[u]!) continue;
      if (d > reachMeters || settled(u, d)) return;
      for (let e = offsets[u]!; e < offsets[u + 1]!; e++) {
        const v = targets[e]!;
        const through = d + lengths[e]!;
        if (through < dist[v]!) {
          if (dist[v] === Infinity) touched.push(v);
          dist[v] = through;
          prev[v] = u;
          heap.push(through, v);
        }
      }
    }
  }
}

/** Along the one piece both points meet, or Infinity when they meet different pieces. */
function samePieceMeters(origin: Snap, target: Snap): number {
  if (origin.a === target.a && origin.b === target.b) return Math.abs(origin.t - target.t) * origin.pieceMeters;
  if (origin.a === target.b && origin.b === target.a) return Math.abs(origin.t - (1 - target.t)) * origin.pieceMeters;
  return Infinity;
}

function dropRepeats(path: [number, number][]) {
  return path.filter((point, i) => i === 0 || point[0] !== path[i - 1]![0] || point[1] !== path[i - 1]![1]);
}
