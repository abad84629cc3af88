import { expiryStatus } from '../lib/expiry';
import { formatDate } from '../lib/format';
import { Badge } from './badge';
import { NotGiven } from './not-given';

/** An expiry date with the 000 §4 display: red 'EXPIRED', yellow 'N days left', otherwise plain. */
export function ExpiryDate({ value, now }: { value: string | null | undefined; now?: Date }) {
  const status = expiryStatus(value, now);
  if (!value || !status) return <NotGiven text="Not set" />;
  const text = status.level === 'expired' ? 'font-semibold text-red-700' : status.level === 'warning' ? 'font-semibold text-amber-800' : 'text-slate-900';
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <span className={text}>{formatDate(value)}</span>
      {status.label && <Badge tone={status.level === 'expired' ? 'red' : 'yellow'}>{status.label}</Badge>}
    </span>
  );
}
