import type { Point, Walk } from './shortest-walks';

/** What the walking thread was found to hold once loaded (logged at start, shown in the bench). */
export interface NetworkFacts {
  nodes: number;
  pieces: number;
  largestComponent: number;
  fromCache: boolean;
  cacheWritten: boolean;
  loadMs: number;
  graphBytes: number;
}

export type ThreadQuestion =
  | { kind: 'walks'; id: number; from: Point; targets: Point[]; reachMeters: number }
  | { kind: 'route'; id: number; from: Point; to: Point; reachMeters: number };

export type ThreadAnswer =
  | { kind: 'ready'; facts: NetworkFacts }
  | { kind: 'failed'; message: string }
  | { kind: 'warning'; message: string }
  | { kind: 'walks'; id: number; walks: Walk[] }
  | { kind: 'route'; id: number; route: { meters: number; path: [number, number][] } | null }
  | { kind: 'error'; id: number; message: string };
