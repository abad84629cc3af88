// Reference data of the legacy dashboard's sport screens (002 §3): the sport activity types and
// the challenge types. Not demo data: sport activities and challenges refer to them, so every
// database gets them, with the same ids everywhere. Icons are files of the web app
// (apps/web/public/icons/catalogues), so they load without a network.
import { challengeTypes } from '../modules/legacy/challenges/challenges.table';
import { sportActivityTypes } from '../modules/legacy/sport-activities/sport-activities.table';
import type { Db } from '../db/client';

const icon = (name: string) => `/icons/catalogues/${name}.svg`;
const typeId = (n: number) => `7a1f3c20-5d6e-4b8a-9c01-${String(n).padStart(12, '0')}`;
const challengeTypeId = (n: number) => `7a1f3c20-5d6e-4b8a-9c02-${String(n).padStart(12, '0')}`;

export const SPORT_ACTIVITY_TYPES = [
  { id: typeId(1), name: 'Hoja', icon: icon('sport-walking'), description: 'Sprehodi in hoja po mestu ali v naravi.' },
  { id: typeId(2), name: 'Tek', icon: icon('sport-running'), description: 'Tek po cesti, stezi ali makadamu.' },
  { id: typeId(3), name: 'Kolesarjenje', icon: icon('sport-cycling'), description: 'Cestno in rekreativno kolesarjenje.' },
  { id: typeId(4), name: 'Gorsko kolesarjenje', icon: icon('sport-mountain-biking'), description: 'Kolesarjenje po gozdnih poteh in makadamu.' },
  { id: typeId(5), name: 'Pohodništvo', icon: icon('sport-hiking'), description: 'Pohodi v hribe in gore po označenih poteh.' },
  { id: typeId(6), name: 'Nordijska hoja', icon: icon('sport-nordic-walking'), description: 'Hoja s palicami, ki razbremeni sklepe.' },
  { id: typeId(7), name: 'Rolanje', icon: icon('sport-inline-skating'), description: 'Rolanje po kolesarskih stezah in sprehajališčih.' },
  { id: typeId(8), name: 'Smučarski tek', icon: icon('sport-cross-country-skiing'), description: 'Tek na smučeh po urejenih progah.' },
  { id: typeId(9), name: 'Športna hoja', icon: icon('sport-power-walking'), description: 'Hitra hoja v enakomernem, intenzivnem tempu.' },
] as const;

export const CHALLENGE_TYPES = [
  { id: challengeTypeId(1), name: 'Najdaljša razdalja', icon: icon('challenge-distance'), valuePoints: 50, orderNum: 1 },
  { id: challengeTypeId(2), name: 'Največ aktivnosti v tednu', icon: icon('challenge-streak'), valuePoints: 40, orderNum: 2 },
  { id: challengeTypeId(3), name: 'Največji vzpon', icon: icon('challenge-climb'), valuePoints: 60, orderNum: 3 },
  { id: challengeTypeId(4), name: 'Najhitrejših 5 km', icon: icon('challenge-speed'), valuePoints: 80, orderNum: 4 },
  { id: challengeTypeId(5), name: 'Najdaljši čas gibanja', icon: icon('challenge-time'), valuePoints: 30, orderNum: 5 },
  { id: challengeTypeId(6), name: 'Čim več korakov', icon: icon('challenge-steps'), valuePoints: 20, orderNum: 6 },
] as const;

/** Adds the catalogue entries a database lacks (by id); existing rows are left as they are. */
export async function ensureSportCatalogues(db: Db): Promise<void> {
  await db.insert(sportActivityTypes).values([...SPORT_ACTIVITY_TYPES]).onConflictDoNothing();
  await db.insert(challengeTypes).values([...CHALLENGE_TYPES]).onConflictDoNothing();
}
