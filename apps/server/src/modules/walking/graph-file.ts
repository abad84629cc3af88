import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import type { FootGraph } from './foot-graph';

/**
 * The built graph kept beside its extract, so the next start reads it in seconds instead of
 * parsing the extract again. Its name carries the extract's SHA-256 and the format version: a
 * new extract or a new profile builds afresh, an old cache is never read for a new file.
 */
const FORMAT = 'aedatlas-foot-graph-1';
const ARRAYS = ['lat7', 'lon7', 'offsets', 'targets', 'meters', 'component', 'componentSize'] as const;
const KINDS = { lat7: Int32Array, lon7: Int32Array, offsets: Uint32Array, targets: Uint32Array, meters: Float32Array, component: Uint32Array, componentSize: Uint32Array };

export async function extractHash(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

export const cacheFileFor = (extract: string, hash: string) => `${extract}.${FORMAT}.${hash.slice(0, 16)}.bin`;

/** Header (a JSON line with each array's length), then every array, each 8-byte aligned. */
export async function writeGraphFile(file: string, graph: FootGraph): Promise<void> {
  const lengths = Object.fromEntries(ARRAYS.map((name) => [name, graph[name].length]));
  const header = Buffer.from(JSON.stringify({ format: FORMAT, lengths }) + '\n');
  const parts: Buffer[] = [header, Buffer.alloc((8 - (header.length % 8)) % 8)];
  for (const name of ARRAYS) {
    const bytes = Buffer.from(graph[name].buffer, graph[name].byteOffset, graph[name].byteLength);
    parts.push(bytes, Buffer.alloc((8 - (bytes.length % 8)) % 8));
  }
  // Written whole, then renamed: a crash mid-write never leaves a cache that reads as complete.
  const partial = `${file}.${process.pid}.partial`;
  await writeFile(partial, Buffer.concat(parts));
  await rename(partial, file);
}

/** The graph in `file`, or undefined when it is missing or not of this format. */
export async function readGraphFile(file: string): Promise<FootGraph | undefined> {
  let bytes: Buffer;
  try {
    bytes = await readFile(file);
  } catch {
    return undefined;
  }
  const end = bytes.indexOf(10);
  if (end < 0) return undefined;
  let header: { format?: string; lengths?: Record<string, number> };
  try {
    header = JSON.parse(bytes.subarray(0, end).toString('utf8'));
  } catch {
    return undefined;
  }
  if (header.format !== FORMAT || !header.lengths) return undefined;
  // Every array is a view on the file's bytes; they must start on an 8-byte boundary (a large
  // file's buffer is its own and does; otherwise a copy that does).
  let aligned = bytes.buffer as ArrayBuffer;
  let at = bytes.byteOffset;
  if (at % 8) {
    aligned = new ArrayBuffer(bytes.length);
    new Uint8Array(aligned).set(bytes);
    at = 0;
  }
  const base = at;
  at += end + 1;
  at += (8 - (at % 8)) % 8;
  const graph: Partial<Record<(typeof ARRAYS)[number], unknown>> = {};
  for (const name of ARRAYS) {
    const length = header.lengths[name];
    const Kind = KINDS[name];
    if (!Number.isInteger(length) || at - base + length! * Kind.BYTES_PER_ELEMENT > bytes.length) return undefined;
    graph[name] = new Kind(aligned, at, length);
    at += length! * Kind.BYTES_PER_ELEMENT;
    at += (8 - (at % 8)) % 8;
  }
  return graph as FootGraph;
}
