import { readinessOf, type Aed } from '@aedatlas/contracts';
import { useTranslation } from 'react-i18next';
import { earliestDate, todayInLjubljana } from '../map/lib/readiness';

const DAY_MS = 86_400_000;

/** The AED's state as a person reads it: Géo'DAE's five, or "not ready" past a pad or battery date. */
export function AedStateText({ aed, now = new Date() }: { aed: Pick<Aed, 'state' | 'electrodeExpiry' | 'childElectrodeExpiry' | 'batteryExpiry'>; now?: Date }) {
  const { t } = useTranslation('aedDetail');
  const readiness = readinessOf(aed.state, earliestDate(aed.electrodeExpiry, aed.childElectrodeExpiry, aed.batteryExpiry), todayInLjubljana(now));
  const good = readiness === 'inService';
  return <span className={good ? 'font-semibold text-green-700' : 'font-semibold text-red-700'}>{t(`state.${readiness}`)}</span>;
}

/** "Checked 12 days ago by its guardian", or "Never checked". */
export function ConfirmedText({ aed, now = new Date() }: { aed: Pick<Aed, 'lastConfirmedAt' | 'lastConfirmedBy'>; now?: Date }) {
  const { t } = useTranslation('aedDetail');
  if (!aed.lastConfirmedAt) return <>{t('confirmed.never')}</>;
  const who = t(`confirmed.by.${aed.lastConfirmedBy ?? 'admin'}`);
  const days = Math.max(0, Math.floor((now.getTime() - new Date(aed.lastConfirmedAt).getTime()) / DAY_MS));
  return <>{days === 0 ? t('confirmed.today', { who }) : t('confirmed.daysAgo', { count: days, who })}</>;
}
