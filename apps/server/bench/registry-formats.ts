import { Readable } from 'node:stream';
import type { Db } from '../src/db/client';
import { geodaeCsv } from '../src/modules/geodae/geodae-export';
import { planGeodaeImport } from '../src/modules/geodae/geodae-plan';
import { record } from './report';

/**
 * The registry's Géo'DAE file and its way back: the export of every AED (made as a client takes
 * it, chunk by chunk), then the dry run of importing that file into the same registry, which must
 * find nothing to change (the round trip).
 */
export async function measureRegistryFormats(db: Db, count: number): Promise<void> {
  const n = count.toLocaleString('en-US');
  let t = performance.now();
  const chunks: string[] = [];
  for await (const chunk of geodaeCsv(db, { plain: false })) chunks.push(chunk);
  const bytes = chunks.reduce((sum, c) => sum + Buffer.byteLength(c), 0);
  record(`Géo'DAE export of ${n} AEDs`, `${((performance.now() - t) / 1000).toFixed(1)} s (${(bytes / 1_048_576).toFixed(1)} MB)`);

  t = performance.now();
  const plan = await planGeodaeImport(db, Readable.from(chunks.map((c) => Buffer.from(c))), 'geodae');
  const changes = plan.added.length + plan.changed.length + plan.moved.length + plan.removed.length;
  record(
    `Géo'DAE dry-run import of that file (${n} rows)`,
    `${((performance.now() - t) / 1000).toFixed(1)} s; round trip: ${changes} changes, ${plan.linked.toLocaleString('en-US')} linked, ${plan.refused.length} refused (goal 0 changes: ${changes === 0 && plan.refused.length === 0 ? 'met' : 'missed'})`,
  );
}
