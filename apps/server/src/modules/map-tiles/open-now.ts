import { keptOpeningHoursParser, ljubljanaWallClock } from '@aedatlas/contracts';
import { and, eq, isNotNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { ChangeFingerprint } from '../aeds/change-fingerprint';
import { aeds } from '../aeds/aeds.table';

/*
 * 'Open now' on the server, by the web's rule (apps/web/src/lib/opening-hours/open-status.ts):
 * FULL_24H is always available; otherwise the OSM opening_hours value, evaluated in Slovenian time,
 * must say 'open'. Few distinct opening_hours values exist, so each is evaluated once a minute and
 * the tiles filter by the list of values open at that minute.
 */

export type OpeningHoursCtor = typeof import('opening_hours').default;
export type OpeningHours = InstanceType<OpeningHoursCtor>;

/** The library is large: loaded on the first open-now question, not at start. */
let library: Promise<OpeningHoursCtor> | undefined;
export const loadLibrary = () =>
  (library ??= import('opening_hours').then(
    (m) => m.default,
    (error: unknown) => {
      library = undefined;
      throw error;
    },
  ));

export const parseOpeningHours = keptOpeningHoursParser<OpeningHours>();

/**
 * The library prints its own evaluation errors (a year its school calendar lacks) to stderr, past
 * the server's log, on every question; the callers already answer "unknown" then, so the lines are
 * kept out. Evaluation is synchronous, so nothing else runs while console.error is swapped.
 */
export function quietly<T>(evaluate: () => T): T {
  const print = console.error;
  console.error = () => {};
  try {
    return evaluate();
  } finally {
    console.error = print;
  }
}

/** Is this opening_hours text open at `wallClock`? Unparseable or unknown counts as not open. */
function isOpenAt(ctor: OpeningHoursCtor, value: string, wallClock: Date): boolean {
  const trimmed = value.trim();
  const hours = trimmed ? parseOpeningHours(ctor, trimmed) : null;
  if (!hours) return false;
  try {
    return quietly(() => hours.getStateString(wallClock, true)) === 'open';
  } catch {
    return false;
  }
}

/**
 * The opening_hours values (as stored) open at a given minute, computed once per minute and data
 * version however many tiles ask.
 */
export function createOpenHours(db: Db, changes: ChangeFingerprint) {
  let memo: { key: string; open: Promise<string[]> } | undefined;

  async function evaluate(minute: number): Promise<string[]> {
    const rows = await db
      .selectDistinct({ value: aeds.openingHours })
      .from(aeds)
      .where(and(ne(aeds.accessibility, 'FULL_24H'), isNotNull(aeds.openingHours)));
    const ctor = await loadLibrary();
    const wallClock = ljubljanaWallClock(new Date(minute * 60_000));
    return rows.map((r) => r.value as string).filter((value) => isOpenAt(ctor, value, wallClock)).sort();
  }

  return {
    async at(minute: number): Promise<string[]> {
      const key = `${await changes.current()}@${minute}`;
      if (memo?.key !== key) {
        const entry = { key, open: evaluate(minute) };
        memo = entry;
        entry.open.catch(() => {
          if (memo === entry) memo = undefined;
        });
      }
      return memo.open;
    },
  };
}
export type OpenHours = ReturnType<typeof createOpenHours>;

/** Available now: 24/7, or opening hours among those open at this minute (`OpenHours.at`). */
export function availableNow(openHours: string[]): SQL {
  const open = openHours.length
    ? sql`${aeds.openingHours} in (select jsonb_array_elements_text(${JSON.stringify(openHours)}::jsonb))`
    : undefined;
  return or(eq(aeds.accessibility, 'FULL_24H'), open) as SQL;
}
