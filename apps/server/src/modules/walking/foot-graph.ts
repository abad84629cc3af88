/**
 * The foot graph: every node of a walkable way and the way's pieces between them, in typed arrays
 * (about 40 bytes a node on real streets), so a country fits in a few hundred megabytes and the
 * whole graph goes to and from its cache file as a handful of buffers.
 *
 * Adjacency is compressed rows: node i's neighbours are targets[offsets[i] .. offsets[i + 1]),
 * each at meters[] along the way. Positions are OpenStreetMap's own fixed point (1e-7 degrees, a
 * centimetre). Nodes are also labelled with their connected component: a walk exists only inside
 * one.
 */
export interface FootGraph {
  lat7: Int32Array;
  lon7: Int32Array;
  offsets: Uint32Array;
  targets: Uint32Array;
  meters: Float32Array;
  component: Uint32Array;
  componentSize: Uint32Array;
}

const EARTH_RADIUS_M = 6_371_008.8;
const RAD = Math.PI / 180;

/** Great-circle metres between two points (haversine). */
export function metersBetween(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const dLat = (lat2 - lat1) * RAD;
  const dLon = (lon2 - lon1) * RAD;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * RAD) * Math.cos(lat2 * RAD) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(a)));
}

export const nodeCount = (graph: FootGraph) => graph.lat7.length;
export const latOf = (graph: FootGraph, node: number) => graph.lat7[node]! / 1e7;
export const lonOf = (graph: FootGraph, node: number) => graph.lon7[node]! / 1e7;

/**
 * Builds the graph from node positions and the ways as runs of node indexes. `wayNodes` holds
 * every way's nodes one after the other, `wayStarts` where each way begins (and one past the
 * end). A node index of -1 (a node the extract does not hold, past its border) breaks the way.
 */
export function graphFromWays(lat7: Int32Array, lon7: Int32Array, wayNodes: Int32Array, wayStarts: Uint32Array): FootGraph {
  const n = lat7.length;
  const degree = new Uint32Array(n + 1);
  const eachPiece = (visit: (a: number, b: number) => void) => {
    for (let w = 0; w + 1 < wayStarts.length; w++) {
      for (let k = wayStarts[w]!; k + 1 < wayStarts[w + 1]!; k++) {
        const a = wayNodes[k]!;
        const b = wayNodes[k + 1]!;
        if (a >= 0 && b >= 0 && a !== b) visit(a, b);
      }
    }
  };
  eachPiece((a, b) => {
    degree[a]!++;
    degree[b]!++;
  });
  const offsets = new Uint32Array(n + 1);
  for (let i = 0; i < n; i++) offsets[i + 1] = offsets[i]! + degree[i]!;
  const fill = offsets.slice(0, n);
  const targets = new Uint32Array(offsets[n]!);
  const meters = new Float32Array(offsets[n]!);
  eachPiece((a, b) => {
    const m = metersBetween(lat7[a]! / 1e7, lon7[a]! / 1e7, lat7[b]! / 1e7, lon7[b]! / 1e7);
    targets[fill[a]!] = b;
    meters[fill[a]!++] = m;
    targets[fill[b]!] = a;
    meters[fill[b]!++] = m;
  });
  const { component, componentSize } = labelComponents(n, offsets, targets);
  return { lat7, lon7, offsets, targets, meters, component, componentSize };
}

/** Connected components by breadth-first search (no recursion: a country's ways are deep). */
function labelComponents(n: number, offsets: Uint32Array, targets: Uint32Array) {
  const none = 0xffffffff;
  const component = new Uint32Array(n).fill(none);
  const queue = new Uint32Array(n);
  const sizes: number[] = [];
  for (let start = 0; start < n; start++) {
    if (component[start] !== none) continue;
    const id = sizes.length;
    let head = 0;
    let tail = 0;
    queue[tail++] = start;
    component[start] = id;
    while (head < tail) {
      const u = queue[head++]!;
      for (let e = offsets[u]!; e < offsets[u + 1]!; e++) {
        const v = targets[e]!;
        if (component[v] === none) {
          component[v] = id;
          queue[tail++] = v;
        }
      }
    }
    sizes.push(tail);
  }
  return { component, componentSize: Uint32Array.from(sizes) };
}
