// DEMO DATA. Waste sites "reported" at plausible places in Slovenia: dumps by rivers, on forest
// roads and in old quarries. The places and addresses are real; the dumps are made up, and every
// description starts with 'Demo: '. Each gets a drawn photo (a simple picture of a pile of rubbish
// in a landscape, rendered to JPEG), except a few, so the screen's 'no photo' fallback shows.
import { demoRandom, type DemoRandom } from './demo-random';

const DAY_MS = 86_400_000;

// prettier-ignore
/** description, address (null: not geocoded), latitude, longitude, the kind of place */
const SITES: [string, string | null, number, number, 'river' | 'forest' | 'quarry' | 'coast'][] = [
  ['Divje odlagališče gradbenih odpadkov ob Savi', 'Cesta v Gameljne, 1211 Ljubljana - Šmartno', 46.1075, 14.5129, 'river'],
  ['Kosovni odpadki ob gozdni cesti na Rožniku', 'Cesta na Rožnik, 1000 Ljubljana', 46.0553, 14.483, 'forest'],
  ['Odvržene pnevmatike pod mostom čez Ljubljanico', 'Pot na Fužine, 1000 Ljubljana', 46.0513, 14.564, 'river'],
  ['Vreče smeti na bregu Drave', 'Lent, 2000 Maribor', 46.557, 15.641, 'river'],
  ['Azbestne plošče ob gozdni poti na Pohorju', 'Pohorska ulica, 2000 Maribor', 46.522, 15.605, 'forest'],
  ['Gradbeni odpadki ob Savinji', 'Savinjsko nabrežje, 3000 Celje', 46.229, 15.264, 'river'],
  ['Odpadna embalaža ob Krki', 'Župančičevo sprehajališče, 8000 Novo mesto', 45.801, 15.165, 'river'],
  ['Star hladilnik v gozdu nad Bledom', 'Pot na Stražo, 4260 Bled', 46.364, 14.108, 'forest'],
  ['Kup pnevmatik ob kolovozu', 'Zlato polje, 4000 Kranj', 46.253, 14.362, 'forest'],
  ['Odpadki v strugi Kokre', 'Kokrški breg, 4000 Kranj', 46.24, 14.356, 'river'],
  ['Plastika na obrežju', 'Semedelska promenada, 6000 Koper', 45.542, 13.736, 'coast'],
  ['Gospodinjski odpadki ob Rižani', 'Dekani, 6271 Dekani', 45.548, 13.813, 'river'],
  ['Divje odlagališče v opuščenem kamnolomu', 'Partizanska cesta, 6210 Sežana', 45.706, 13.855, 'quarry'],
  ['Odvrženo pohištvo ob Muri', 'Krog, 9000 Murska Sobota', 46.63, 16.126, 'river'],
  ['Gradbeni material ob Ptujskem jezeru', 'Ormoška cesta, 2250 Ptuj', 46.413, 15.885, 'river'],
  ['Odpadki na gozdni cesti pod Nanosom', 'Razdrto, 6225 Hruševje', 45.758, 14.065, 'forest'],
  ['Odpadne gume na bregu Soče', 'Solkan, 5250 Solkan', 45.972, 13.65, 'river'],
  ['Smeti ob parkirišču pri Bohinjskem jezeru', 'Ribčev Laz, 4265 Bohinjsko jezero', 46.277, 13.888, 'forest'],
  ['Elektronski odpadki v gozdu pod Lubnikom', 'Vincarje, 4220 Škofja Loka', 46.172, 14.287, 'forest'],
  ['Kosovni odpadki na Barju', 'Ižanska cesta, 1000 Ljubljana', 46.034, 14.525, 'river'],
  ['Divje odlagališče ob Velenjskem jezeru', 'Jezero, 3320 Velenje', 46.373, 15.095, 'river'],
  ['Vreče z gradbenimi odpadki ob Sori', 'Medvode, 1215 Medvode', 46.142, 14.411, 'river'],
  ['Azbestna kritina ob gozdni cesti na Gorjancih', 'Gabrje, 8000 Novo mesto', 45.762, 15.217, 'forest'],
  ['Sodi z odpadnim oljem ob Savi', 'Sremiška cesta, 8270 Krško', 45.952, 15.495, 'river'],
  ['Plastenke in pločevinke ob Idrijci', 'Vojkova ulica, 5280 Idrija', 46.001, 14.029, 'river'],
  ['Stari avtomobilski deli v gozdu', 'Mestni log, 1330 Kočevje', 45.646, 14.848, 'forest'],
  ['Smeti ob kolesarski poti Parenzana', null, 45.52, 13.59, 'coast'],
  ['Kup odpadkov ob Krki pri Čatežu', 'Čatež ob Savi, 8250 Brežice', 45.896, 15.605, 'river'],
  ['Gradbeni odpadki ob Savi Dolinki', 'Cesta maršala Tita, 4270 Jesenice', 46.43, 14.07, 'river'],
  ['Odpadki v gozdu pod Šmarno goro', 'Tacen, 1211 Ljubljana - Šmartno', 46.117, 14.462, 'forest'],
];

/** The sites without a photo (by position in the list). */
const WITHOUT_PHOTO = new Set([4, 12, 19, 26]);

export interface DemoWasteSite {
  id: string;
  description: string;
  geoAddress: string | null;
  reportedAt: Date;
  latitude: number;
  longitude: number;
  kind: (typeof SITES)[number][4];
  hasPhoto: boolean;
}

/** The demo sites, reported over the 120 days before `today`, newest first. */
export function demoWasteSites(today = new Date()): DemoWasteSite[] {
  const random = demoRandom(20_240_612);
  const midnight = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return SITES.map(([description, geoAddress, latitude, longitude, kind], i) => ({
    id: random.uuid(),
    description: `Demo: ${description}`,
    geoAddress,
    reportedAt: new Date(midnight - (i * 4 + random.int(0, 2)) * DAY_MS + random.int(7 * 60, 19 * 60) * 60_000),
    latitude,
    longitude,
    kind,
    hasPhoto: !WITHOUT_PHOTO.has(i),
  }));
}

const GROUND = { river: '#6b8e4e', forest: '#4f6b3a', quarry: '#a89f8f', coast: '#c9b68a' } as const;

/** A drawn photo of the site (640 x 480 JPEG): sky, hills, ground, water where there is some, and the rubbish. */
export async function renderSitePhoto(site: DemoWasteSite, seed: number): Promise<Buffer> {
  const random = demoRandom(seed);
  const hills = hillPath(random);
  const water =
    site.kind === 'river'
      ? `<path d="M0 ${random.int(380, 420)} C 200 ${random.int(340, 400)}, 420 ${random.int(400, 460)}, 640 ${random.int(360, 420)} L640 480 L0 480 Z" fill="#5f8fb4"/>`
      : site.kind === 'coast'
        ? `<rect y="${random.int(250, 280)}" width="640" height="50" fill="#3f7fb0"/>`
        : '';
  const trees = site.kind === 'forest' ? Array.from({ length: 9 }, (_, i) => tree(40 + i * 70 + random.int(-15, 15), random.int(250, 290), random)).join('') : '';
  const pile = Array.from({ length: random.int(7, 12) }, () => rubbish(random)).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#9cc3e6"/><stop offset="1" stop-color="#e3eef7"/></linearGradient></defs>
    <rect width="640" height="480" fill="url(#sky)"/>
    <path d="${hills}" fill="#7d9a6a"/>
    <rect y="280" width="640" height="200" fill="${GROUND[site.kind]}"/>
    ${trees}${water}${pile}
  </svg>`;
  // Loaded here, not at start: only the first start with demo data draws photos.
  const { default: sharp } = await import('sharp');
  return sharp(Buffer.from(svg)).jpeg({ quality: 72 }).toBuffer();
}

function hillPath(random: DemoRandom): string {
  let d = 'M0 300';
  for (let x = 0; x <= 640; x += 80) d += ` L${x} ${random.int(170, 260)}`;
  return `${d} L640 300 Z`;
}

function tree(x: number, base: number, random: DemoRandom): string {
  const h = random.int(70, 120);
  return `<rect x="${x - 4}" y="${base - 10}" width="8" height="22" fill="#5a4028"/><path d="M${x} ${base - h} L${x + 28} ${base} L${x - 28} ${base} Z" fill="#2f5130"/>`;
}

/** One piece of rubbish near the middle of the picture: a bag, a tyre, a barrel, a board or a box. */
function rubbish(random: DemoRandom): string {
  const x = random.int(180, 460);
  const y = random.int(320, 420);
  switch (random.int(0, 4)) {
    case 0:
      return `<ellipse cx="${x}" cy="${y}" rx="${random.int(22, 38)}" ry="${random.int(16, 26)}" fill="#1f1f1f"/>`;
    case 1:
      return `<circle cx="${x}" cy="${y}" r="24" fill="none" stroke="#222" stroke-width="12"/>`;
    case 2:
      return `<rect x="${x - 16}" y="${y - 30}" width="32" height="44" rx="4" fill="${random.pick(['#1d5fa8', '#b23b2e', '#3d7d3a'])}"/>`;
    case 3:
      return `<rect x="${x - 50}" y="${y - 6}" width="100" height="12" fill="#8a6a45" transform="rotate(${random.int(-25, 25)} ${x} ${y})"/>`;
    default:
      return `<rect x="${x - 26}" y="${y - 34}" width="52" height="48" fill="${random.pick(['#e8e4d8', '#c9c2b0', '#d8cfa8'])}" stroke="#777"/>`;
  }
}
