import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { CredentialDetailsDialog } from '../credentials/credential-details-dialog';
import { LatestEvents, eventCellClass as cell } from '../credentials/latest-events';
import { useWebhook, useWebhookAttempts, type Webhook, type WebhookAttempt } from './api/webhooks-api';
import { WebhookStateBadge } from './webhook-columns';

/** One subscription: where its deliveries stand, its latest attempts, and its history of changes. */
export function WebhookDetails({ record, onClose }: { record: Webhook; onClose: () => void }) {
  const { t } = useTranslation('webhooks');
  const id = record.id;
  // Read again: the state of the deliveries moves on while the list row stays as it was loaded.
  const webhook = useWebhook(id);
  const attempts = useWebhookAttempts(id);
  const w = webhook.data;
  const facts: [string, string][] = w
    ? [
        [t('details.lastDeliveredSeq'), String(w.delivery.lastDeliveredSeq)],
        [t('details.attempts'), String(w.delivery.attempts)],
        [t('details.nextAttemptAt'), w.delivery.nextAttemptAt ? formatDateTime(w.delivery.nextAttemptAt) : t('details.none')],
        [t('details.lastSuccessAt'), w.delivery.lastSuccessAt ? formatDateTime(w.delivery.lastSuccessAt) : t('details.none')],
        [t('details.lastError'), w.delivery.lastError ?? t('details.none')],
      ]
    : [];
  const what = (a: WebhookAttempt) => (a.kind === 'ping' ? t('details.ping') : t('details.changes', { first: a.firstSeq, last: a.lastSeq, count: a.changes }));
  return (
    <CredentialDetailsDialog namespace="webhooks" title={t('details.title')} history={{ entityType: 'webhook', entityId: id }} onClose={onClose}>
      {w && (
        <section aria-labelledby="webhook-state-heading" className="space-y-2">
          <h3 id="webhook-state-heading" className="flex flex-wrap items-center gap-2 text-lg font-semibold text-slate-900">
            {t('details.state')} <WebhookStateBadge webhook={w} t={t} />
          </h3>
          <p className="text-sm break-all text-slate-700">
            <code>{w.url}</code> · {w.area}
          </p>
          <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
            {facts.map(([term, value]) => (
              <div key={term} className="contents">
                <dt className="font-medium text-slate-800">{term}</dt>
                <dd className="break-all text-slate-700">{value}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
      <LatestEvents
        namespace="webhooks"
        headingId="webhook-deliveries-heading"
        texts={{ heading: t('details.deliveries'), empty: t('details.noDeliveries'), headers: [t('details.when'), t('details.what'), t('details.result')] }}
        query={attempts}
        row={(a) => (
          <tr key={`${a.webhookId}-${a.at}`}>
            <td className={`${cell} whitespace-nowrap`}>{formatDateTime(a.at)}</td>
            <td className={cell}>{what(a)}</td>
            <td className={`${cell} ${a.ok ? 'text-green-800' : 'text-red-700'} break-all`}>{a.ok ? a.status : (a.error ?? a.status)}</td>
          </tr>
        )}
      />
    </CredentialDetailsDialog>
  );
}
