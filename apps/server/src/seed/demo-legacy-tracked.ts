import { inArray } from 'drizzle-orm';
import { trackedActivityRecords, trackedActivityTypes } from '../modules/legacy/tracked-activities/tracked-activities.table';
import { users } from '../modules/users/users.table';
import type { Db } from '../db/client';
import { DEMO_ACCOUNTS } from './demo-accounts';

const HOUR = 3_600_000;
const DAYS = 14;

/** A small deterministic random source, so every demo database holds the same data. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1_664_525 + 1_013_904_223) >>> 0;
    return s / 2 ** 32;
  };
}

/** An hour's amount of each type: a day's rhythm (quiet nights, busy afternoons) plus noise. */
const SHAPES: Record<string, (hour: number, r: () => number) => number | null> = {
  Steps: (h, r) => (h < 7 || h > 22 ? Math.round(r() * 40) : Math.round(300 + 900 * Math.sin(((h - 7) / 15) * Math.PI) * (0.6 + r() * 0.8))),
  'Heart rate': (h, r) => Math.round((h < 7 ? 55 : 72) + r() * 18),
  'Distance walked': (h, r) => (h < 7 || h > 22 ? 0 : Math.round((0.2 + 0.7 * r()) * 100) / 100),
  'Active energy': (h, r) => (h < 7 ? Math.round(5 + r() * 10) : Math.round(30 + r() * 120)),
  Sleep: (h, r) => (h === 7 ? Math.round((6 + r() * 2.5) * 10) / 10 : null),
  Water: (h, r) => (h >= 8 && h <= 20 && r() < 0.35 ? Math.round((0.2 + r() * 0.3) * 100) / 100 : null),
};

/**
 * Two weeks of hourly tracked data for the demo accounts (002 tracked activities), so the chart
 * has something to show for every type. Deterministic; only for accounts that have none yet.
 */
export async function seedDemoLegacyTracked(db: Db, now = Date.now()): Promise<number> {
  const accounts = await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, DEMO_ACCOUNTS.map((a) => a.email)));
  if (!accounts.length) return 0;
  const existing = await db.select({ userId: trackedActivityRecords.userId }).from(trackedActivityRecords).where(inArray(trackedActivityRecords.userId, accounts.map((a) => a.id))).limit(1);
  if (existing.length) return 0;
  const types = await db.select().from(trackedActivityTypes);
  const end = now - (now % HOUR);
  let added = 0;
  for (const [i, account] of accounts.entries()) {
    const r = random(7919 * (i + 1));
    const rows = [];
    for (let t = end - DAYS * 24 * HOUR; t < end; t += HOUR) {
      const hour = new Date(t).getUTCHours();
      for (const type of types) {
        const amount = SHAPES[type.name]?.(hour, r);
        if (amount !== null && amount !== undefined) rows.push({ userId: account.id, typeId: type.id, recordedAt: new Date(t), amount });
      }
    }
    for (let k = 0; k < rows.length; k += 1000) await db.insert(trackedActivityRecords).values(rows.slice(k, k + 1000));
    added += rows.length;
  }
  return added;
}
