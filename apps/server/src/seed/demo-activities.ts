// DEMO DATA. These activities are made up for demonstrations and tests: the towns, streets and
// coordinates are real, the organisations are plausible Red Cross chapters, fire brigades and
// health centres, but none of these events was announced by them. Every description says so.
// Start times are relative to the day of seeding, so the admin table always shows past and
// upcoming events; one campaign has no start date, as real data has such rows too.
import { activities } from '../modules/activities/activities.table';
import type { Db } from '../db/client';

export const DEMO_ACTIVITY_NOTE = 'Demo data: this event is fictitious.';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

type Demo = [
  title: string,
  description: string,
  language: string,
  points: number,
  organization: string,
  street: string,
  zipCode: string,
  city: string,
  lat: number,
  lon: number,
  /** Days from the seeding day at 00:00 UTC plus the hour of the start; null: no start date. */
  start: [days: number, hour: number] | null,
  /** How long it runs, in hours. */
  hours: number,
];

// prettier-ignore
const DEMO: Demo[] = [
  ['Temeljni tečaj TPO z AED', 'Oživljanje odraslih in uporaba AED na lutkah, v majhnih skupinah.', 'sl', 50, 'Rdeči križ – OZ Ljubljana', 'Tržaška cesta 36', '1000', 'Ljubljana', 46.0447, 14.4889, [-150, 17], 4],
  ['Krvodajalska akcija v Mariboru', 'Odvzem krvi za vse krvne skupine; prinesite osebni dokument.', 'sl', 80, 'Rdeči križ – OZ Maribor', 'Tyrševa ulica 8', '2000', 'Maribor', 46.5603, 15.6400, [-120, 7], 6],
  ['AED training for English speakers', 'Hands-on CPR and AED session for students and visitors.', 'en', 40, 'Red Cross – Ljubljana chapter', 'Kongresni trg 12', '1000', 'Ljubljana', 46.0500, 14.5036, [-95, 16], 3],
  ['Prva pomoč za voznike', 'Tečaj prve pomoči za kandidate za vozniški izpit.', 'sl', 60, 'Rdeči križ – OZ Celje', 'Ljubljanska cesta 10', '3000', 'Celje', 46.2300, 15.2600, [-80, 15], 14],
  ['Gasilci in AED: prikazna vaja', 'Prikaz oživljanja in uporabe AED ob gasilskem domu.', 'sl', 20, 'PGD Bled', 'Cesta svobode 13', '4260', 'Bled', 46.3660, 14.1130, [-62, 10], 3],
  ['Oživljanje otrok in dojenčkov', 'Delavnica za starše in vzgojitelje: TPO otrok, tujek v dihalih.', 'sl', 45, 'Zdravstveni dom Kranj', 'Gosposvetska ulica 10', '4000', 'Kranj', 46.2428, 14.3539, [-45, 17], 3],
  ['Krvodajalstvo na Obali', 'Poletna krvodajalska akcija; ob prihodu prejmete napotnico.', 'sl', 80, 'Rdeči križ – OZ Koper', 'Ulica Vena Pilona 4', '6000', 'Koper', 45.5470, 13.7300, [-30, 8], 5],
  ['Tečaj TPO za športne trenerje', 'Ukrepanje ob srčnem zastoju na igrišču, uporaba AED.', 'sl', 50, 'Rdeči križ – OZ Novo mesto', 'Ulica Slavka Gruma 54', '8000', 'Novo mesto', 45.8020, 15.1710, [-21, 18], 4],
  ['Prva pomoč v gorah', 'Oskrba poškodb, podhladitev in klic na 112 v gorskem okolju.', 'sl', 55, 'PGD Jesenice', 'Cesta maršala Tita 78', '4270', 'Jesenice', 46.4355, 14.0570, [-14, 9], 6],
  ['AED na vasi: predstavitev nove naprave', 'Predstavitev na novo nameščenega AED in kratka vaja za krajane.', 'sl', 15, 'PGD Škofja Loka', 'Kidričeva cesta 53', '4220', 'Škofja Loka', 46.1680, 14.3080, [-7, 18], 2],
  ['Delavnica prve pomoči za seniorje', 'Prepoznava možganske kapi in srčnega infarkta, klic na 112.', 'sl', 30, 'Rdeči križ – OZ Murska Sobota', 'Lendavska ulica 18', '9000', 'Murska Sobota', 46.6561, 16.1667, [-2, 10], 3],
  ['Krvodajalska akcija v Velenju', 'Redna krvodajalska akcija v kulturnem domu.', 'sl', 80, 'Rdeči križ – OZ Velenje', 'Titov trg 4', '3320', 'Velenje', 46.3592, 15.1103, [3, 7], 6],
  ['CPR and AED refresher', 'Short refresher for anyone who has done a course in the last years.', 'en', 25, 'Red Cross – Piran chapter', 'Tartinijev trg 2', '6330', 'Piran', 45.5283, 13.5683, [6, 17], 2],
  ['Tečaj TPO za podjetja', 'Oživljanje in AED za zaposlene; do 12 udeležencev v skupini.', 'sl', 50, 'Rdeči križ – OZ Domžale', 'Ljubljanska cesta 70', '1230', 'Domžale', 46.1380, 14.5940, [10, 13], 4],
  ['Gasilska noč prve pomoči', 'Vaja reševanja in oživljanja, odprta za javnost.', 'sl', 35, 'PGD Kamnik', 'Tomšičeva ulica 31', '1241', 'Kamnik', 46.2250, 14.6110, [17, 19], 3],
  ['Krvodajalstvo v Brežicah', 'Krvodajalska akcija v sodelovanju s splošno bolnišnico.', 'sl', 80, 'Rdeči križ – OZ Brežice', 'Černelčeva cesta 8', '8250', 'Brežice', 45.9044, 15.5933, [24, 7], 5],
  ['Prva pomoč za mlade', 'Delavnica za dijake: TPO, AED, stabilni bočni položaj.', 'sl', 40, 'Rdeči križ – OZ Nova Gorica', 'Kidričeva ulica 9', '5000', 'Nova Gorica', 45.9560, 13.6480, [35, 12], 4],
  ['Tečaj TPO v Ptuju', 'Temeljni postopki oživljanja z uporabo AED.', 'sl', 50, 'Rdeči križ – OZ Ptuj', 'Potrčeva cesta 19', '2250', 'Ptuj', 46.4217, 15.8678, [48, 17], 4],
  ['Prva pomoč v jami', 'Ukrepanje ob poškodbah v podzemlju, za vodnike in obiskovalce.', 'sl', 60, 'PGD Postojna', 'Tržaška cesta 2', '6230', 'Postojna', 45.7744, 14.2153, [63, 9], 5],
  ['Teden oživljanja', 'Celotedenska kampanja: kratke vaje TPO na mestnih trgih.', 'sl', 30, 'Rdeči križ – OZ Slovenj Gradec', 'Glavni trg 24', '2380', 'Slovenj Gradec', 46.5103, 15.0806, [80, 10], 24 * 7],
  ['Poišči najbližji AED', 'Stalna kampanja: preverite, kje je najbližji AED, in ga dodajte v aplikacijo.', 'sl', 10, 'Rdeči križ – OZ Idrija', 'Mestni trg 1', '5280', 'Idrija', 46.0028, 14.0302, null, 0],
];

/** The demo rows, dated around `today`. */
export function demoActivities(today = new Date()) {
  const midnight = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return DEMO.map(([title, description, language, points, organization, street, zipCode, city, latitude, longitude, start, hours]) => {
    const startsAt = start ? new Date(midnight + start[0] * DAY_MS + start[1] * HOUR_MS) : null;
    return {
      title,
      description: `${description} ${DEMO_ACTIVITY_NOTE}`,
      language,
      points,
      organization,
      street,
      zipCode,
      city,
      country: 'Slovenia',
      latitude,
      longitude,
      startsAt,
      expiresAt: startsAt ? new Date(startsAt.getTime() + hours * HOUR_MS) : null,
    };
  });
}

/** Inserts the demo activities unless there are activities already; returns how many were added. */
export async function seedDemoActivities(db: Db): Promise<number> {
  const [any] = await db.select({ id: activities.id }).from(activities).limit(1);
  if (any) return 0;
  const rows = demoActivities();
  await db.insert(activities).values(rows);
  return rows.length;
}
