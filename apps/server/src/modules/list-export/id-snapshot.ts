import type { ExportBatch } from './list-export';

/** Where a snapshot export stands: every id in the list's order, packed, and the next one to send. */
interface SnapshotPosition {
  ids: Buffer;
  at: number;
}

const UUID_BYTES = 16;

/** Ids as 16 bytes each: a million of them take 16 MB for the whole export, not the 60 MB or more of as many strings. */
function packUuids(ids: readonly string[]): Buffer {
  const packed = Buffer.alloc(ids.length * UUID_BYTES);
  ids.forEach((id, i) => packed.write(id.replaceAll('-', ''), i * UUID_BYTES, UUID_BYTES, 'hex'));
  return packed;
}

function unpackUuids(packed: Buffer, from: number, to: number): string[] {
  const ids: string[] = [];
  for (let i = from; i < to; i++) {
    const hex = packed.toString('hex', i * UUID_BYTES, (i + 1) * UUID_BYTES);
    ids.push(`${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`);
  }
  return ids;
}

const isPosition = (after: unknown): after is SnapshotPosition =>
  typeof after === 'object' && after !== null && Buffer.isBuffer((after as SnapshotPosition).ids) && Number.isInteger((after as SnapshotPosition).at);

/**
 * An export's batches (ListExport.batchAfter) for a list whose order may change while the file is
 * made, e.g. newest-first, where every edit moves a row to the top: the ids of every row in the
 * list's order first, as the list is when the export begins, then the rows a batch at a time by
 * id. Each row comes once, with its values when its batch is read; a row deleted meanwhile is left
 * out, and one added meanwhile is not in this file. Ids are UUIDs.
 */
export function idSnapshotBatches<Q, R extends object>(
  idsInOrder: (query: Q) => Promise<string[]>,
  rowsOf: (ids: string[]) => Promise<R[]>,
  /** A row's id, when the list names it other than `id` (a club's `clubId`). */
  idOf: (row: R) => string = (row) => (row as { id: string }).id,
): (query: Q, after: unknown, size: number) => Promise<ExportBatch> {
  return async (query, after, size) => {
    const first = !isPosition(after);
    const { ids: packed, at } = first ? { ids: packUuids(await idsInOrder(query)), at: 0 } : after;
    const total = packed.length / UUID_BYTES;
    // A batch whose rows were all deleted meanwhile is passed over: an empty batch ends the file.
    for (let from = at; from < total; from += size) {
      const end = Math.min(from + size, total);
      const ids = unpackUuids(packed, from, end);
      const byId = new Map((await rowsOf(ids)).map((row) => [idOf(row), row]));
      const data = ids.flatMap((id) => byId.get(id) ?? []);
      if (data.length) return { data, next: end < total ? { ids: packed, at: end } : undefined, total: first ? total : undefined };
    }
    return { data: [], total: first ? 0 : undefined };
  };
}
