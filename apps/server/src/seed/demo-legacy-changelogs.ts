// DEMO DATA. A release history of the iOS and Android apps; the versions and notes are made up,
// and every note starts with 'Demo: '.
import { count } from 'drizzle-orm';
import type { ChangelogType } from '@aedatlas/contracts';
import { versionSortKey } from '../modules/legacy/changelogs/changelogs.repo';
import { changelogs } from '../modules/legacy/changelogs/changelogs.table';
import type { Db } from '../db/client';

type Demo = [version: string, date: string, text: string];

// prettier-ignore
const SHARED: Demo[] = [
  ['1.0.0', '2023-03-14', 'Demo: First release. The AED map of Slovenia with 1,000+ defibrillators, directions to the nearest one and a call button for 112.'],
  ['1.1.0', '2023-05-02', 'Demo: ICE contacts: add the people to call in an emergency; they are shown on the lock screen card.'],
  ['1.2.0', '2023-07-18', 'Demo: Help centers with opening hours; the map shows whether an AED is reachable right now.'],
  ['1.3.0', '2023-10-09', 'Demo: Slovenian translation throughout; report a missing or broken AED from its page.'],
  ['2.0.0', '2024-02-20', 'Demo: New design. Activities and challenges: earn value points for first aid courses and checking AEDs.'],
  ['2.1.0', '2024-04-30', 'Demo: NFC tags: scan a tag on the trail or at an AED cabinet to collect points.'],
  ['2.2.0', '2024-06-25', 'Demo: Clubs: join your family, your PGD or your hiking club and collect points together.'],
  ['2.3.0', '2024-09-16', 'Demo: The store: use points for discounts on first aid kits and course vouchers.'],
  ['2.9.0', '2025-03-03', 'Demo: Live mining: walking, running and cycling earn points while you move.'],
  ['2.10.0', '2025-05-12', 'Demo: Weather on the map before you head into the mountains; faster start-up.'],
];

// prettier-ignore
const ONLY: Record<ChangelogType, Demo[]> = {
  ios: [
    ['2.3.1', '2024-10-01', 'Demo: Fixes a crash when opening the map with VoiceOver on.'],
    ['2.10.1', '2025-06-02', 'Demo: Lock screen widget with the nearest AED (iOS 17 and newer).'],
  ],
  android: [
    ['1.0.1', '2023-03-21', 'Demo: Fixes location on some Samsung phones.'],
    ['2.1.1', '2024-05-08', 'Demo: NFC scanning works with the screen locked on Android 14.'],
    ['2.10.1', '2025-05-20', 'Demo: Smaller download; fixes notifications not arriving after a restart.'],
  ],
};

/** The demo entries of one platform (the shared releases a few days apart on Android). */
export function demoChangelogs(type: ChangelogType): Demo[] {
  const shift = (date: string) => new Date(Date.parse(date) + 3 * 86_400_000).toISOString().slice(0, 10);
  return [...SHARED.map(([v, d, t]): Demo => [v, type === 'android' ? shift(d) : d, t]), ...ONLY[type]];
}

/** Inserts the demo history unless there are entries already; returns how many were added. */
export async function seedDemoLegacyChangelogs(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    const [{ n }] = await tx.select({ n: count() }).from(changelogs);
    if (n > 0) return 0;
    const rows = (['ios', 'android'] as const).flatMap((type) =>
      demoChangelogs(type).map(([version, date, text]) => ({ type, version, versionSortKey: versionSortKey(version), date, text })),
    );
    await tx.insert(changelogs).values(rows);
    return rows.length;
  });
}
