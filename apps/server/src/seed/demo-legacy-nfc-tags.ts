// DEMO DATA. NFC tags at places people in Slovenia hike, run and visit: the places and their
// coordinates are real, the tags are not. Every name starts with 'Demo: '.
import { count } from 'drizzle-orm';
import { nfcTags } from '../modules/legacy/nfc-tags/nfc-tags.table';
import type { Db } from '../db/client';

type Demo = [name: string, description: string, latitude: number | null, longitude: number | null, valuePoints: number];

// prettier-ignore
export const DEMO_NFC_TAGS: Demo[] = [
  ['Demo: Šmarna gora – vrh', 'Ob cerkvi na vrhu; oznaka za pohodnike na priljubljeni ljubljanski gori.', 46.1247, 14.4626, 20],
  ['Demo: Rožnik – Cankarjev vrh', 'Na stebru pred gostilno na Rožniku.', 46.0554, 14.4712, 10],
  ['Demo: Ljubljanski grad – razgledni stolp', 'Ob vhodu v razgledni stolp.', 46.0490, 14.5087, 10],
  ['Demo: Tivoli – Jakopičevo sprehajališče', 'Na informacijski tabli ob sprehajališču; AED je v Hali Tivoli.', 46.0540, 14.4967, 5],
  ['Demo: Blejski grad', 'Ob blagajni gradu.', 46.3699, 14.1005, 15],
  ['Demo: Soteska Vintgar – vhod', 'Ob vstopni točki v sotesko.', 46.3932, 14.0853, 15],
  ['Demo: Vršič – prelaz', 'Na tabli ob Tičarjevem domu.', 46.4335, 13.7432, 25],
  ['Demo: Kredarica – Triglavski dom', 'V jedilnici koče, ob omarici z AED.', 46.3790, 13.8490, 50],
  ['Demo: Mariborsko Pohorje – Mariborska koča', 'Ob vhodu v kočo.', 46.5136, 15.5916, 20],
  ['Demo: Maribor – Stara trta na Lentu', 'Ob Hiši stare trte.', 46.5567, 15.6406, 10],
  ['Demo: Celjski grad', 'Ob vhodu na grajsko dvorišče.', 46.2193, 15.2710, 15],
  ['Demo: Koper – Titov trg', 'Na loži ob trgu.', 45.5481, 13.7302, 10],
  ['Demo: Piran – Tartinijev trg', 'Ob spomeniku Giuseppeju Tartiniju.', 45.5283, 13.5683, 10],
  ['Demo: Velika planina – Gojška planina', 'Ob kapeli Marije Snežne.', 46.2930, 14.6400, 30],
  ['Demo: Postojnska jama – vhod', 'Ob blagajni jame.', 45.7826, 14.2038, 10],
  ['Demo: Novo mesto – Glavni trg', 'Pred rotovžem.', 45.8036, 15.1689, 10],
  ['Demo: Logarska dolina – slap Rinka', 'Na poti do slapu, ob koči pod slapom.', 46.3856, 14.5869, 25],
  ['Demo: Mobile tag – first aid tent', 'Carried to events by the first aid team; it has no fixed place.', null, null, 5],
];

/** Inserts the demo tags unless there are tags already; returns how many were added. */
export async function seedDemoLegacyNfcTags(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    const [{ n }] = await tx.select({ n: count() }).from(nfcTags);
    if (n > 0) return 0;
    await tx.insert(nfcTags).values(DEMO_NFC_TAGS.map(([name, description, latitude, longitude, valuePoints]) => ({ name, description, latitude, longitude, valuePoints })));
    return DEMO_NFC_TAGS.length;
  });
}
