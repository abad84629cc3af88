import { useTranslation } from 'react-i18next';
import { formatCount, formatDateTime } from '../../../lib/format';
import { CredentialDetailsDialog } from '../credentials/credential-details-dialog';
import { LatestEvents, eventCellClass as cell } from '../credentials/latest-events';
import { useApiClientCalls, type ApiClient } from './api/api-clients-api';

/** One client: its latest calls (who, what, the status, when) and its history of admin changes. */
export function ApiClientDetails({ record: client, onClose }: { record: ApiClient; onClose: () => void }) {
  const { t } = useTranslation('apiClients');
  const calls = useApiClientCalls(client.id);
  return (
    <CredentialDetailsDialog namespace="apiClients" title={t('details.title', { name: client.name })} history={{ entityType: 'api-client', entityId: client.id }} onClose={onClose}>
      <LatestEvents
        namespace="apiClients"
        headingId="api-client-calls-heading"
        texts={{ heading: t('details.calls'), empty: t('details.noCalls'), headers: [t('details.when'), t('details.call'), t('details.status')] }}
        query={calls}
        summary={(page) => <p className="text-sm text-slate-600">{t('details.shown', { shown: formatCount(page.data.length), total: formatCount(page.totalCount) })}</p>}
        row={(c, i) => (
          <tr key={`${c.at}-${i}`}>
            <td className={`${cell} whitespace-nowrap`}>{formatDateTime(c.at)}</td>
            <td className={`${cell} break-all`}>
              <code>
                {c.method} {c.route}
              </code>
            </td>
            <td className={cell}>{c.status}</td>
          </tr>
        )}
      />
    </CredentialDetailsDialog>
  );
}
