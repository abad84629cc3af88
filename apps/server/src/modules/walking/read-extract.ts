import { access } from 'node:fs/promises';
import { createOSMStream } from 'osm-pbf-parser-node';
import { FOOT_PROFILE_TAGS, isWalkable } from './foot-profile';
import { type FootGraph, graphFromWays } from './foot-graph';

type OsmItem = {
  type?: string;
  id?: number;
  lat?: number;
  lon?: number;
  refs?: number[];
  tags?: Record<string, string>;
  optional_features?: string[];
};

/** A Float64Array that grows as values are pushed (OSM ids pass 2^32: they need 53 bits). */
class GrowingIds {
  values = new Float64Array(1 << 16);
  length = 0;
  push(value: number) {
    if (this.length === this.values.length) {
      const bigger = new Float64Array(this.values.length * 2);
      bigger.set(this.values);
      this.values = bigger;
    }
    this.values[this.length++] = value;
  }
  view() {
    return this.values.subarray(0, this.length);
  }
}

/** Index of `id` in the sorted `ids`, or -1. */
function indexOf(ids: Float64Array, id: number): number {
  let lo = 0;
  let hi = ids.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    const value = ids[mid]!;
    if (value === id) return mid;
    if (value < id) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}

/**
 * Reads an OpenStreetMap extract (.osm.pbf) into the foot graph, in two passes so that only the
 * nodes of walkable ways are ever held: the first keeps the walkable ways' node ids, the second
 * the positions of those nodes. A node's index in the graph is its rank among those ids.
 */
export async function footGraphFromExtract(file: string): Promise<FootGraph & { wayCount: number; extractNodes: number }> {
  // The reader's file stream would throw a missing file as an unhandled error: refused here instead.
  await access(file);
  const refs = new GrowingIds();
  const starts: number[] = [0];
  for await (const item of createOSMStream(file, { withTags: { node: false, way: FOOT_PROFILE_TAGS, relation: false }, withInfo: false }) as AsyncIterable<OsmItem>) {
    if (item.type !== 'way' || !item.refs || item.refs.length < 2 || !isWalkable(item.tags)) continue;
    for (const ref of item.refs) refs.push(ref);
    starts.push(refs.length);
  }
  const wayRefs = refs.view();
  const ids = Float64Array.from(new Set(wayRefs)).sort();
  const lat7 = new Int32Array(ids.length);
  const lon7 = new Int32Array(ids.length);
  const found = new Uint8Array(ids.length);
  let sorted = false;
  let extractNodes = 0;
  for await (const item of createOSMStream(file, { withTags: false, withInfo: false }) as AsyncIterable<OsmItem>) {
    if (item.optional_features?.includes('Sort.Type_then_ID')) sorted = true;
    if (item.type === 'way' && sorted) break; // a sorted extract has every node before its ways
    if (item.type !== 'node') continue;
    extractNodes++;
    const index = indexOf(ids, item.id!);
    if (index < 0) continue;
    lat7[index] = Math.round(item.lat! * 1e7);
    lon7[index] = Math.round(item.lon! * 1e7);
    found[index] = 1;
  }
  const wayNodes = new Int32Array(wayRefs.length);
  for (let k = 0; k < wayRefs.length; k++) {
    const index = indexOf(ids, wayRefs[k]!);
    wayNodes[k] = found[index] ? index : -1;
  }
  return { ...graphFromWays(lat7, lon7, wayNodes, Uint32Array.from(starts)), wayCount: starts.length - 1, extractNodes };
}
