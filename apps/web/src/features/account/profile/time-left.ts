import { i18n } from '../../../i18n/i18n';

/** '4m 12s', '1h 02m 03s'; 'Expired' (in the language on screen) once the moment has passed. */
export function formatRemaining(ms: number): string {
  if (ms <= 0) return i18n.t('account:diagnostics.expired');
  const total = Math.floor(ms / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  if (h > 0) return `${h}h ${String(m).padStart(2, '0')}m ${String(s).padStart(2, '0')}s`;
  if (m > 0) return `${m}m ${String(s).padStart(2, '0')}s`;
  return `${s}s`;
}
