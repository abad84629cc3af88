import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/button-styles';
import { ModalDialog } from '../../../components/modal-dialog';
import { formatCount, formatDateTime } from '../../../lib/format';
import { RecordHistoryPanel } from '../audit/record-history-panel';
import { useApiClientCalls, type ApiClient } from './api/api-clients-api';

/** One client: its latest calls (who, what, the status, when) and its history of admin changes. */
export function ApiClientDetails({ client, onClose }: { client: ApiClient; onClose: () => void }) {
  const { t } = useTranslation('apiClients');
  const calls = useApiClientCalls(client.id);
  const cell = 'px-2 py-1.5 text-left align-top';
  return (
    <ModalDialog
      title={t('details.title', { name: client.name })}
      size="lg"
      onClose={onClose}
      footer={
        <button type="button" data-autofocus className={buttonClass('secondary')} onClick={onClose}>
          {t('details.close')}
        </button>
      }
    >
      <div className="space-y-6">
        <section aria-labelledby="api-client-calls-heading" className="space-y-2">
          <h3 id="api-client-calls-heading" className="text-lg font-semibold text-slate-900">
            {t('details.calls')}
          </h3>
          {calls.isPending && <p className="text-slate-600">{t('details.loading')}</p>}
          {calls.isError && <p className="text-red-700">{t('details.loadFailed')}</p>}
          {calls.data && calls.data.data.length === 0 && <p className="text-slate-600">{t('details.noCalls')}</p>}
          {calls.data && calls.data.data.length > 0 && (
            <>
              <p className="text-sm text-slate-600">{t('details.shown', { shown: formatCount(calls.data.data.length), total: formatCount(calls.data.totalCount) })}</p>
              <div className="overflow-x-auto">
                <table className="min-w-full text-sm">
                  <caption className="sr-only">{t('details.calls')}</caption>
                  <thead className="text-slate-700">
                    <tr>
                      <th scope="col" className={cell}>{t('details.when')}</th>
                      <th scope="col" className={cell}>{t('details.call')}</th>
                      <th scope="col" className={cell}>{t('details.status')}</th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-slate-100">
                    {calls.data.data.map((c, i) => (
                      <tr key={`${c.at}-${i}`}>
                        <td className={`${cell} whitespace-nowrap`}>{formatDateTime(c.at)}</td>
                        <td className={`${cell} break-all`}>
                          <code>
                            {c.method} {c.route}
                          </code>
                        </td>
                        <td className={cell}>{c.status}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </>
          )}
        </section>
        <RecordHistoryPanel entityType="api-client" entityId={client.id} />
      </div>
    </ModalDialog>
  );
}
