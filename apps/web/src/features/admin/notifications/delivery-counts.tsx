import type { DeliveryCounts } from '@aedatlas/contracts';
import { formatCount } from '../../../lib/format';

const TILES: { key: keyof DeliveryCounts; label: string; hint: string }[] = [
  { key: 'recipients', label: 'Recipients', hint: 'users this send went to' },
  { key: 'queued', label: 'Queued', hint: 'waiting for delivery' },
  { key: 'sent', label: 'Sent', hint: 'taken by a push service for at least one device' },
  { key: 'inbox', label: 'Inbox only', hint: 'no device subscribed: in the app inbox' },
  { key: 'failed', label: 'Failed', hint: 'every device refused it after retries' },
  { key: 'read', label: 'Read', hint: 'opened by the recipient' },
];

/** How far the send has got: delivery to devices runs in the background, so the numbers move. */
export function DeliveryCountsPanel({ counts }: { counts: DeliveryCounts }) {
  return (
    <section aria-labelledby="delivery" className="space-y-2">
      <h2 id="delivery" className="text-lg font-semibold text-slate-900">
        Delivery
      </h2>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-6">
        {TILES.map((t) => (
          <div key={t.key} className="rounded-lg border border-slate-200 bg-white p-3 shadow-sm" title={t.hint}>
            <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{t.label}</dt>
            <dd className="mt-1 text-2xl font-bold text-slate-900" data-testid={`delivery-${t.key}`}>
              {formatCount(counts[t.key])}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
