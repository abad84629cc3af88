// DEMO DATA. These help centers are made up for demonstrations and tests: the towns are real and
// the addresses plausible, but every phone number (+386 x 555 01xx) and email (@example.com, a
// domain reserved for examples) is fictitious. Every record says so in additionalDescription.
// The mix is on purpose: emails '' and 'no+email' (shown as 'Not available'), mobile '0'
// (hidden), validated and not validated, as the help center table has to show them (000 §2.12).
import { insertHelpCentersIfMissing } from '../modules/helpcenters/helpcenters.repo';
import type { NewHelpCenterRow } from '../modules/helpcenters/helpcenters.table';
import type { Db } from '../db/client';

export const DEMO_NOTE = 'Demo data: fictitious contact details.';

const HEALTH_CENTER = 1;
const EMERGENCY_CENTER = 2;
const RED_CROSS = 3;

type Demo = [
  id: number,
  type: number,
  name: string,
  description: string,
  note: string,
  address: string,
  postalCode: string,
  city: string,
  lat: number,
  lon: number,
  phone: string,
  mobile: string,
  email: string,
  hours: [open: string, close: string] | null,
  validated: boolean,
];

const DAY = ['07:00', '19:00'] as [string, string];
const ROUND_THE_CLOCK = ['00:00', '24:00'] as [string, string];
const OFFICE = ['08:00', '15:00'] as [string, string];

const HC = 'Health centre: family medicine, paediatrics, laboratory.';
const EC = 'Emergency centre: emergency medical care around the clock.';
const RC = 'Red Cross first-aid station: first-aid courses, blood donation information.';

// prettier-ignore
const DEMO: Demo[] = [
  [1, HEALTH_CENTER, 'Zdravstveni dom Ljubljana – enota Center', HC, 'Out-of-hours doctor at the side entrance.', 'Trubarjeva cesta 14', '1000', 'Ljubljana', 46.0522, 14.5089, '+386 1 555 0101', '+386 41 555 0101', 'demo-zd-ljubljana@example.com', DAY, true],
  [2, EMERGENCY_CENTER, 'Urgentni center Ljubljana', EC, 'Entrance for ambulances and walk-in patients.', 'Zaloška cesta 9', '1000', 'Ljubljana', 46.0551, 14.5225, '+386 1 555 0102', '0', 'no+email', ROUND_THE_CLOCK, true],
  [3, RED_CROSS, 'Rdeči križ – Območno združenje Ljubljana', RC, 'Courses on Tuesdays and Thursdays.', 'Tržaška cesta 36', '1000', 'Ljubljana', 46.0447, 14.4889, '+386 1 555 0103', '+386 31 555 0103', '', OFFICE, false],
  [4, HEALTH_CENTER, 'Zdravstveni dom Maribor', HC, 'Lift and parking for disabled people.', 'Partizanska cesta 21', '2000', 'Maribor', 46.5581, 15.6511, '+386 2 555 0104', '+386 41 555 0104', 'demo-zd-maribor@example.com', DAY, true],
  [5, EMERGENCY_CENTER, 'Urgentni center Maribor', EC, 'Follow the red line from the main gate.', 'Ljubljanska ulica 5', '2000', 'Maribor', 46.5489, 15.6433, '+386 2 555 0105', '0', 'no+email', ROUND_THE_CLOCK, true],
  [6, RED_CROSS, 'Rdeči križ Maribor – postaja prve pomoči', RC, 'First-aid kits for sale.', 'Tyrševa ulica 8', '2000', 'Maribor', 46.5603, 15.6400, '+386 2 555 0106', '+386 31 555 0106', '', ['08:00', '14:00'], false],
  [7, HEALTH_CENTER, 'Zdravstveni dom Celje', HC, 'Dental clinic on the second floor.', 'Gregorčičeva ulica 5', '3000', 'Celje', 46.2353, 15.2644, '+386 3 555 0107', '+386 41 555 0107', 'demo-zd-celje@example.com', DAY, true],
  [8, EMERGENCY_CENTER, 'Urgentni center Celje', EC, 'Helipad behind the building.', 'Oblakova ulica 5', '3000', 'Celje', 46.2331, 15.2706, '+386 3 555 0108', '0', 'demo-uc-celje@example.com', ROUND_THE_CLOCK, true],
  [9, HEALTH_CENTER, 'Zdravstveni dom Kranj', HC, 'Weekend service on the ground floor.', 'Gosposvetska ulica 10', '4000', 'Kranj', 46.2428, 14.3539, '+386 4 555 0109', '+386 41 555 0109', 'demo-zd-kranj@example.com', DAY, true],
  [10, EMERGENCY_CENTER, 'Urgentni center Jesenice', EC, 'Serves the Upper Sava valley.', 'Cesta maršala Tita 112', '4270', 'Jesenice', 46.4353, 14.0594, '+386 4 555 0110', '0', 'no+email', ROUND_THE_CLOCK, false],
  [11, HEALTH_CENTER, 'Zdravstveni dom Koper', HC, 'Bilingual staff (Slovene, Italian).', 'Dellavallejeva ulica 3', '6000', 'Koper', 45.5461, 13.7331, '+386 5 555 0111', '+386 41 555 0111', 'demo-zd-koper@example.com', DAY, true],
  [12, EMERGENCY_CENTER, 'Urgentni center Izola', EC, 'Signposted from the coastal road.', 'Polje 40', '6310', 'Izola', 45.5331, 13.6544, '+386 5 555 0112', '+386 31 555 0112', 'demo-uc-izola@example.com', ROUND_THE_CLOCK, true],
  [13, HEALTH_CENTER, 'Zdravstveni dom Nova Gorica', HC, 'Pharmacy next door.', 'Rejčeva ulica 4', '5000', 'Nova Gorica', 45.9583, 13.6456, '+386 5 555 0113', '0', '', DAY, true],
  [14, EMERGENCY_CENTER, 'Urgentni center Šempeter pri Gorici', EC, 'At the regional hospital.', 'Ulica padlih borcev 13', '5290', 'Šempeter pri Gorici', 45.9283, 13.6428, '+386 5 555 0114', '+386 41 555 0114', 'demo-uc-sempeter@example.com', ROUND_THE_CLOCK, true],
  [15, HEALTH_CENTER, 'Zdravstveni dom Novo mesto', HC, 'Paediatric clinic in building B.', 'Kandijska cesta 4', '8000', 'Novo mesto', 45.8028, 15.1744, '+386 7 555 0115', '+386 41 555 0115', 'demo-zd-novomesto@example.com', DAY, true],
  [16, EMERGENCY_CENTER, 'Urgentni center Novo mesto', EC, 'Entrance from the hospital car park.', 'Šmihelska cesta 1', '8000', 'Novo mesto', 45.7981, 15.1781, '+386 7 555 0116', '0', 'no+email', ROUND_THE_CLOCK, false],
  [17, HEALTH_CENTER, 'Zdravstveni dom Murska Sobota', HC, 'Bilingual staff (Slovene, Hungarian).', 'Grajska ulica 24', '9000', 'Murska Sobota', 46.6597, 16.1636, '+386 2 555 0117', '+386 41 555 0117', 'demo-zd-msobota@example.com', DAY, true],
  [18, RED_CROSS, 'Rdeči križ Murska Sobota', RC, 'Blood donation days announced monthly.', 'Lendavska ulica 18', '9000', 'Murska Sobota', 46.6561, 16.1667, '+386 2 555 0118', '+386 31 555 0118', 'no+email', OFFICE, false],
  [19, HEALTH_CENTER, 'Zdravstveni dom Ptuj', HC, 'Out-of-hours doctor on weekends.', 'Potrčeva cesta 19', '2250', 'Ptuj', 46.4217, 15.8678, '+386 2 555 0119', '+386 41 555 0119', 'demo-zd-ptuj@example.com', DAY, true],
  [20, HEALTH_CENTER, 'Zdravstveni dom Velenje', HC, 'Occupational medicine on the first floor.', 'Vodnikova cesta 1', '3320', 'Velenje', 46.3608, 15.1122, '+386 3 555 0120', '+386 41 555 0120', 'demo-zd-velenje@example.com', DAY, true],
  [21, HEALTH_CENTER, 'Zdravstveni dom Slovenj Gradec', HC, 'Next to the bus station.', 'Vorančev trg 2', '2380', 'Slovenj Gradec', 46.5092, 15.0789, '+386 2 555 0121', '0', '', DAY, false],
  [22, HEALTH_CENTER, 'Zdravstveni dom Postojna', HC, 'Tourist information on urgent care in summer.', 'Prečna ulica 2', '6230', 'Postojna', 45.7758, 14.2133, '+386 5 555 0122', '+386 41 555 0122', 'demo-zd-postojna@example.com', DAY, true],
  [23, HEALTH_CENTER, 'Zdravstveni dom Brežice', HC, 'Serves the motorway border crossing area.', 'Černelčeva cesta 8', '8250', 'Brežice', 45.9044, 15.5933, '+386 7 555 0123', '+386 41 555 0123', 'demo-zd-brezice@example.com', DAY, true],
  [24, RED_CROSS, 'Rdeči križ Kočevje', RC, 'First-aid courses for driving licences.', 'Ljubljanska cesta 7', '1330', 'Kočevje', 45.6444, 14.8611, '+386 1 555 0124', '+386 31 555 0124', 'demo-rk-kocevje@example.com', null, false],
  [25, HEALTH_CENTER, 'Zdravstveni dom Tolmin', HC, 'Mountain rescue coordination in season.', 'Prešernova ulica 6', '5220', 'Tolmin', 46.1836, 13.7350, '+386 5 555 0125', '+386 41 555 0125', 'demo-zd-tolmin@example.com', ['07:00', '14:00'], true],
];

export const DEMO_HELP_CENTERS: NewHelpCenterRow[] = DEMO.map(
  ([helpCenterId, helpCenterTypeId, name, description, note, address, postalCode, city, latitude, longitude, phoneNumber, mobileNumber, email, hours, validated]) => ({
    helpCenterId,
    helpCenterTypeId,
    name,
    description,
    additionalDescription: `${note} ${DEMO_NOTE}`,
    address,
    postalCode,
    city,
    latitude,
    longitude,
    phoneNumber,
    mobileNumber,
    email,
    language: 'sl',
    openTime: hours?.[0] ?? null,
    closeTime: hours?.[1] ?? null,
    validated,
  }),
);

/** Inserts the demo help centers that are missing (by helpCenterId); returns how many were new. */
export function seedDemoHelpCenters(db: Db): Promise<number> {
  return insertHelpCentersIfMissing(db, DEMO_HELP_CENTERS);
}
