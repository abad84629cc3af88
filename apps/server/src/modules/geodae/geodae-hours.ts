import schema from './schema-dae.json';

/**
 * Opening hours in the subset of OpenStreetMap's `opening_hours` that Géo'DAE 1.0.8 accepts
 * (`dispo_horaires`): rules `DAYS TIMES` joined by `; `, where DAYS is one day or one day range
 * (no comma lists), TIMES at most two spans or `off`, and no time past 23:59. Most hours written
 * for OpenStreetMap say the same thing in that subset once lists of days become one rule each and
 * `24:00` becomes `23:59`; the rest (sunrise, week numbers, comments, fallbacks) cannot be said,
 * and the row says so in `disp_complt` rather than export hours that mean something else.
 */
const HOURS_PATTERN = new RegExp(schema.fields.find((f) => f.name === 'dispo_horaires')!.constraints.pattern!);

const DAY = /^(?:Mo|Tu|We|Th|Fr|Sa|Su)(?:-(?:Mo|Tu|We|Th|Fr|Sa|Su))?$/;
const SPAN = /^(\d{1,2}):(\d{2})\s*-\s*(\d{1,2}):(\d{2})$/;
/** A rule's selector and its times: `Mo,We 8:00-12:00`, `PH off`, `Dec 25 off`, `08:00-18:00`. */
const RULE = /^(.*?)\s*((?:\d{1,2}:\d{2}\s*-\s*\d{1,2}:\d{2}\s*,\s*)*\d{1,2}:\d{2}\s*-\s*\d{1,2}:\d{2}|off|closed)$/i;

export type GeodaeHours = { hours: string; unsaid: null } | { hours: null; unsaid: string | null };

/** `8:00-24:00` as `08:00-23:59`; null for a time no clock has. */
function span(text: string): string | null {
  const m = SPAN.exec(text.trim());
  if (!m) return null;
  const [from, to] = [
    [Number(m[1]), Number(m[2])],
    [Number(m[3]), Number(m[4])],
  ];
  if (from[0] > 23 || from[1] > 59 || to[1] > 59 || to[0] > 24 || (to[0] === 24 && to[1] !== 0)) return null;
  const clock = ([h, min]: number[]) => `${String(h).padStart(2, '0')}:${String(min).padStart(2, '0')}`;
  return `${clock(from)}-${to[0] === 24 ? '23:59' : clock(to)}`;
}

/** One OSM rule as one or more Géo'DAE rules, or null when it cannot be said. */
function rulesOf(rule: string): string[] | null {
  if (rule === '24/7') return ['24/7'];
  if (/^(off|closed)$/i.test(rule)) return ['off'];
  const m = RULE.exec(rule);
  if (!m) return null;
  let times: string;
  if (/^(off|closed)$/i.test(m[2])) times = 'off';
  else {
    const spans = m[2].split(',').map(span);
    if (spans.length > 2 || spans.some((s) => s === null)) return null;
    times = spans.join(',');
  }
  const selector = m[1].trim();
  // Times alone hold every day.
  if (!selector) return [`Mo-Su ${times}`];
  const parts = selector.split(',').map((p) => p.trim());
  // A list of days and holidays: one rule each (the schema takes one day or one range per rule).
  if (parts.every((p) => DAY.test(p) || p === 'PH')) return parts.map((p) => `${p} ${times}`);
  // Dates (`Dec 25`, `Dec 24-Dec 26`) as they are, if the schema takes them.
  return [`${selector.replace(/\s+/g, ' ')} ${times}`];
}

/**
 * The AED's hours as Géo'DAE writes them: `24/7` for an AED open day and night without hours of
 * its own; null with the original text in `unsaid` when the subset cannot say them.
 */
export function geodaeHours(openingHours: string | null, accessibility: string): GeodaeHours {
  const value = openingHours?.trim().replace(/\s+/g, ' ');
  if (!value) return accessibility === 'FULL_24H' ? { hours: '24/7', unsaid: null } : { hours: null, unsaid: null };
  const out: string[] = [];
  for (const rule of value.split(';').map((r) => r.trim()).filter(Boolean)) {
    const rules = rulesOf(rule);
    if (!rules) return { hours: null, unsaid: value };
    out.push(...rules);
  }
  const hours = out.join('; ');
  return HOURS_PATTERN.test(hours) ? { hours, unsaid: null } : { hours: null, unsaid: value };
}
