import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/button-styles';
import { ModalDialog } from '../../../components/modal-dialog';
import { formatDateTime } from '../../../lib/format';
import { RecordHistoryPanel } from '../audit/record-history-panel';
import { useWebhook, useWebhookAttempts, type WebhookAttempt } from './api/webhooks-api';
import { WebhookStateBadge } from './webhook-columns';

const cell = 'px-2 py-1.5 text-left align-top';

/** One subscription: where its deliveries stand, its latest attempts, and its history of changes. */
export function WebhookDetails({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation('webhooks');
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
    <ModalDialog
      title={t('details.title')}
      size="lg"
      onClose={onClose}
      footer={
        <button type="button" data-autofocus className={buttonClass('secondary')} onClick={onClose}>
          {t('details.close')}
        </button>
      }
    >
      <div className="space-y-6">
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
        <section aria-labelledby="webhook-deliveries-heading" className="space-y-2">
          <h3 id="webhook-deliveries-heading" className="text-lg font-semibold text-slate-900">
            {t('details.deliveries')}
          </h3>
          {attempts.isPending && <p className="text-slate-600">{t('details.loading')}</p>}
          {attempts.isError && <p className="text-red-700">{t('details.loadFailed')}</p>}
          {attempts.data && attempts.data.data.length === 0 && <p className="text-slate-600">{t('details.noDeliveries')}</p>}
          {attempts.data && attempts.data.data.length > 0 && (
            <div className="overflow-x-auto">
              <table className="min-w-full text-sm">
                <caption className="sr-only">{t('details.deliveries')}</caption>
                <thead className="text-slate-700">
                  <tr>
                    <th scope="col" className={cell}>{t('details.when')}</th>
                    <th scope="col" className={cell}>{t('details.what')}</th>
                    <th scope="col" className={cell}>{t('details.result')}</th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {attempts.data.data.map((a) => (
                    <tr key={`${a.webhookId}-${a.at}`}>
                      <td className={`${cell} whitespace-nowrap`}>{formatDateTime(a.at)}</td>
                      <td className={cell}>{what(a)}</td>
                      <td className={`${cell} ${a.ok ? 'text-green-800' : 'text-red-700'} break-all`}>{a.ok ? a.status : (a.error ?? a.status)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
        <RecordHistoryPanel entityType="webhook" entityId={id} />
      </div>
    </ModalDialog>
  );
}
