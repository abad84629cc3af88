// DEMO DATA. The help services of a first-aid app: what a person in trouble can ask for, each
// named in the five languages of 001 §9 (en, de, sr in Latin script, sq, si = Slovenian). The
// icons are files of the web app (apps/web/public/icons/helpservices), so they load offline and
// under the CSP. Blood donation is hidden, and so is one option, as real catalogues have both.
import { HELP_LOCALES, type HelpLocale } from '@aedatlas/contracts';
import { helpServiceOptions, helpServices, localizations } from '../modules/helpservices/helpservices.table';
import type { Db } from '../db/client';

type Names = Record<HelpLocale, string>;
interface DemoOption {
  key: string;
  icon: string;
  visible?: boolean;
  names: Names;
}
interface DemoService extends DemoOption {
  options: DemoOption[];
}

const icon = (name: string) => `/icons/helpservices/${name}.svg`;
const n = (en: string, de: string, sr: string, sq: string, si: string): Names => ({ en, de, sr, sq, si });

// prettier-ignore
export const DEMO_HELP_SERVICES: DemoService[] = [
  { key: 'first_aid', icon: icon('first-aid'), names: n('First aid', 'Erste Hilfe', 'Prva pomoć', 'Ndihma e parë', 'Prva pomoč'), options: [
    { key: 'cpr', icon: icon('cpr'), names: n('CPR (resuscitation)', 'Herz-Lungen-Wiederbelebung', 'Kardiopulmonalna reanimacija', 'Reanimimi kardiopulmonar', 'Temeljni postopki oživljanja') },
    { key: 'severe_bleeding', icon: icon('first-aid'), names: n('Severe bleeding', 'Starke Blutung', 'Jako krvarenje', 'Gjakderdhje e rëndë', 'Huda krvavitev') },
    { key: 'choking', icon: icon('first-aid'), names: n('Choking', 'Ersticken', 'Gušenje', 'Mbytja', 'Zadušitev') },
    { key: 'burns', icon: icon('first-aid'), names: n('Burns', 'Verbrennungen', 'Opekotine', 'Djegiet', 'Opekline') },
  ] },
  { key: 'defibrillator', icon: icon('defibrillator'), names: n('Defibrillator (AED)', 'Defibrillator (AED)', 'Defibrilator (AED)', 'Defibrilatori (AED)', 'Defibrilator (AED)'), options: [
    { key: 'find_nearest_aed', icon: icon('location'), names: n('Find the nearest AED', 'Nächsten AED finden', 'Pronađi najbliži AED', 'Gjej AED-në më të afërt', 'Poišči najbližji AED') },
    { key: 'use_aed', icon: icon('defibrillator'), names: n('How to use an AED', 'So benutzen Sie einen AED', 'Kako koristiti AED', 'Si të përdorni një AED', 'Kako uporabiti AED') },
    { key: 'report_aed_problem', icon: icon('defibrillator'), visible: false, names: n('Report a problem with an AED', 'Problem mit einem AED melden', 'Prijavi problem sa AED-om', 'Raporto një problem me AED-në', 'Prijavi težavo z AED') },
  ] },
  { key: 'emergency_call', icon: icon('emergency-call'), names: n('Emergency call', 'Notruf', 'Hitni poziv', 'Thirrje emergjente', 'Klic v sili'), options: [
    { key: 'call_112', icon: icon('emergency-call'), names: n('Call 112', '112 anrufen', 'Pozovi 112', 'Telefono 112', 'Pokliči 112') },
    { key: 'share_location', icon: icon('location'), names: n('Share my location', 'Meinen Standort teilen', 'Podeli moju lokaciju', 'Ndaj vendndodhjen time', 'Deli mojo lokacijo') },
    { key: 'notify_ice_contacts', icon: icon('emergency-call'), names: n('Notify my ICE contacts', 'Meine Notfallkontakte benachrichtigen', 'Obavesti moje kontakte za hitne slučajeve', 'Njofto kontaktet e mia të emergjencës', 'Obvesti moje kontakte za nujne primere') },
  ] },
  { key: 'poison_control', icon: icon('poison-control'), names: n('Poison control', 'Giftnotruf', 'Kontrola trovanja', 'Kontrolli i helmimeve', 'Zastrupitve'), options: [
    { key: 'poison_information', icon: icon('poison-control'), names: n('Poison information centre', 'Giftinformationszentrum', 'Centar za informacije o trovanjima', 'Qendra e informacionit për helmimet', 'Center za zastrupitve') },
    { key: 'medication_overdose', icon: icon('poison-control'), names: n('Medication overdose', 'Medikamentenüberdosis', 'Predoziranje lekovima', 'Mbidozë me ilaçe', 'Preveliki odmerek zdravil') },
    { key: 'chemical_exposure', icon: icon('poison-control'), names: n('Chemical exposure', 'Kontakt mit Chemikalien', 'Izloženost hemikalijama', 'Ekspozim ndaj kimikateve', 'Izpostavljenost kemikalijam') },
  ] },
  { key: 'mental_health', icon: icon('mental-health'), names: n('Mental health support', 'Psychische Gesundheit', 'Podrška mentalnom zdravlju', 'Mbështetje për shëndetin mendor', 'Podpora duševnemu zdravju'), options: [
    { key: 'crisis_line', icon: icon('emergency-call'), names: n('Crisis line (24/7)', 'Krisentelefon (rund um die Uhr)', 'Krizna linija (0–24)', 'Linja e krizës (24/7)', 'Krizna linija (24 ur na dan)') },
    { key: 'panic_attack', icon: icon('mental-health'), names: n('Panic attack', 'Panikattacke', 'Napad panike', 'Sulm paniku', 'Napad panike') },
    { key: 'talk_to_someone', icon: icon('mental-health'), names: n('Talk to someone', 'Mit jemandem sprechen', 'Razgovaraj sa nekim', 'Fol me dikë', 'Pogovori se z nekom') },
  ] },
  { key: 'blood_donation', icon: icon('blood-donation'), visible: false, names: n('Blood donation', 'Blutspende', 'Davanje krvi', 'Dhurimi i gjakut', 'Krvodajalstvo'), options: [
    { key: 'donation_sites', icon: icon('location'), names: n('Where to donate', 'Wo kann ich spenden?', 'Gde dati krv', 'Ku të dhuroni', 'Kje darovati kri') },
    { key: 'donor_requirements', icon: icon('blood-donation'), names: n('Who can donate', 'Wer darf spenden?', 'Ko može da da krv', 'Kush mund të dhurojë', 'Kdo lahko daruje kri') },
  ] },
];

const names = (entityType: 'SERVICE' | 'OPTION', entityId: string, of: Names) =>
  HELP_LOCALES.map((locale) => ({ entityType, entityId, locale, fieldName: 'display_value', fieldValue: of[locale] }));

/** Inserts the demo services unless there are services already; returns how many were added. */
export async function seedDemoHelpServices(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    const [any] = await tx.select({ id: helpServices.id }).from(helpServices).limit(1);
    if (any) return 0;
    for (const s of DEMO_HELP_SERVICES) {
      const [service] = await tx.insert(helpServices).values({ key: s.key, icon: s.icon, visible: s.visible ?? true }).returning();
      const options = await tx
        .insert(helpServiceOptions)
        .values(s.options.map((o) => ({ serviceId: service.id, key: o.key, category: s.key, icon: o.icon, visible: o.visible ?? true })))
        .returning();
      await tx.insert(localizations).values([...names('SERVICE', service.id, s.names), ...options.flatMap((o) => names('OPTION', o.id, s.options.find((d) => d.key === o.key)!.names))]);
    }
    return DEMO_HELP_SERVICES.length;
  });
}
