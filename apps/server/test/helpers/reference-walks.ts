import path from 'node:path';
import { createOSMStream } from 'osm-pbf-parser-node';
import { isWalkable } from '../../src/modules/walking/foot-profile';

/**
 * A reference for the walking tests, written apart from modules/walking: the walkable ways of an
 * extract as a plain map of node ids, and a plain Dijkstra over it (a set scanned for its
 * nearest node, no heap, no typed arrays, no snapping). Slow and obvious on purpose.
 */
/** The real streets of Monaco (test/fixtures/README.md): the walking tests' ground. */
export const MONACO = path.resolve(import.meta.dirname, '../fixtures/monaco.osm.pbf');

export interface ReferenceNetwork {
  position: Map<number, { lat: number; lon: number }>;
  neighbours: Map<number, { to: number; meters: number }[]>;
  /** For each node, the highway kinds of the ways through it. */
  kinds: Map<number, Set<string>>;
}

const R = 6_371_008.8;
export function greatCircle(a: { lat: number; lon: number }, b: { lat: number; lon: number }) {
  const rad = Math.PI / 180;
  const h = Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lon - a.lon) * rad) / 2) ** 2;
  return 2 * R * Math.asin(Math.sqrt(h));
}

export async function referenceNetwork(file: string): Promise<ReferenceNetwork> {
  const position = new Map<number, { lat: number; lon: number }>();
  const ways: { refs: number[]; highway: string }[] = [];
  for await (const item of createOSMStream(file) as AsyncIterable<{ type: string; id: number; lat: number; lon: number; refs: number[]; tags?: Record<string, string> }>) {
    if (item.type === 'node') position.set(item.id, { lat: item.lat, lon: item.lon });
    else if (item.type === 'way' && isWalkable(item.tags)) ways.push({ refs: item.refs, highway: item.tags!.highway! });
  }
  const neighbours = new Map<number, { to: number; meters: number }[]>();
  const kinds = new Map<number, Set<string>>();
  const link = (a: number, b: number, meters: number) => neighbours.set(a, [...(neighbours.get(a) ?? []), { to: b, meters }]);
  for (const way of ways) {
    for (let i = 0; i + 1 < way.refs.length; i++) {
      const a = way.refs[i]!;
      const b = way.refs[i + 1]!;
      const pa = position.get(a);
      const pb = position.get(b);
      if (!pa || !pb || a === b) continue;
      const meters = greatCircle(pa, pb);
      link(a, b, meters);
      link(b, a, meters);
      for (const node of [a, b]) kinds.set(node, (kinds.get(node) ?? new Set()).add(way.highway));
    }
  }
  return { position, neighbours, kinds };
}

/** The shortest walk between two nodes, and its nodes; undefined when none. */
export function referenceWalk(network: ReferenceNetwork, from: number, to: number): { meters: number; nodes: number[] } | undefined {
  const best = new Map<number, number>([[from, 0]]);
  const previous = new Map<number, number>();
  const open = new Set([from]);
  const done = new Set<number>();
  while (open.size) {
    let node = -1;
    for (const candidate of open) if (node < 0 || best.get(candidate)! < best.get(node)!) node = candidate;
    open.delete(node);
    done.add(node);
    if (node === to) {
      const nodes = [to];
      while (nodes[0] !== from) nodes.unshift(previous.get(nodes[0]!)!);
      return { meters: best.get(to)!, nodes };
    }
    for (const { to: next, meters } of network.neighbours.get(node) ?? []) {
      if (done.has(next)) continue;
      const through = best.get(node)! + meters;
      if (through < (best.get(next) ?? Infinity)) {
        best.set(next, through);
        previous.set(next, node);
        open.add(next);
      }
    }
  }
  return undefined;
}

/** The walkable node nearest to a point, among nodes with at least `minLinks` neighbours. */
export function nearestNode(network: ReferenceNetwork, at: { lat: number; lon: number }): number {
  let best = -1;
  let bestMeters = Infinity;
  for (const [id] of network.neighbours) {
    const meters = greatCircle(at, network.position.get(id)!);
    if (meters < bestMeters) [best, bestMeters] = [id, meters];
  }
  return best;
}
