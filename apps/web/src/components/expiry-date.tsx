import { useTranslation } from 'react-i18next';
import { expiryStatus } from '../lib/expiry';
import { formatDate } from '../lib/format';
import { Badge } from './badge';
import { NotGiven } from './not-given';

/**
 * An expiry date with the 000 §4 display: red 'EXPIRED', yellow 'N days left', otherwise plain.
 * The badge is said with the component's own `t`, so the admin console's stays English.
 */
export function ExpiryDate({ value, now }: { value: string | null | undefined; now?: Date }) {
  const { t } = useTranslation();
  const status = expiryStatus(value, now);
  if (!value || !status) return <NotGiven text={t('notSet')} />;
  const label = status.level === 'expired' ? t('expiry.expired') : status.level === 'warning' ? t('expiry.daysLeft', { count: status.daysLeft }) : null;
  const text = status.level === 'expired' ? 'font-semibold text-red-700' : status.level === 'warning' ? 'font-semibold text-amber-800' : 'text-slate-900';
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <span className={text}>{formatDate(value)}</span>
      {label && <Badge tone={status.level === 'expired' ? 'red' : 'yellow'}>{label}</Badge>}
    </span>
  );
}
