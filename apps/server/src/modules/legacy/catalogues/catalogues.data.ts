import { createHash } from 'node:crypto';
import type { ScoredCatalogue } from '@aedatlas/contracts';

/*
 * The reference entries of the type catalogues (002 §3): what a Slovenian health, safety and
 * community app counts and awards points for. Not demo data: clubs refer to the club types and
 * categories, and the apps show these names. Icons are files of the web app.
 */

/** A fixed id per entry, the same on every database: a name-based (v5-style) uuid of its catalogue and slug. */
export function catalogueId(catalogue: string, slug: string): string {
  const h = createHash('sha1').update(`aedatlas:catalogue:${catalogue}:${slug}`).digest();
  h[6] = (h[6] & 0x0f) | 0x50;
  h[8] = (h[8] & 0x3f) | 0x80;
  const x = h.subarray(0, 16).toString('hex');
  return `${x.slice(0, 8)}-${x.slice(8, 12)}-${x.slice(12, 16)}-${x.slice(16, 20)}-${x.slice(20)}`;
}

const icon = (name: string) => `/icons/catalogues/${name}.svg`;

interface Scored {
  slug: string;
  name: string;
  icon: string;
  valuePoints: number;
}

// prettier-ignore
export const SCORED_TYPES: Record<ScoredCatalogue, Scored[]> = {
  event: [
    { slug: 'first-aid-course', name: 'First aid course', icon: icon('event-first-aid'), valuePoints: 50 },
    { slug: 'cpr-aed-training', name: 'CPR and AED training', icon: icon('event-cpr'), valuePoints: 60 },
    { slug: 'blood-donation', name: 'Blood donation drive', icon: icon('event-blood-donation'), valuePoints: 40 },
    { slug: 'charity-run', name: 'Charity run', icon: icon('event-run'), valuePoints: 30 },
    { slug: 'clean-up', name: 'Community clean-up', icon: icon('event-clean-up'), valuePoints: 25 },
    { slug: 'mountain-rescue-exercise', name: 'Mountain rescue exercise', icon: icon('event-mountain'), valuePoints: 35 },
    { slug: 'public-lecture', name: 'Public health lecture', icon: icon('event-lecture'), valuePoints: 15 },
  ],
  heart: [
    { slug: 'resting-heart-rate', name: 'Resting heart rate check', icon: icon('heart-pulse'), valuePoints: 5 },
    { slug: 'blood-pressure', name: 'Blood pressure measurement', icon: icon('heart-pressure'), valuePoints: 5 },
    { slug: 'ecg-recording', name: 'ECG recording', icon: icon('heart-ecg'), valuePoints: 10 },
    { slug: 'brisk-walk', name: 'Brisk walk (30 minutes)', icon: icon('heart-walk'), valuePoints: 10 },
    { slug: 'cardio-workout', name: 'Cardio workout', icon: icon('heart-cardio'), valuePoints: 15 },
  ],
  'medical-condition': [
    { slug: 'heart-disease', name: 'Heart disease', icon: icon('medical-heart'), valuePoints: 5 },
    { slug: 'pacemaker', name: 'Pacemaker or implanted defibrillator (ICD)', icon: icon('medical-pacemaker'), valuePoints: 5 },
    { slug: 'high-blood-pressure', name: 'High blood pressure', icon: icon('heart-pressure'), valuePoints: 5 },
    { slug: 'diabetes', name: 'Diabetes', icon: icon('medical-diabetes'), valuePoints: 5 },
    { slug: 'epilepsy', name: 'Epilepsy', icon: icon('medical-epilepsy'), valuePoints: 5 },
    { slug: 'asthma', name: 'Asthma', icon: icon('medical-asthma'), valuePoints: 5 },
    { slug: 'anaphylaxis', name: 'Severe allergy (anaphylaxis)', icon: icon('medical-allergy'), valuePoints: 5 },
  ],
  security: [
    { slug: 'aed-check', name: 'Check an AED', icon: icon('security-aed'), valuePoints: 20 },
    { slug: 'aed-fault', name: 'Report a faulty or missing AED', icon: icon('security-aed-fault'), valuePoints: 15 },
    { slug: 'hazard-report', name: 'Report a hazard', icon: icon('security-hazard'), valuePoints: 10 },
    { slug: 'evacuation-drill', name: 'Evacuation drill', icon: icon('security-drill'), valuePoints: 20 },
    { slug: 'neighbourhood-watch', name: 'Neighbourhood watch walk', icon: icon('security-watch'), valuePoints: 10 },
    { slug: 'safe-arrival', name: 'Safe arrival check-in', icon: icon('security-check-in'), valuePoints: 5 },
  ],
};

// weatherTypeId: the apps' number; providerTypeId: OpenWeatherMap's condition code it maps from.
// prettier-ignore
export const WEATHER_TYPES = [
  { slug: 'clear', name: 'Clear sky', icon: icon('weather-clear'), weatherTypeId: 1, providerTypeId: 800 },
  { slug: 'partly-cloudy', name: 'Partly cloudy', icon: icon('weather-partly-cloudy'), weatherTypeId: 2, providerTypeId: 802 },
  { slug: 'overcast', name: 'Overcast', icon: icon('weather-cloudy'), weatherTypeId: 3, providerTypeId: 804 },
  { slug: 'fog', name: 'Fog', icon: icon('weather-fog'), weatherTypeId: 4, providerTypeId: 741 },
  { slug: 'drizzle', name: 'Drizzle', icon: icon('weather-drizzle'), weatherTypeId: 5, providerTypeId: 301 },
  { slug: 'rain', name: 'Rain', icon: icon('weather-rain'), weatherTypeId: 6, providerTypeId: 501 },
  { slug: 'heavy-rain', name: 'Heavy rain', icon: icon('weather-heavy-rain'), weatherTypeId: 7, providerTypeId: 502 },
  { slug: 'thunderstorm', name: 'Thunderstorm', icon: icon('weather-thunderstorm'), weatherTypeId: 8, providerTypeId: 211 },
  { slug: 'snow', name: 'Snow', icon: icon('weather-snow'), weatherTypeId: 9, providerTypeId: 601 },
  { slug: 'wind', name: 'Strong wind (burja)', icon: icon('weather-wind'), weatherTypeId: 10, providerTypeId: 771 },
];

// prettier-ignore
export const CLUB_TYPES = [
  { slug: 'friend-list', name: 'FriendList', description: 'A private circle of friends who share activities and points; the type of a new club.', show: true },
  { slug: 'family', name: 'Family', description: 'Family members who look out for each other and share ICE contacts.', show: true },
  { slug: 'sports-club', name: 'Sports club', description: 'A registered sports society (športno društvo) and its members.', show: true },
  { slug: 'hiking-club', name: 'Hiking club', description: 'A mountaineering society (planinsko društvo) with its trail and hut volunteers.', show: true },
  { slug: 'fire-brigade', name: 'Volunteer fire brigade', description: 'A volunteer fire brigade (prostovoljno gasilsko društvo, PGD) and its first responders.', show: true },
  { slug: 'red-cross', name: 'Red Cross unit', description: 'A local Red Cross branch (območno združenje Rdečega križa) and its first aid teams.', show: true },
  { slug: 'company-team', name: 'Company team', description: 'Colleagues at one employer, e.g. for workplace first aid and health challenges.', show: true },
  { slug: 'school-class', name: 'School class', description: 'Pupils of one class with their teacher; not offered in the apps yet.', show: false },
];

// prettier-ignore
export const CLUB_CATEGORY_TYPES = [
  { slug: 'personal', name: 'Personal' },
  { slug: 'sports', name: 'Sports and recreation' },
  { slug: 'health', name: 'Health and first aid' },
  { slug: 'emergency-services', name: 'Emergency services' },
  { slug: 'community', name: 'Community' },
  { slug: 'work', name: 'Work' },
  { slug: 'education', name: 'Education' },
];

// What live mining counts: activities that earn points while they happen, by kind.
// prettier-ignore
export const LIVE_MINING_CATEGORIES = [
  { slug: 'walking', name: 'Walking', description: 'Points for every kilometre walked, counted live by the phone.', icon: icon('heart-walk') },
  { slug: 'running', name: 'Running', description: 'Points for running distance and pace.', icon: icon('event-run') },
  { slug: 'cycling', name: 'Cycling', description: 'Points for cycling distance, e.g. along the Parenzana or the Drava cycle route.', icon: icon('mining-cycling') },
  { slug: 'hiking', name: 'Hiking', description: 'Points for distance and ascent in the mountains.', icon: icon('event-mountain') },
  { slug: 'swimming', name: 'Swimming', description: 'Points for time in the water, at the pool, the lake or the sea.', icon: icon('mining-swimming') },
  { slug: 'volunteering', name: 'Volunteering', description: 'Points for hours of volunteer duty at events, checked in on site.', icon: icon('mining-volunteering') },
  { slug: 'aed-readiness', name: 'AED readiness', description: 'Points for checking AEDs on the way, scanned with their NFC tags.', icon: icon('security-aed') },
];
