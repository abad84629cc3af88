import { parse } from 'csv-parse/sync';
import { expect } from 'vitest';

export type CsvRow = Record<string, string>;

/** The file as a spreadsheet reads it: the byte order mark, then a header and one line a row. */
export function readCsv(body: string): { header: string[]; rows: CsvRow[] } {
  expect(body.startsWith('\uFEFF')).toBe(true);
  const records = parse(body.slice(1), { relax_column_count: false }) as string[][];
  const [header, ...lines] = records;
  return { header, rows: lines.map((cells) => Object.fromEntries(header.map((h, i) => [h, cells[i]]))) };
}

/**
 * An export read slowly, as a slow client would: the first part of the file, then `meanwhile`, then
 * the rest. Uncompressed: gzip shrinks a file of repeated test rows so far that the sockets hold
 * all of it, the server reads every batch before `meanwhile`, and the test could not fail.
 */
export async function exportWhile(url: string, headers: Record<string, string>, meanwhile: () => Promise<unknown>): Promise<CsvRow[]> {
  const res = await fetch(url, { headers: { 'accept-encoding': 'identity', ...headers } });
  expect(res.status).toBe(200);
  const reader = res.body!.getReader();
  const decoder = new TextDecoder('utf-8', { ignoreBOM: true });
  let text = decoder.decode((await reader.read()).value, { stream: true });
  await meanwhile();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
  }
  return readCsv(text + decoder.decode()).rows;
}
