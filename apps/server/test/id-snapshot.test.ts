import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { idSnapshotBatches } from '../src/modules/list-export/id-snapshot';

/** Every batch an export reads, until the empty one that ends the file. */
async function readAll(batchAfter: ReturnType<typeof idSnapshotBatches<unknown, { id: string }>>, size: number) {
  const batches: string[][] = [];
  let after: unknown;
  for (;;) {
    const batch = await batchAfter({}, after, size);
    if (!batch.data.length) return batches;
    batches.push((batch.data as { id: string }[]).map((row) => row.id));
    if (batch.next === undefined) return batches;
    after = batch.next;
  }
}

describe('an export by a snapshot of ids', () => {
  const ids: string[] = Array.from({ length: 7 }, () => randomUUID());

  it('gives every id once, in the order read at the start, a batch at a time', async () => {
    let listed = 0;
    const batchAfter = idSnapshotBatches(
      async () => (listed++, ids),
      async (some: string[]) => [...some].reverse().map((id) => ({ id })),
    );
    expect(await readAll(batchAfter, 3)).toEqual([ids.slice(0, 3), ids.slice(3, 6), ids.slice(6)]);
    expect(listed).toBe(1);
  });

  it('passes over a batch whose rows were all deleted instead of ending the file there', async () => {
    const gone = new Set<string>(ids.slice(2, 6));
    const batchAfter = idSnapshotBatches(
      async () => ids,
      async (some: string[]) => some.filter((id) => !gone.has(id)).map((id) => ({ id })),
    );
    expect(await readAll(batchAfter, 2)).toEqual([ids.slice(0, 2), [ids[6]]]);
  });

  it('ends at once for a list with no rows', async () => {
    const batchAfter = idSnapshotBatches(
      async () => [],
      async () => {
        throw new Error('nothing to read');
      },
    );
    // The file will hold no rows: the count says so at once.
    expect(await batchAfter({}, undefined, 10)).toEqual({ data: [], total: 0 });
  });
});
