// One pair of formats per locale: '1.4 km' in English, '1,4 km' in Slovenian.
const formats = new Map<string, { oneDecimal: Intl.NumberFormat; whole: Intl.NumberFormat }>();

function formatsFor(locale: string) {
  let found = formats.get(locale);
  if (!found) {
    found = {
      oneDecimal: new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
      whole: new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }),
    };
    formats.set(locale, found);
  }
  return found;
}

/**
 * '120 m', '1.4 km', '12.3 km', '250 km' in `locale`: metres below 1 km, then kilometres. Free of
 * the translation library, so the script that runs before the app can use it too.
 */
export function distanceText(meters: number, locale: string): string {
  if (!Number.isFinite(meters) || meters < 0) return '';
  const roundedMeters = Math.round(meters);
  if (roundedMeters < 1000) return `${roundedMeters} m`;
  const { oneDecimal, whole } = formatsFor(locale);
  const km = meters / 1000;
  if (Math.round(km * 10) / 10 < 100) return `${oneDecimal.format(km)} km`;
  return `${whole.format(km)} km`;
}
