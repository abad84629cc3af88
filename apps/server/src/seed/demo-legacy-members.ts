// DEMO DATA. Made-up app users who record sport activities and challenge each other on the legacy
// dashboard's screens. Their addresses are on the demo.aedatlas.test domain (which receives no
// mail), and none of them can sign in: each gets the hash of a random secret nobody keeps.
import { randomBytes } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { hashPassword } from '../identity/passwords';
import { createUser } from '../modules/users/users.repo';
import { users } from '../modules/users/users.table';
import type { Db } from '../db/client';

export const DEMO_MEMBER_DOMAIN = 'demo.aedatlas.test';

// prettier-ignore
const NAMES: [string, string][] = [
  ['Luka', 'Horvat'], ['Nina', 'Kovačič'], ['Žiga', 'Krajnc'], ['Maja', 'Zupančič'], ['Jure', 'Potočnik'],
  ['Tjaša', 'Kovač'], ['Matej', 'Mlakar'], ['Urška', 'Vidmar'], ['Gašper', 'Golob'], ['Eva', 'Turk'],
  ['Rok', 'Božič'], ['Špela', 'Kos'], ['Aljaž', 'Hribar'], ['Katja', 'Šušteršič'],
];

export const DEMO_MEMBER_COUNT = NAMES.length;

const emailOf = ([first, last]: [string, string]) =>
  `${first}.${last}`
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase() + `@${DEMO_MEMBER_DOMAIN}`;

/** The demo members (created when missing), as ids in a fixed order. */
export async function ensureDemoMembers(db: Db): Promise<string[]> {
  const emails = NAMES.map(emailOf);
  const existing = await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, emails));
  if (existing.length < emails.length) {
    // One hash of a secret that is thrown away: nobody can sign in as these users.
    const unusable = await hashPassword(randomBytes(32).toString('base64url'));
    const have = new Set(existing.map((u) => u.email));
    for (const [i, name] of NAMES.entries()) {
      if (have.has(emails[i])) continue;
      await createUser(db, { email: emails[i], passwordHash: unusable, firstName: name[0], lastName: name[1], languageCode: 'sl', roles: ['USER'] });
    }
  }
  const rows = await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, emails));
  const idOf = new Map(rows.map((r) => [r.email, r.id]));
  return emails.map((e) => idOf.get(e)).filter((id): id is string => Boolean(id));
}
