// DEMO DATA. Items a first-aid app's points store could offer; none is for sale. Every name starts
// with 'Demo: '. Prices are decimal texts, stored exactly (numeric(12,2)).
import { count } from 'drizzle-orm';
import type { StoreCurrency, StoreLanguage } from '@aedatlas/contracts';
import { storeItems } from '../modules/legacy/store-items/store-items.table';
import type { Db } from '../db/client';

type Demo = {
  name: string;
  shortDescription: string;
  description: string;
  basePrice: string;
  discountedPrice: string;
  currency?: StoreCurrency;
  language?: StoreLanguage;
  image?: string;
  available: boolean;
  discountPointsRequirement: number;
  stock: number;
};

const image = (name: string) => `/images/store/${name}.svg`;

// prettier-ignore
export const DEMO_STORE_ITEMS: Demo[] = [
  { name: 'Demo: Majica AED Atlas', shortDescription: 'Bombažna majica s srcem in strelo.', description: 'Majica iz organskega bombaža, velikosti S–XXL. Na hrbtu piše »Poišči AED«.', basePrice: '19.99', discountedPrice: '14.99', image: image('t-shirt'), available: true, discountPointsRequirement: 200, stock: 40 },
  { name: 'Demo: Avtomobilska torbica prve pomoči', shortDescription: 'Predpisana vsebina za osebni avto.', description: 'Torbica z vsebino po standardu DIN 13164: povoji, obliži, rokavice, folija za oživljanje in škarje.', basePrice: '24.90', discountedPrice: '19.90', image: image('first-aid-kit'), available: true, discountPointsRequirement: 300, stock: 25 },
  { name: 'Demo: Obesek z masko za oživljanje', shortDescription: 'Zaščitna maska za umetno dihanje na obesku.', description: 'Enkratna zaščitna maska z nepovratnim ventilom, zložena v obesek za ključe.', basePrice: '6.50', discountedPrice: '4.99', available: true, discountPointsRequirement: 50, stock: 120 },
  { name: 'Demo: Steklenica za vodo 0,75 l', shortDescription: 'Aluminijasta steklenica z logotipom.', description: 'Lahka steklenica za pohode na Šmarno goro in dlje; ne pušča.', basePrice: '12.00', discountedPrice: '9.60', image: image('bottle'), available: true, discountPointsRequirement: 100, stock: 60 },
  { name: 'Demo: First aid course voucher', shortDescription: 'A voucher for a Red Cross first aid course.', description: 'Valid for one basic first aid course (8 hours) at a Red Cross chapter in Slovenia, in English or Slovenian.', basePrice: '45.00', discountedPrice: '36.00', language: 'en', available: true, discountPointsRequirement: 500, stock: 15 },
  { name: 'Demo: Reflective vest', shortDescription: 'High-visibility vest for runners and cyclists.', description: 'EN ISO 20471 class 2 vest, one size, with the app logo on the back.', basePrice: '8.90', discountedPrice: '8.90', language: 'en', available: true, discountPointsRequirement: 0, stock: 80 },
  { name: 'Demo: Termovka Triglav 0,5 l', shortDescription: 'Termovka z Aljaževim stolpom.', description: 'Nerjavna termovka, ohranja toploto 12 ur. Trenutno razprodano.', basePrice: '18.50', discountedPrice: '15.00', available: false, discountPointsRequirement: 150, stock: 0 },
  { name: 'Demo: Planinski nahrbtnik 20 l', shortDescription: 'Nahrbtnik s predalom za prvo pomoč.', description: 'Lahek nahrbtnik z ločenim rdečim predalom za komplet prve pomoči in žepom za telefon.', basePrice: '49.99', discountedPrice: '42.49', available: true, discountPointsRequirement: 400, stock: 12 },
  { name: 'Demo: Komplet elastičnih povojev', shortDescription: 'Trije elastični povoji različnih širin.', description: 'Povoji širine 6, 8 in 10 cm za oskrbo zvinov na poti.', basePrice: '3.20', discountedPrice: '2.80', available: true, discountPointsRequirement: 20, stock: 200 },
  { name: 'Demo: Nalepka »Tu je AED«', shortDescription: 'Nalepka za vrata in izložbe.', description: 'Zelena nalepka po standardu ILCOR, 15 × 15 cm, za mesta, kjer visi defibrilator.', basePrice: '0.50', discountedPrice: '0.40', available: true, discountPointsRequirement: 0, stock: 500 },
  { name: 'Demo: AED trainer', shortDescription: 'A training defibrillator for courses.', description: 'Plays the voice prompts of a real AED without a shock; for first aid instructors and clubs.', basePrice: '189.00', discountedPrice: '169.00', currency: 'usd', language: 'en', available: true, discountPointsRequirement: 1000, stock: 4 },
  { name: 'Demo: Heart-rate chest strap', shortDescription: 'Bluetooth chest strap for heart activities.', description: 'Pairs with the app to record resting heart rate and cardio workouts.', basePrice: '59.99', discountedPrice: '49.99', currency: 'usd', language: 'en', available: false, discountPointsRequirement: 600, stock: 0 },
  { name: 'Demo: Kapa z logotipom', shortDescription: 'Pletena zimska kapa.', description: 'Topla kapa za zimske pohode, z odsevnim robom.', basePrice: '14.90', discountedPrice: '11.90', image: image('cap'), available: true, discountPointsRequirement: 120, stock: 30 },
  { name: 'Demo: Darilni bon 10 €', shortDescription: 'Bon za nakup v trgovini.', description: 'Darilni bon v vrednosti 10 €, velja eno leto od nakupa.', basePrice: '10.00', discountedPrice: '10.00', available: true, discountPointsRequirement: 100, stock: 999 },
];

/** Inserts the demo items unless there are items already; returns how many were added. */
export async function seedDemoLegacyStoreItems(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    const [{ n }] = await tx.select({ n: count() }).from(storeItems);
    if (n > 0) return 0;
    await tx.insert(storeItems).values(DEMO_STORE_ITEMS.map((item) => ({ currency: 'eur' as const, language: 'sl' as const, ...item })));
    return DEMO_STORE_ITEMS.length;
  });
}
