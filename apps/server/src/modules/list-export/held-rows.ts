import type { ExportBatch } from './list-export';

/** Where an export of held rows stands: the rows, read once, and the next one to send. */
interface HeldPosition {
  rows: unknown[];
  at: number;
}

const isPosition = (after: unknown): after is HeldPosition =>
  typeof after === 'object' && after !== null && Array.isArray((after as HeldPosition).rows) && Number.isInteger((after as HeldPosition).at);

/**
 * An export's batches (ListExport.batchAfter) for a list read whole in one statement, then sent a
 * batch at a time: for a small list whose rows change places all the time (sums that grow) and
 * that has no id to take a snapshot by (see id-snapshot.ts). The file is the list at one moment.
 */
export function heldRowsBatches<Q>(readAll: (query: Q) => Promise<unknown[]>): (query: Q, after: unknown, size: number) => Promise<ExportBatch> {
  return async (query, after, size) => {
    const first = !isPosition(after);
    const { rows, at } = first ? { rows: await readAll(query), at: 0 } : after;
    const end = at + size;
    return { data: rows.slice(at, end), next: end < rows.length ? { rows, at: end } : undefined, total: first ? rows.length : undefined };
  };
}
