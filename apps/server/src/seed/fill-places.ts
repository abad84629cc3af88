import { and, between, isNull, sql } from 'drizzle-orm';
import { aeds } from '../modules/aeds/aeds.table';
import { bundledSettlementLocator, type SettlementLocator } from '../modules/places/settlements';
import type { Db } from '../db/client';

/**
 * Gives every AED without a city the nearest settlement's name and municipality, marked as
 * derived; returns how many changed. For databases filled before the importer derived places,
 * and for any AED saved without a city. AEDs with a city, even a derived one, are not touched.
 * It runs at every start: only AEDs inside the locator's area are read, so a registry with AEDs of
 * other countries (which no settlement of the list can name) does not send them all to the server
 * again on each restart.
 */
export async function fillMissingPlaces(db: Db, locate: SettlementLocator = bundledSettlementLocator()): Promise<number> {
  const area = locate.area;
  const inArea = area && and(between(aeds.latitude, area.minLat, area.maxLat), between(aeds.longitude, area.minLon, area.maxLon));
  const rows = await db.select({ id: aeds.id, lat: aeds.latitude, lon: aeds.longitude }).from(aeds).where(and(isNull(aeds.city), inArea));
  const updates = rows.flatMap(({ id, lat, lon }) => {
    const place = locate(lat, lon);
    return place ? [{ id, city: place.name, municipality: place.municipality }] : [];
  });
  let changed = 0;
  // In batches: a registry of tens of thousands of AEDs without a town would otherwise be one
  // statement past the query timeout, and the server would not start. Each batch stands alone;
  // a start that stops halfway goes on from there the next time.
  for (let i = 0; i < updates.length; i += FILL_BATCH) {
    // modified_at moves so the cached map feed and /aeds.json are rebuilt with the new towns.
    const { rows } = (await db.execute(sql`UPDATE aeds
      SET city = u.city, municipality = u.municipality, place_derived = true, modified_at = now()
      FROM jsonb_to_recordset(${JSON.stringify(updates.slice(i, i + FILL_BATCH))}::jsonb) AS u(id uuid, city text, municipality text)
      WHERE aeds.id = u.id AND aeds.city IS NULL
      RETURNING aeds.id`)) as unknown as { rows: unknown[] };
    changed += rows.length;
  }
  return changed;
}

/** AEDs given a town per statement. */
const FILL_BATCH = 1000;
