import type { Db } from '../../../db/client';
import { trackedActivityTypes } from './tracked-activities.table';

/** The kinds of data the apps track (reference data every installation has, not demo data). */
export const TRACKED_ACTIVITY_TYPES = [
  { name: 'Steps', unitName: 'steps', orderNum: 1 },
  { name: 'Heart rate', unitName: 'bpm', orderNum: 2 },
  { name: 'Distance walked', unitName: 'km', orderNum: 3 },
  { name: 'Active energy', unitName: 'kcal', orderNum: 4 },
  { name: 'Sleep', unitName: 'h', orderNum: 5 },
  { name: 'Water', unitName: 'l', orderNum: 6 },
] as const;

/** Adds the types a database lacks (by name); runs on every start, changes nothing the second time. */
export async function ensureTrackedActivityTypes(db: Db) {
  await db.insert(trackedActivityTypes).values([...TRACKED_ACTIVITY_TYPES]).onConflictDoNothing({ target: trackedActivityTypes.name });
}
