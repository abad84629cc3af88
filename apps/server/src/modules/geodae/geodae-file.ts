import { parse } from 'csv-parse';
import type { Readable } from 'node:stream';
import { GEODAE_COLUMNS, type GeodaeRow } from './geodae-row';
import schema from './schema-dae.json';
import { compileTableSchema, type CellIssue } from './table-schema';

/*
 * A Géo'DAE CSV as it comes in: UTF-8 (a BOM allowed), the 45 columns (in any order), `#` lines
 * before the header or between rows left out (the registry's own export starts with one). The
 * whole file is refused for a wrong encoding or missing columns; a row is refused when its
 * position is unusable; a value that breaks the schema's rules is left out of its row, the row
 * kept, and each is said.
 */

/** Why a whole file cannot be read: nothing of it is used. */
export class GeodaeFileError extends Error {}

/** One row of the file: its line, its cells (every column, '' where empty) and what was left out. */
export interface GeodaeFileRow {
  line: number;
  cells: GeodaeRow;
  ignored: CellIssue[];
}

/** A row the file has that cannot be taken, and why. */
export interface RefusedRow {
  line: number;
  reason: string;
}

const POSITION = ['lat_coor1', 'long_coor1'];
const check = compileTableSchema(schema);

/** The bytes as text, refusing any that are not UTF-8 (a file saved as Windows-1250 says so at its first accented letter). */
async function* utf8(input: Readable): AsyncGenerator<string> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let offset = 0;
  for await (const chunk of input as AsyncIterable<Buffer>) {
    try {
      yield decoder.decode(chunk, { stream: true });
    } catch {
      throw new GeodaeFileError(`The file is not UTF-8 text (a byte near position ${offset.toLocaleString('en')} is not): save it as "CSV UTF-8" and send it again.`);
    }
    offset += chunk.length;
  }
  const rest = decoder.decode();
  if (rest) yield rest;
}

/** Until the parser takes more text, or is gone (the reader stopped early). */
function drainedOrClosed(parser: ReturnType<typeof parse>): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      parser.off('drain', done);
      parser.off('close', done);
      resolve();
    };
    parser.on('drain', done);
    parser.on('close', done);
  });
}

/** The file's rows, a batch at a time; `refused` hears each row left out whole. */
export async function* readGeodaeCsv(input: Readable, refused: (row: RefusedRow) => void, batch = 2000): AsyncGenerator<GeodaeFileRow[]> {
  const parser = parse({ bom: true, comment: '#', comment_no_infix: true, relax_column_count: true, skip_empty_lines: true, info: true });
  const feeding = (async () => {
    try {
      for await (const text of utf8(input)) {
        if (parser.destroyed) return;
        if (!parser.write(text)) await drainedOrClosed(parser);
      }
      parser.end();
    } catch (error) {
      parser.destroy(error as Error);
    }
  })();
  let header: string[] | null = null;
  let rows: GeodaeFileRow[] = [];
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      if (!header) {
        header = record.map((name) => name.trim());
        const missing = GEODAE_COLUMNS.filter((c) => !header!.includes(c));
        if (missing.length === GEODAE_COLUMNS.length) throw new GeodaeFileError("This is not a Géo'DAE file: its first row names none of the schema's columns (nom, lat_coor1, long_coor1, ...).");
        if (missing.length) throw new GeodaeFileError(`The file lacks ${missing.length === 1 ? 'the column' : `${missing.length} columns`}: ${missing.join(', ')}.`);
        continue;
      }
      const cells: GeodaeRow = {};
      for (const column of GEODAE_COLUMNS) cells[column] = (record[header.indexOf(column)] ?? '').trim();
      const issues = check(cells).filter((i) => i.message !== 'is required');
      const position = issues.filter((i) => POSITION.includes(i.field));
      const nowhere = !cells.lat_coor1 || !cells.long_coor1 || (Number(cells.lat_coor1) === 0 && Number(cells.long_coor1) === 0);
      if (position.length || nowhere) {
        refused({ line: info.lines, reason: position.length ? position.map((i) => `${i.field} ${i.message}`).join('; ') : 'no position (lat_coor1, long_coor1 empty or 0, 0)' });
        continue;
      }
      for (const issue of issues) cells[issue.field] = '';
      rows.push({ line: info.lines, cells, ignored: issues });
      if (rows.length >= batch) {
        yield rows;
        rows = [];
      }
    }
  } finally {
    // Stopped early (a refused file, or the reader gone): nothing more is read.
    parser.destroy();
    input.destroy();
    await feeding;
  }
  if (!header) throw new GeodaeFileError('The file is empty: it has no header row.');
  if (rows.length) yield rows;
}
