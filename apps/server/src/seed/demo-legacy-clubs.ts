// DEMO DATA. Clubs a Slovenian first-aid and activity app could have: fire brigades, hiking and
// sports societies, a Red Cross team, a family and friends. The places are real, the clubs, codes
// and wallets are not. Every name starts with 'Demo: '; the demo admin is their creator.
import { createHash } from 'node:crypto';
import { CLUB_STATUS_ID, type ClubStatusName } from '@aedatlas/contracts';
import { count } from 'drizzle-orm';
import { catalogueId } from '../modules/legacy/catalogues/catalogues.data';
import { clubs } from '../modules/legacy/clubs/clubs.table';
import { findUserByEmail } from '../modules/users/users.repo';
import type { Db } from '../db/client';
import { DEMO_ACCOUNTS } from './demo-accounts';

type Demo = {
  name: string;
  type: string;
  category: string;
  status: ClubStatusName;
  icon: string;
  isPublic: boolean;
  acceptPublicMembers: boolean;
  activationCode: string;
  points: [available: number, collected: number, distributed: number];
};

const icon = (name: string) => `/icons/catalogues/${name}.svg`;

// prettier-ignore
export const DEMO_CLUBS: Demo[] = [
  { name: 'Demo: PGD Žiri', type: 'fire-brigade', category: 'emergency-services', status: 'Approved', icon: icon('security-drill'), isPublic: true, acceptPublicMembers: false, activationCode: 'DEMO-PGD-ZIRI', points: [1200, 4800, 3600] },
  { name: 'Demo: Planinsko društvo Škofja Loka', type: 'hiking-club', category: 'sports', status: 'Approved', icon: icon('event-mountain'), isPublic: true, acceptPublicMembers: true, activationCode: 'DEMO-PD-SKOFJA-LOKA', points: [850, 2300, 1450] },
  { name: 'Demo: Družina Novak', type: 'family', category: 'personal', status: 'Approved', icon: icon('heart-pulse'), isPublic: false, acceptPublicMembers: false, activationCode: 'DEMO-NOVAK', points: [40, 160, 120] },
  { name: 'Demo: Tekaški klub Ljubljanski maraton', type: 'sports-club', category: 'sports', status: 'InReview', icon: icon('event-run'), isPublic: true, acceptPublicMembers: true, activationCode: 'DEMO-TK-LJ-MARATON', points: [0, 0, 0] },
  { name: 'Demo: Kolesarji Pomurja', type: 'sports-club', category: 'sports', status: 'InReview', icon: icon('mining-cycling'), isPublic: true, acceptPublicMembers: false, activationCode: 'DEMO-KOLO-POMURJE', points: [0, 0, 0] },
  { name: 'Demo: Rdeči križ Maribor – ekipa prve pomoči', type: 'red-cross', category: 'health', status: 'Pending', icon: icon('event-first-aid'), isPublic: true, acceptPublicMembers: false, activationCode: 'DEMO-RK-MARIBOR', points: [0, 0, 0] },
  { name: 'Demo: Prijatelji s Šmarne gore', type: 'friend-list', category: 'personal', status: 'Pending', icon: icon('heart-walk'), isPublic: false, acceptPublicMembers: false, activationCode: 'DEMO-SMARNA-GORA', points: [0, 0, 0] },
  { name: 'Demo: Delovna ekipa TPO Celje', type: 'company-team', category: 'work', status: 'Rejected', icon: icon('event-cpr'), isPublic: false, acceptPublicMembers: false, activationCode: 'DEMO-TPO-CELJE', points: [0, 0, 0] },
];

/** A made-up wallet per club (0x + 40 hex digits), the same on every seeding. */
export const demoWallet = (name: string) => `0x${createHash('sha256').update(`aedatlas:demo-wallet:${name}`).digest('hex').slice(0, 40)}`;

/** Inserts the demo clubs unless there are clubs already; returns how many were added. */
export async function seedDemoLegacyClubs(db: Db): Promise<number> {
  const creator = await findUserByEmail(db, DEMO_ACCOUNTS[0].email);
  return db.transaction(async (tx) => {
    const [{ n }] = await tx.select({ n: count() }).from(clubs);
    if (n > 0) return 0;
    const day = 86_400_000;
    const now = Date.now();
    await tx.insert(clubs).values(
      DEMO_CLUBS.map((c, i) => {
        // Spread over the last weeks, the first listed the oldest, so the newest-first list starts with the clubs waiting for review.
        const createdAt = new Date(now - (DEMO_CLUBS.length - i) * 3 * day);
        return {
          name: c.name,
          clubTypeId: catalogueId('club', c.type),
          clubCategoryTypeId: catalogueId('club-category', c.category),
          clubStatusId: CLUB_STATUS_ID[c.status],
          icon: c.icon,
          isPublic: c.isPublic,
          acceptPublicMembers: c.acceptPublicMembers,
          activationCode: c.activationCode,
          walletAddress: demoWallet(c.name),
          pointsAvailable: c.points[0],
          pointsCollected: c.points[1],
          pointsDistributed: c.points[2],
          creatorUserId: creator?.id ?? null,
          createdAt,
          updatedAt: createdAt,
        };
      }),
    );
    return DEMO_CLUBS.length;
  });
}
