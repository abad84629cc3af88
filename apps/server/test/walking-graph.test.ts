import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isWalkable } from '../src/modules/walking/foot-profile';
import { type FootGraph, graphFromWays } from '../src/modules/walking/foot-graph';
import { readGraphFile, writeGraphFile } from '../src/modules/walking/graph-file';
import { footGraphFromExtract } from '../src/modules/walking/read-extract';
import { APPROX_DETOUR, Walker } from '../src/modules/walking/shortest-walks';
import { greatCircle, MONACO, nearestNode, referenceNetwork, referenceWalk, type ReferenceNetwork } from './helpers/reference-walks';

describe('the foot profile', () => {
  it.each([
    [{ highway: 'footway' }, true],
    [{ highway: 'steps' }, true],
    [{ highway: 'pedestrian' }, true],
    [{ highway: 'residential', oneway: 'yes' }, true],
    [{ highway: 'service' }, true],
    [{ highway: 'track' }, true],
    [{ highway: 'footway', footway: 'crossing' }, true],
    [{ highway: 'primary' }, true],
    [{ highway: 'motorway' }, false],
    [{ highway: 'motorway_link' }, false],
    [{ highway: 'trunk' }, false],
    [{ highway: 'trunk', foot: 'yes' }, true],
    [{ highway: 'footway', foot: 'no' }, false],
    [{ highway: 'service', access: 'private' }, false],
    [{ highway: 'service', access: 'no' }, false],
    [{ highway: 'service', access: 'private', foot: 'yes' }, true],
    [{ highway: 'path', access: 'no', foot: 'designated' }, true],
    [{ highway: 'track', access: 'no', foot: 'permissive' }, true],
    [{ highway: 'construction' }, false],
    [{ building: 'yes' }, false],
  ])('%o walkable: %s', (tags, walkable) => {
    expect(isWalkable(tags as Record<string, string>)).toBe(walkable);
  });
});

describe('walks on the streets of Monaco', () => {
  let graph: FootGraph;
  let walker: Walker;
  let reference: ReferenceNetwork;
  beforeAll(async () => {
    [graph, reference] = await Promise.all([footGraphFromExtract(MONACO), referenceNetwork(MONACO)]);
    walker = new Walker(graph);
  });

  const at = (node: number) => reference.position.get(node)!;
  /** A node of the walkable ways near a place, as the reference sees it. */
  const place = (lat: number, lon: number) => nearestNode(reference, { lat, lon });

  it('holds every walkable way of the extract and no other', () => {
    expect(graph.lat7.length).toBe(reference.neighbours.size);
    expect(graph.targets.length).toBe([...reference.neighbours.values()].reduce((n, list) => n + list.length, 0));
  });

  it('across the harbour the walk is three and a half times the straight line, as the reference measures it', () => {
    const quay = place(43.7365, 7.428);
    const rock = place(43.7338, 7.4245);
    const expected = referenceWalk(reference, quay, rock)!;
    const [walk] = walker.walks(at(quay), [at(rock)], 20_000);
    expect(walk!.basis).toBe('route');
    expect(walk!.meters).toBeCloseTo(expected.meters, 0);
    expect(expected.meters / greatCircle(at(quay), at(rock))).toBeGreaterThan(3);
  });

  it('from the port of Fontvieille up to the palace the walk takes the stairs of the old town, as the reference does', () => {
    const port = place(43.7325, 7.4175);
    const palace = place(43.7314, 7.42);
    const expected = referenceWalk(reference, port, palace)!;
    expect(expected.nodes.some((node) => reference.kinds.get(node)?.has('steps'))).toBe(true);
    expect(expected.meters / greatCircle(at(port), at(palace))).toBeGreaterThan(3);
    const route = walker.route(at(port), at(palace), 20_000)!;
    expect(route.meters).toBeCloseTo(expected.meters, 0);
    // The path drawn is the reference's, point for point.
    expect(route.path).toEqual(expected.nodes.map((node) => [at(node).lon, at(node).lat]));
  });

  it('agrees with the reference on 25 walks between random street corners', () => {
    const main = [...reference.neighbours.keys()].filter((node) => graph.componentSize[graph.component[nodeIndex(graph, at(node))]!]! > 20_000);
    let seed = 7;
    const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
    for (let i = 0; i < 25; i++) {
      const from = main[Math.floor(random() * main.length)]!;
      const targets = [0, 1, 2].map(() => main[Math.floor(random() * main.length)]!);
      const walks = walker.walks(at(from), targets.map(at), 50_000);
      targets.forEach((to, k) => {
        const expected = referenceWalk(reference, from, to)!;
        expect(walks[k]!.basis).toBe('route');
        expect(Math.abs(walks[k]!.meters! - expected.meters), `${from} to ${to}`).toBeLessThan(0.5 + expected.meters * 1e-5);
      });
    }
  });

  it('from out at sea, more than 200 m from any way, gives the straight line times 1.3 as approximate', () => {
    const sea = { lat: 43.735, lon: 7.445 };
    const aed = at(place(43.7392, 7.429));
    const [walk] = walker.walks(sea, [aed], 20_000);
    expect(walk).toEqual({ basis: 'approx', meters: expect.closeTo(greatCircle(sea, aed) * APPROX_DETOUR, 0) });
  });
});

/** The graph's index of the node at a position. */
function nodeIndex(graph: FootGraph, p: { lat: number; lon: number }) {
  for (let i = 0; i < graph.lat7.length; i++) if (graph.lat7[i] === Math.round(p.lat * 1e7) && graph.lon7[i] === Math.round(p.lon * 1e7)) return i;
  throw new Error('no such node');
}

/** A square grid of `size` x `size` street corners `step` degrees apart, from `lat`, `lon`, its ways along rows and columns. */
function grid(size: number, step: number, lat: number, lon: number, firstNode = 0) {
  const lats: number[] = [];
  const lons: number[] = [];
  const ways: number[][] = [];
  for (let r = 0; r < size; r++) for (let c = 0; c < size; c++) [lats[r * size + c], lons[r * size + c]] = [lat + r * step, lon + c * step];
  for (let r = 0; r < size; r++) ways.push([...Array(size).keys()].map((c) => firstNode + r * size + c));
  for (let c = 0; c < size; c++) ways.push([...Array(size).keys()].map((r) => firstNode + r * size + c));
  return { lats, lons, ways };
}

function graphOf(...parts: ReturnType<typeof grid>[]) {
  const lats = parts.flatMap((p) => p.lats);
  const lons = parts.flatMap((p) => p.lons);
  const ways = parts.flatMap((p) => p.ways);
  const starts = [0];
  for (const way of ways) starts.push(starts.at(-1)! + way.length);
  return graphFromWays(
    Int32Array.from(lats, (v) => Math.round(v * 1e7)),
    Int32Array.from(lons, (v) => Math.round(v * 1e7)),
    Int32Array.from(ways.flat()),
    Uint32Array.from(starts),
  );
}

describe('walks on generated streets', () => {
  // A town of 20 x 20 corners 0.001 degrees apart, and an island of 10 x 10 two kilometres east.
  const town = grid(20, 0.001, 46, 14);
  const island = grid(10, 0.001, 46, 14.05, 400);
  const walker = new Walker(graphOf(town, island));

  it('walks around the block: along two sides, not across', () => {
    const [walk] = walker.walks({ lat: 46, lon: 14 }, [{ lat: 46.005, lon: 14.005 }], 10_000);
    const side = greatCircle({ lat: 46, lon: 14 }, { lat: 46.005, lon: 14 }) + greatCircle({ lat: 46.005, lon: 14 }, { lat: 46.005, lon: 14.005 });
    expect(walk!.basis).toBe('route');
    expect(walk!.meters).toBeCloseTo(side, -1);
  });

  it('meets a point between corners on its street, and adds the steps off the street', () => {
    // 22 m north of a street, between two corners, and a target further along the same street.
    const from = { lat: 46.0012, lon: 14.0005 };
    const onStreet = { lat: 46.001, lon: 14.0005 };
    const [walk] = walker.walks(from, [{ lat: 46.001, lon: 14.0008 }], 10_000);
    expect(walk!.meters).toBeCloseTo(greatCircle(from, onStreet) + greatCircle(onStreet, { lat: 46.001, lon: 14.0008 }), 0);
  });

  it('says there is no walk to the island, and that a walk longer than the reach was not followed', () => {
    const from = { lat: 46, lon: 14 };
    const [toIsland, far] = walker.walks(from, [{ lat: 46.001, lon: 14.051 }, { lat: 46.019, lon: 14.019 }], 1_000);
    expect(toIsland).toEqual({ basis: 'none', meters: null });
    expect(far).toEqual({ basis: 'beyond', meters: null });
    expect(walker.route(from, { lat: 46.001, lon: 14.051 }, 50_000)).toBeUndefined();
  });
});

describe('the graph file', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'aedatlas-graph-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('reads back what it wrote, array for array, and refuses a cut or foreign file', async () => {
    const graph = graphOf(grid(5, 0.001, 46, 14));
    const file = path.join(dir, 'graph.bin');
    await writeGraphFile(file, graph);
    const read = (await readGraphFile(file))!;
    for (const name of ['lat7', 'lon7', 'offsets', 'targets', 'meters', 'component', 'componentSize'] as const) expect([...read[name]], name).toEqual([...graph[name]]);
    const bytes = await readFile(file);
    await writeFile(file, bytes.subarray(0, bytes.length - 16));
    expect(await readGraphFile(file)).toBeUndefined();
    await writeFile(file, 'not a graph\n');
    expect(await readGraphFile(file)).toBeUndefined();
    expect(await readGraphFile(path.join(dir, 'missing.bin'))).toBeUndefined();
  });
});
