const oneDecimal = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** '120 m', '1.4 km', '12.3 km', '250 km': metres below 1 km, then kilometres. */
export function formatDistance(meters: number): string {
  if (!Number.isFinite(meters) || meters < 0) return '';
  const roundedMeters = Math.round(meters);
  if (roundedMeters < 1000) return `${roundedMeters} m`;
  const km = meters / 1000;
  if (Math.round(km * 10) / 10 < 100) return `${oneDecimal.format(km)} km`;
  return `${whole.format(km)} km`;
}
