import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { aeds } from '../modules/aeds/aeds.table';
import { aedGuardians } from '../modules/guardians/guardians.table';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { OSM_SOURCE } from './import-aeds';

export const DEMO_GUARDIANS_KEY = 'demo_guardians_seeded_at';

const [admin, member] = DEMO_ACCOUNTS.map((a) => a.email.toLowerCase());
const DAY = 86_400_000;

/** Bundled AEDs in Ljubljana (by OpenStreetMap id) the demo member looks after, and the one they ask for. */
export const DEMO_GUARDED_AEDS = ['node/10287452123', 'node/6030207901', 'node/6029713828'] as const;
export const DEMO_REQUESTED_AED = 'node/6029721895';

/**
 * The demo member looks after three bundled AEDs (assigned by the demo admin some weeks ago) and
 * has asked to look after a fourth: My AEDs and the console's request queue have something to
 * show on a first start. Rows only: no mail, no message, no audit entry. Returns the rows added.
 */
export async function seedDemoGuardians(db: Db): Promise<number> {
  const found = await db
    .select({ id: aeds.id, sourceId: aeds.sourceId })
    .from(aeds)
    .where(and(eq(aeds.source, OSM_SOURCE), inArray(aeds.sourceId, [...DEMO_GUARDED_AEDS, DEMO_REQUESTED_AED])));
  const idOf = new Map(found.map((a) => [a.sourceId, a.id]));
  const now = Date.now();
  const rows: (typeof aedGuardians.$inferInsert)[] = [];
  DEMO_GUARDED_AEDS.forEach((sourceId, k) => {
    const aedId = idOf.get(sourceId);
    const approvedAt = new Date(now - (40 - k * 7) * DAY);
    if (aedId) rows.push({ aedId, email: member, status: 'active', createdAt: new Date(approvedAt.getTime() - DAY), approvedAt, approvedByEmail: admin });
  });
  const requested = idOf.get(DEMO_REQUESTED_AED);
  if (requested) rows.push({ aedId: requested, email: member, status: 'requested', createdAt: new Date(now - 2 * DAY) });
  if (!rows.length) return 0;
  const added = await db.insert(aedGuardians).values(rows).onConflictDoNothing().returning({ id: aedGuardians.id });
  return added.length;
}
