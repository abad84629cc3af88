import { asc, gt } from 'drizzle-orm';
import type { Readable } from 'node:stream';
import type { Db } from '../../db/client';
import { aeds } from '../aeds/aeds.table';
import { refusedBackInService } from './geodae-fields';
import { readGeodaeCsv, type GeodaeFileRow, type RefusedRow } from './geodae-file';
import { geodaeColumns, geodaeRow, type GeodaeRow, type GeodaeSource } from './geodae-row';

/*
 * The dry run of a Géo'DAE import: what the file would add, link, change, move and remove, field
 * by field, before anything is written. The safety rules:
 * - a row within LINK_METERS of a known AED links to it instead of adding a second AED there
 *   (the same serial number first, then the same name, then the nearest); a row with the serial
 *   number of a known AED links to it wherever it is;
 * - a linked AED's position changes only when the row is more than MOVE_METERS off;
 * - a value is compared as Géo'DAE writes the registry's own (geodae-row.ts), so a file the
 *   registry exported changes nothing; an empty cell never clears a value;
 * - an AED an admin marked "keep ours" is never changed, moved or removed;
 * - the AEDs of the import's source in the file's area that the file lacks would be removed, and
 *   when they are more than REMOVAL_SHARE of them the plan is blocked: a truncated file must
 *   never empty the map.
 */

export const LINK_METERS = 20;
export const MOVE_METERS = 50;
export const REMOVAL_SHARE = 0.1;

/** The columns the registry holds a value of (the rest it cannot take: they are never a change). */
export const IMPORTED_COLUMNS = [
  'nom',
  'adr_num',
  'adr_voie',
  'com_cp',
  'com_nom',
  'acc',
  'acc_lib',
  'acc_etg',
  'acc_complt',
  'tel1',
  'site_email',
  'etat_fonct',
  'modele',
  'num_serie',
  'lc_ped',
  'dtpr_lcped',
  'dtpr_lcad',
  'dtpr_bat',
  'dermnt',
  'expt_rais',
  'expt_tel1',
  'expt_email',
  'dispo_horaires',
] as const;

export interface FieldChange {
  field: string;
  ours: string;
  theirs: string;
}
export interface GeodaePlan {
  rows: number;
  refused: RefusedRow[];
  /** Values left out of their rows for breaking the schema, with where. */
  ignored: { line: number; field: string; message: string }[];
  added: { line: number; cells: GeodaeRow }[];
  linked: number;
  unchanged: number;
  changed: { aedId: string; line: number; changes: FieldChange[] }[];
  moved: { aedId: string; line: number; meters: number; latitude: number; longitude: number }[];
  removed: { aedId: string; name: string }[];
  /** Linked AEDs an admin marked "keep ours": the file changes, moves and removes none of them. */
  kept: { aedId: string; line: number }[];
  /** Why the plan may not be applied; null when it may. */
  blocked: string | null;
}

type Known = GeodaeSource & { source: string; keepOurs: boolean; row: GeodaeRow };

/** Metres between two points (haversine; the error at 50 m is far below a metre). */
export function metersBetween(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const a = Math.sin(((lat2 - lat1) * rad) / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lon2 - lon1) * rad) / 2) ** 2;
  return 2 * 6_371_008.8 * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** Known AEDs by a grid of cells larger than LINK_METERS: a row's candidates are in its cell and the eight around it. */
class Grid {
  private readonly cells = new Map<string, Known[]>();
  private static readonly STEP = 0.0005; // ~55 m of latitude, ~38 m of longitude at 46°N
  private key = (lat: number, lon: number, dLat = 0, dLon = 0) => `${Math.floor(lat / Grid.STEP) + dLat}:${Math.floor(lon / Grid.STEP) + dLon}`;
  add(aed: Known) {
    const key = this.key(aed.latitude, aed.longitude);
    const list = this.cells.get(key);
    if (list) list.push(aed);
    else this.cells.set(key, [aed]);
  }
  near(lat: number, lon: number): Known[] {
    const out: Known[] = [];
    for (let dLat = -1; dLat <= 1; dLat++) for (let dLon = -1; dLon <= 1; dLon++) out.push(...(this.cells.get(this.key(lat, lon, dLat, dLon)) ?? []));
    return out;
  }
}

async function knownAeds(db: Db): Promise<Known[]> {
  const known: Known[] = [];
  let after: string | undefined;
  for (;;) {
    const rows = await db
      .select({ ...geodaeColumns, source: aeds.source, keepOurs: aeds.keepOurs })
      .from(aeds)
      .where(after ? gt(aeds.id, after) : undefined)
      .orderBy(asc(aeds.id))
      .limit(5000);
    for (const aed of rows) known.push({ ...aed, row: geodaeRow(aed) });
    if (rows.length < 5000) return known;
    after = rows[rows.length - 1].id;
  }
}

/** The best known AED for a row: among those near enough, or anywhere with its serial number; null: a new AED. */
function linkFor(row: GeodaeFileRow, grid: Grid, bySerial: Map<string, Known>, taken: Set<string>) {
  const lat = Number(row.cells.lat_coor1);
  const lon = Number(row.cells.long_coor1);
  const serial = row.cells.num_serie;
  let best: { aed: Known; score: [number, number, number] } | null = null;
  for (const aed of grid.near(lat, lon)) {
    if (taken.has(aed.id)) continue;
    const meters = metersBetween(lat, lon, aed.latitude, aed.longitude);
    if (meters > LINK_METERS) continue;
    const score: [number, number, number] = [serial && aed.row.num_serie === serial ? 0 : 1, aed.row.nom === row.cells.nom ? 0 : 1, meters];
    if (!best || score[0] < best.score[0] || (score[0] === best.score[0] && (score[1] < best.score[1] || (score[1] === best.score[1] && score[2] < best.score[2])))) best = { aed, score };
  }
  if (best) return best.aed;
  const same = serial ? bySerial.get(serial) : undefined;
  return same && !taken.has(same.id) ? same : null;
}

/** The dry run of a Géo'DAE CSV against the registry, as the import of `source` (its AEDs are the ones a missing row removes). */
export async function planGeodaeImport(db: Db, file: Readable, source: string): Promise<GeodaePlan> {
  const known = await knownAeds(db);
  const grid = new Grid();
  const bySerial = new Map<string, Known>();
  for (const aed of known) {
    grid.add(aed);
    if (aed.row.num_serie && !bySerial.has(aed.row.num_serie)) bySerial.set(aed.row.num_serie, aed);
  }
  const plan: GeodaePlan = { rows: 0, refused: [], ignored: [], added: [], linked: 0, unchanged: 0, changed: [], moved: [], removed: [], kept: [], blocked: null };
  const taken = new Set<string>();
  const area = { minLat: Infinity, maxLat: -Infinity, minLon: Infinity, maxLon: -Infinity };

  for await (const batch of readGeodaeCsv(file, (row) => plan.refused.push(row))) {
    for (const row of batch) {
      plan.rows++;
      for (const issue of row.ignored) plan.ignored.push({ line: row.line, ...issue });
      const lat = Number(row.cells.lat_coor1);
      const lon = Number(row.cells.long_coor1);
      Object.assign(area, { minLat: Math.min(area.minLat, lat), maxLat: Math.max(area.maxLat, lat), minLon: Math.min(area.minLon, lon), maxLon: Math.max(area.maxLon, lon) });
      const aed = linkFor(row, grid, bySerial, taken);
      if (!aed) {
        plan.added.push({ line: row.line, cells: row.cells });
        continue;
      }
      taken.add(aed.id);
      plan.linked++;
      if (aed.keepOurs) {
        plan.kept.push({ aedId: aed.id, line: row.line });
        continue;
      }
      let columns = IMPORTED_COLUMNS.filter((c) => row.cells[c] !== '' && row.cells[c] !== aed.row[c]);
      // "In service" for an AED out of service is not taken (geodae-fields.ts): left out, and said.
      if (columns.includes('etat_fonct') && refusedBackInService(row.cells.etat_fonct, aed.state)) {
        columns = columns.filter((c) => c !== 'etat_fonct');
        plan.ignored.push({ line: row.line, field: 'etat_fonct', message: 'not taken: an AED out of service or absent comes back in service only with a check by its guardian or an admin' });
      }
      const changes = columns.map((field) => ({ field, ours: aed.row[field], theirs: row.cells[field] }));
      const meters = metersBetween(lat, lon, aed.latitude, aed.longitude);
      if (meters > MOVE_METERS) plan.moved.push({ aedId: aed.id, line: row.line, meters: Math.round(meters), latitude: lat, longitude: lon });
      if (changes.length) plan.changed.push({ aedId: aed.id, line: row.line, changes });
      if (!changes.length && meters <= MOVE_METERS) plan.unchanged++;
    }
  }

  // The source's AEDs in the file's area that no row linked: gone from the source.
  const inArea = known.filter((a) => a.source === source && a.state !== 'removed' && !a.keepOurs && a.latitude >= area.minLat && a.latitude <= area.maxLat && a.longitude >= area.minLon && a.longitude <= area.maxLon);
  const byName = new Intl.Collator('sl').compare;
  plan.removed = inArea
    .filter((a) => !taken.has(a.id))
    .map((a) => ({ aedId: a.id, name: a.row.nom }))
    .sort((x, y) => byName(x.name, y.name));
  if (inArea.length && plan.removed.length > inArea.length * REMOVAL_SHARE) {
    plan.blocked = `The file would remove ${plan.removed.length.toLocaleString('en')} of the ${inArea.length.toLocaleString('en')} AEDs of ${source} in its area, more than ${REMOVAL_SHARE * 100} %: a truncated file must not empty the map. Nothing will be applied.`;
  }
  return plan;
}
