import { count } from 'drizzle-orm';
import { advertisements, news } from '../modules/legacy/content/content.table';
import type { Db } from '../db/client';

/*
 * Demo advertisements and news for the legacy dashboard (002 §2), in English and Slovenian. Every
 * title starts with 'Demo:' so nobody takes them for real announcements. Dates are spread over the
 * last months, so 'newest first' and paging (12 a page) have something to show.
 */
const ADS: { title: string; url: string; language: 'en' | 'si'; text: string; active: boolean }[] = [
  { title: 'Demo: First aid course in Ljubljana', url: 'https://example.org/courses/ljubljana', language: 'en', text: 'Four hours of hands-on CPR and AED training, every Saturday.', active: true },
  { title: 'Demo: Tečaj prve pomoči v Mariboru', url: 'https://example.org/tecaji/maribor', language: 'si', text: 'Praktično usposabljanje za oživljanje in uporabo AED.', active: true },
  { title: 'Demo: Become an AED guardian', url: 'https://example.org/guardians', language: 'en', text: 'Check a defibrillator near you once a month and keep it ready.', active: true },
  { title: 'Demo: Skrbnik defibrilatorja v vaši občini', url: 'https://example.org/skrbniki', language: 'si', text: 'Postanite skrbnik AED in redno preverjajte njegovo pripravljenost.', active: false },
  { title: 'Demo: Mountain safety days in Bovec', url: 'https://example.org/bovec', language: 'en', text: 'Rescue demonstrations and free health checks at the town square.', active: true },
  { title: 'Demo: Dan varnosti v Kranju', url: 'https://example.org/kranj', language: 'si', text: 'Predstavitve gasilcev, reševalcev in društva za prvo pomoč.', active: false },
  { title: 'Demo: Replace your AED pads in time', url: 'https://example.org/pads', language: 'en', text: 'Electrodes expire: order replacements a month ahead.', active: true },
  { title: 'Demo: Zamenjava baterij AED', url: 'https://example.org/baterije', language: 'si', text: 'Preverite rok trajanja baterije in elektrod vsak mesec.', active: true },
  { title: 'Demo: School CPR week', url: 'https://example.org/schools', language: 'en', text: 'Pupils learn chest compressions in one lesson.', active: false },
  { title: 'Demo: Oživljanje v šolah', url: 'https://example.org/sole', language: 'si', text: 'Učenci se naučijo stiskov prsnega koša v eni šolski uri.', active: true },
  { title: 'Demo: Cycling marathon first aid posts', url: 'https://example.org/cycling', language: 'en', text: 'Volunteers with AEDs along the whole route around Celje.', active: true },
  { title: 'Demo: Čistilna akcija ob Savi', url: 'https://example.org/sava', language: 'si', text: 'Pridružite se čiščenju bregov Save pri Litiji.', active: false },
  { title: 'Demo: Workplace AED packages', url: 'https://example.org/workplace', language: 'en', text: 'A defibrillator, a cabinet and training for your team.', active: true },
  { title: 'Demo: Žive meje, varne poti', url: 'https://example.org/poti', language: 'si', text: 'Označene pešpoti z defibrilatorji na Pohorju.', active: true },
];

const NEWS: { title: string; text: string; language: 'en' | 'sl'; published: boolean }[] = [
  { title: 'Demo: 1,000 AEDs on the map', text: 'The registry now lists more than a thousand defibrillators across Slovenia, each with its opening hours.', language: 'en', published: true },
  { title: 'Demo: Na zemljevidu že 1000 AED', text: 'Register zdaj vsebuje več kot tisoč defibrilatorjev po vsej Sloveniji.', language: 'sl', published: true },
  { title: 'Demo: New help centers in Koper', text: 'Two validated help centers joined the app, open every day.', language: 'en', published: true },
  { title: 'Demo: Novi centri pomoči v Kopru', text: 'V aplikacijo sta se vključila dva preverjena centra pomoči.', language: 'sl', published: false },
  { title: 'Demo: Winter checks for outdoor cabinets', text: 'Heated cabinets keep batteries ready below zero: check the heater before the first frost.', language: 'en', published: true },
  { title: 'Demo: Zimski pregled zunanjih omaric', text: 'Ogrevane omarice ohranjajo baterije pripravljene tudi pod ničlo.', language: 'sl', published: true },
  { title: 'Demo: ICE contacts explained', text: 'Add the people who should be told when you need help; they never see your location otherwise.', language: 'en', published: false },
  { title: 'Demo: Kontakti ICE', text: 'Dodajte osebe, ki jih obvestimo, ko potrebujete pomoč.', language: 'sl', published: true },
  { title: 'Demo: Survival doubles with early defibrillation', text: 'A shock within three minutes gives the best chance: know where the nearest AED is.', language: 'en', published: true },
  { title: 'Demo: Čas šteje', text: 'Defibrilacija v prvih treh minutah najbolj poveča možnost preživetja.', language: 'sl', published: true },
  { title: 'Demo: App update for Android and iOS', text: 'The map opens faster and works offline in the mountains.', language: 'en', published: false },
  { title: 'Demo: Posodobitev aplikacije', text: 'Zemljevid se odpre hitreje in deluje tudi brez povezave.', language: 'sl', published: true },
  { title: 'Demo: Volunteer first responders wanted', text: 'Trained volunteers near Novo mesto can join the responder network.', language: 'en', published: true },
];

const DAY = 86_400_000;

/** Seeds the demo ads and news into empty tables; a table that has rows is left alone. */
export async function seedDemoLegacyContent(db: Db, now = Date.now()): Promise<{ advertisements: number; news: number }> {
  const stamp = (i: number) => new Date(now - (i * 9 + 2) * DAY - i * 3_600_000);
  const [{ n: ads }] = await db.select({ n: count() }).from(advertisements);
  const [{ n: items }] = await db.select({ n: count() }).from(news);
  if (!ads) await db.insert(advertisements).values(ADS.map((a, i) => ({ ...a, createdAt: stamp(i), updatedAt: stamp(i) })));
  if (!items) await db.insert(news).values(NEWS.map((a, i) => ({ ...a, createdAt: stamp(i), updatedAt: stamp(i) })));
  return { advertisements: ads ? 0 : ADS.length, news: items ? 0 : NEWS.length };
}
