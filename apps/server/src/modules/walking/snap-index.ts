import { type FootGraph, latOf, lonOf, nodeCount } from './foot-graph';

/** Where a point meets the network: on the piece from `a` to `b`, at `t` (0..1) along it. */
export interface Snap {
  a: number;
  b: number;
  t: number;
  /** The piece's length. */
  pieceMeters: number;
  /** From the point to where it meets the piece. */
  offMeters: number;
  lat: number;
  lon: number;
}

const METERS_PER_DEGREE = 111_320;
const MAX_CELLS = 4_000_000;

/**
 * Finds the nearest piece of way to a point. The pieces are filed in a grid of cells about 110 m
 * a side over the network's bounds (larger when the network is so wide that the grid would pass
 * MAX_CELLS), each piece in every cell its bounds touch, in compressed rows like the graph.
 */
export class SnapIndex {
  private readonly pieceFrom: Uint32Array;
  private readonly pieceTo: Uint32Array;
  private readonly cellStart: Uint32Array;
  private readonly cellPieces: Uint32Array;
  private readonly minLat: number;
  private readonly minLon: number;
  private readonly cellLat: number;
  private readonly cellLon: number;
  private readonly rows: number;
  private readonly cols: number;
  private readonly bigComponent: number;

  constructor(private readonly graph: FootGraph) {
    const n = nodeCount(graph);
    let pieces = 0;
    for (let u = 0; u < n; u++) for (let e = graph.offsets[u]!; e < graph.offsets[u + 1]!; e++) if (u < graph.targets[e]!) pieces++;
    this.pieceFrom = new Uint32Array(pieces);
    this.pieceTo = new Uint32Array(pieces);
    let minLat = Infinity;
    let maxLat = -Infinity;
    let minLon = Infinity;
    let maxLon = -Infinity;
    let p = 0;
    for (let u = 0; u < n; u++) {
      if (graph.offsets[u] === graph.offsets[u + 1]) continue;
      const lat = latOf(graph, u);
      const lon = lonOf(graph, u);
      minLat = Math.min(minLat, lat);
      maxLat = Math.max(maxLat, lat);
      minLon = Math.min(minLon, lon);
      maxLon = Math.max(maxLon, lon);
      for (let e = graph.offsets[u]!; e < graph.offsets[u + 1]!; e++) {
        if (u < graph.targets[e]!) {
          this.pieceFrom[p] = u;
          this.pieceTo[p++] = graph.targets[e]!;
        }
      }
    }
    if (!pieces) [minLat, maxLat, minLon, maxLon] = [0, 0, 0, 0];
    const cosLat = Math.max(0.1, Math.cos((((minLat + maxLat) / 2) * Math.PI) / 180));
    let cellLat = 0.001;
    let cellLon = 0.001 / cosLat;
    const cellsFor = (size: number) => (Math.floor((maxLat - minLat) / size) + 1) * (Math.floor((maxLon - minLon) / (size / cosLat)) + 1);
    while (cellsFor(cellLat) > MAX_CELLS) cellLat *= 2;
    cellLon = cellLat / cosLat;
    this.minLat = minLat;
    this.minLon = minLon;
    this.cellLat = cellLat;
    this.cellLon = cellLon;
    this.rows = Math.floor((maxLat - minLat) / cellLat) + 1;
    this.cols = Math.floor((maxLon - minLon) / cellLon) + 1;
    // Counting sort of (cell, piece): count, prefix sums, fill.
    const cellStart = new Uint32Array(this.rows * this.cols + 1);
    this.eachCellOfPieces((cell) => cellStart[cell + 1]!++);
    for (let c = 0; c < this.rows * this.cols; c++) cellStart[c + 1]! += cellStart[c]!;
    const fill = cellStart.slice(0, this.rows * this.cols);
    const cellPieces = new Uint32Array(cellStart[this.rows * this.cols]!);
    this.eachCellOfPieces((cell, piece) => (cellPieces[fill[cell]!++] = piece));
    this.cellStart = cellStart;
    this.cellPieces = cellPieces;
    // A person beside a scrap of path cut off from the rest (a courtyard, a private drive, a beach
    // promenade whose link is missing in the data) is met on the street network instead: pieces
    // of parts smaller than this are used only when nothing else is near.
    let largest = 0;
    for (const size of graph.componentSize) largest = Math.max(largest, size);
    this.bigComponent = Math.min(largest, Math.max(50, largest / 100));
  }

  private eachCellOfPieces(visit: (cell: number, piece: number) => void) {
    const { graph } = this;
    for (let p = 0; p < this.pieceFrom.length; p++) {
      const a = this.pieceFrom[p]!;
      const b = this.pieceTo[p]!;
      const r0 = this.rowOf(Math.min(latOf(graph, a), latOf(graph, b)));
      const r1 = this.rowOf(Math.max(latOf(graph, a), latOf(graph, b)));
      const c0 = this.colOf(Math.min(lonOf(graph, a), lonOf(graph, b)));
      const c1 = this.colOf(Math.max(lonOf(graph, a), lonOf(graph, b)));
      for (let r = r0; r <= r1; r++) for (let c = c0; c <= c1; c++) visit(r * this.cols + c, p);
    }
  }

  private rowOf(lat: number) {
    return Math.floor((lat - this.minLat) / this.cellLat);
  }

  private colOf(lon: number) {
    return Math.floor((lon - this.minLon) / this.cellLon);
  }

  /** The nearest piece within `maxMeters` of the point, preferring the network's larger parts; undefined if none. */
  nearest(lat: number, lon: number, maxMeters: number): Snap | undefined {
    const big = this.search(lat, lon, maxMeters, true);
    return big ?? this.search(lat, lon, maxMeters, false);
  }

  private search(lat: number, lon: number, maxMeters: number, bigOnly: boolean): Snap | undefined {
    const { graph } = this;
    const cosLat = Math.cos((lat * Math.PI) / 180);
    const reachRows = Math.ceil(maxMeters / METERS_PER_DEGREE / this.cellLat);
    const reachCols = Math.ceil(maxMeters / (METERS_PER_DEGREE * Math.max(0.1, cosLat)) / this.cellLon);
    const row = this.rowOf(lat);
    const col = this.colOf(lon);
    let best: Snap | undefined;
    for (let r = Math.max(0, row - reachRows); r <= Math.min(this.rows - 1, row + reachRows); r++) {
      for (let c = Math.max(0, col - reachCols); c <= Math.min(this.cols - 1, col + reachCols); c++) {
        const cell = r * this.cols + c;
        for (let k = this.cellStart[cell]!; k < this.cellStart[cell + 1]!; k++) {
          const p = this.cellPieces[k]!;
          const a = this.pieceFrom[p]!;
          const b = this.pieceTo[p]!;
          if (bigOnly && graph.componentSize[graph.component[a]!]! < this.bigComponent) continue;
          // Local flat metres around the point: exact enough over a piece of way.
          const ax = (lonOf(graph, a) - lon) * METERS_PER_DEGREE * cosLat;
          const ay = (latOf(graph, a) - lat) * METERS_PER_DEGREE;
          const bx = (lonOf(graph, b) - lon) * METERS_PER_DEGREE * cosLat;
          const by = (latOf(graph, b) - lat) * METERS_PER_DEGREE;
          const dx = bx - ax;
          const dy = by - ay;
          const lengthSquared = dx * dx + dy * dy;
          const t = lengthSquared > 0 ? Math.min(1, Math.max(0, -(ax * dx + ay * dy) / lengthSquared)) : 0;
          const off = Math.hypot(ax + t * dx, ay + t * dy);
          if (off <= maxMeters && (!best || off < best.offMeters)) {
            best = {
              a,
              b,
              t,
              pieceMeters: Math.sqrt(lengthSquared),
              offMeters: off,
              lat: latOf(graph, a) + t * (latOf(graph, b) - latOf(graph, a)),
              lon: lonOf(graph, a) + t * (lonOf(graph, b) - lonOf(graph, a)),
            };
          }
        }
      }
    }
    return best;
  }
}
