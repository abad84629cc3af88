import { COVERAGE_MAX_CELLS, COVERAGE_MAX_GAPS, type Coverage, type CoverageGap, type CoverageQuery } from '@aedatlas/contracts';
import { badRequest } from '../../plugins/http-errors';

const METRES_PER_DEGREE_LAT = 111_320;

export type Grid = Coverage['grid'];

/**
 * Square cells half the walking distance wide over the area: every point of a cell is within a
 * third of the distance of its centre, so a cell counts as covered or not by its centre without
 * hiding a gap bigger than a block. Too many cells (a country at 500 m) is refused with a field
 * message rather than a slow answer.
 */
export function coverageGrid({ bbox, distance }: CoverageQuery): Grid {
  const cellM = distance / 2;
  const midLat = ((bbox.minLat + bbox.maxLat) / 2) * (Math.PI / 180);
  const stepLat = cellM / METRES_PER_DEGREE_LAT;
  const stepLon = cellM / (METRES_PER_DEGREE_LAT * Math.max(Math.cos(midLat), 0.01));
  const columns = Math.max(1, Math.ceil((bbox.maxLon - bbox.minLon) / stepLon));
  const rows = Math.max(1, Math.ceil((bbox.maxLat - bbox.minLat) / stepLat));
  if (columns * rows > COVERAGE_MAX_CELLS) {
    throw badRequest('The area is too large for this distance', {
      bbox: `The area needs ${columns * rows} cells of ${cellM} m, at most ${COVERAGE_MAX_CELLS}: zoom in or choose a longer distance`,
    });
  }
  return { west: bbox.minLon, south: bbox.minLat, stepLon, stepLat, columns, rows, cellM };
}

/**
 * Uncovered cells that touch (side by side) form one gap; the largest come first. A gap that
 * reaches the edge of the grid may go on beyond it: it says so (`enclosed: false`).
 */
export function gapsOf(grid: Grid, uncovered: readonly [number, number][]): CoverageGap[] {
  const key = (i: number, j: number) => j * grid.columns + i;
  const open = new Set(uncovered.map(([i, j]) => key(i, j)));
  const cellKm2 = (grid.cellM / 1000) ** 2;
  const gaps: CoverageGap[] = [];
  for (const [si, sj] of uncovered) {
    if (!open.delete(key(si, sj))) continue;
    const stack: [number, number][] = [[si, sj]];
    let cells = 0;
    let sumI = 0;
    let sumJ = 0;
    let [minI, maxI, minJ, maxJ] = [si, si, sj, sj];
    let enclosed = true;
    while (stack.length) {
      const [i, j] = stack.pop()!;
      cells += 1;
      sumI += i;
      sumJ += j;
      minI = Math.min(minI, i);
      maxI = Math.max(maxI, i);
      minJ = Math.min(minJ, j);
      maxJ = Math.max(maxJ, j);
      if (i === 0 || j === 0 || i === grid.columns - 1 || j === grid.rows - 1) enclosed = false;
      for (const [ni, nj] of [
        [i + 1, j],
        [i - 1, j],
        [i, j + 1],
        [i, j - 1],
      ] as const) {
        if (ni >= 0 && nj >= 0 && ni < grid.columns && nj < grid.rows && open.delete(key(ni, nj))) stack.push([ni, nj]);
      }
    }
    gaps.push({
      areaKm2: Math.round(cells * cellKm2 * 1000) / 1000,
      cells,
      center: { lat: grid.south + (sumJ / cells + 0.5) * grid.stepLat, lon: grid.west + (sumI / cells + 0.5) * grid.stepLon },
      bounds: [grid.west + minI * grid.stepLon, grid.south + minJ * grid.stepLat, grid.west + (maxI + 1) * grid.stepLon, grid.south + (maxJ + 1) * grid.stepLat],
      enclosed,
    });
  }
  return gaps.sort((a, b) => b.cells - a.cells).slice(0, COVERAGE_MAX_GAPS);
}
