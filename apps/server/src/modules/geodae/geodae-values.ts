import { AED_STATES, type AedState } from '@aedatlas/contracts';

/*
 * The values Géo'DAE writes differently from the registry, each way: states, phone numbers,
 * addresses, the maker. docs/formats.md has the table.
 */

/** `etat_fonct`: the five functioning states, the same five as the registry's. */
export const ETAT_FONCT: Record<AedState, string> = {
  inService: 'En fonctionnement',
  outOfService: 'Hors service',
  removed: 'Supprimé définitivement',
  temporarilyAbsent: 'Absent momentanément',
  unknown: 'Inconnu',
};
export const STATE_OF_ETAT_FONCT = new Map(AED_STATES.map((s) => [ETAT_FONCT[s], s]));

/**
 * A Slovenian number in E.164 (`+386` and 6 to 8 digits: `01 234 56 78`, `041 234 567`,
 * `00386 80 12 34`); null for any other (a foreign number, an extension, words).
 */
export function slovenianPhone(value: string | null): string | null {
  if (!value) return null;
  const compact = value.trim().replace(/[\s\-/.()]/g, '');
  let digits: string | null = null;
  if (/^\+386\d+$/.test(compact)) digits = compact.slice(4);
  else if (/^00386\d+$/.test(compact)) digits = compact.slice(5);
  else if (/^0[1-9]\d+$/.test(compact)) digits = compact.slice(1);
  if (digits?.startsWith('0')) digits = digits.slice(1);
  return digits && /^\d{6,8}$/.test(digits) ? `+386${digits}` : null;
}

/** "Slovenska cesta 12a" as street and number; an address with no number at its end is all street. */
export function splitAddress(address: string | null): { street: string | null; number: string | null } {
  const value = address?.trim().replace(/\s+/g, ' ');
  if (!value) return { street: null, number: null };
  const m = /^(.*\S)\s+(\d+\s?[a-zA-Z]?)$/.exec(value);
  return m ? { street: m[1], number: m[2].replace(/\s/g, '') } : { street: value, number: null };
}

/** The makers whose AEDs are on the market in Europe, as their model names start. */
const MAKERS: [RegExp, string][] = [
  [/^philips\b/i, 'Philips'],
  [/^zoll\b/i, 'ZOLL'],
  [/^(cardiac science|powerheart)\b/i, 'Cardiac Science'],
  [/^(physio[- ]?control|lifepak)\b/i, 'Physio-Control'],
  [/^stryker\b/i, 'Stryker'],
  [/^(schiller|fred\b)/i, 'Schiller'],
  [/^(heartsine|samaritan)\b/i, 'HeartSine'],
  [/^defibtech\b/i, 'Defibtech'],
  [/^mindray\b/i, 'Mindray'],
  [/^(nihon kohden|cardiolife)\b/i, 'Nihon Kohden'],
  [/^laerdal\b/i, 'Laerdal'],
  [/^(primedic|metrax)\b/i, 'Metrax'],
  [/^weinmann\b/i, 'Weinmann'],
  [/^bexen\b/i, 'Bexen Cardio'],
  [/^mediana\b/i, 'Mediana'],
  [/^cu medical\b/i, 'CU Medical Systems'],
];

/** The AED's maker: OpenStreetMap's `manufacturer`, else the maker its model name starts with. */
export function makerOf(model: string | null, tags: Record<string, string> | null): string | null {
  const tagged = tags?.manufacturer?.trim();
  if (tagged) return tagged;
  const name = model?.trim();
  return (name && MAKERS.find(([pattern]) => pattern.test(name))?.[1]) || null;
}
