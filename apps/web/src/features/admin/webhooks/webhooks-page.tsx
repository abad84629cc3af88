import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/button-styles';
import { DataTable, queryTableState } from '../../../components/data-table';
import { TitledPage } from '../../../components/titled-page';
import { useListStateInAddress } from '../../../lib/list-address';
import { useAdminPageTitle } from '../shell/admin-page-title';
import { WEBHOOK_SORTABLE, useWebhooks, type Webhook, type WebhookWithSecret } from './api/webhooks-api';
import { CreateWebhookDialog } from './create-webhook-dialog';
import { webhookColumns } from './webhook-columns';
import { WebhookDetails } from './webhook-details';
import { WebhookSecretDialog } from './webhook-secret-dialog';

const PAGE_SIZES = [20, 50, 100] as const;
const rowId = (w: Webhook) => w.id;

/**
 * /admin/webhooks: subscriptions of other systems to the change feed (docs/integrations.md).
 * A new subscription and a rotation show the signing secret once; the list is searched, sorted
 * and paged by the server, its state in the address.
 */
export default function WebhooksPage() {
  const { t } = useTranslation('webhooks');
  useAdminPageTitle(t('title'));
  const [state, setState] = useListStateInAddress({
    defaults: { pageIndex: 0, pageSize: PAGE_SIZES[0], sort: { id: 'createdAt', desc: true }, search: '' },
    pageSizes: PAGE_SIZES,
    sortable: WEBHOOK_SORTABLE,
  });
  const webhooks = useWebhooks(state);
  const [creating, setCreating] = useState(false);
  const [secret, setSecret] = useState<{ webhook: WebhookWithSecret; rotated: boolean } | null>(null);
  const [details, setDetails] = useState<Webhook | null>(null);
  const columns = useMemo(() => webhookColumns(t, (webhook) => setSecret({ webhook, rotated: true }), setDetails), [t]);

  return (
    <TitledPage
      title={t('title')}
      actions={
        <button type="button" className={buttonClass('primary')} onClick={() => setCreating(true)}>
          {t('create.open')}
        </button>
      }
    >
      <p className="mb-4 max-w-3xl text-slate-700">{t('description')}</p>
      <DataTable<Webhook>
        {...queryTableState(webhooks)}
        label={t('table')}
        mode="server"
        columns={columns}
        data={webhooks.data?.data}
        getRowId={rowId}
        state={state}
        onStateChange={setState}
        totalCount={webhooks.data?.totalCount ?? 0}
        pageSizes={PAGE_SIZES}
        pager="auto"
        searchPlaceholder={t('search')}
        searchClearable
        loadingText={t('loading')}
        emptyText={t('empty')}
        errorText={t('loadFailed')}
      />
      {creating && (
        <CreateWebhookDialog
          onCancel={() => setCreating(false)}
          onCreated={(webhook) => {
            setCreating(false);
            setSecret({ webhook, rotated: false });
          }}
        />
      )}
      {details && <WebhookDetails id={details.id} onClose={() => setDetails(null)} />}
      {secret && <WebhookSecretDialog secret={secret.webhook.secret} rotated={secret.rotated} onClose={() => setSecret(null)} />}
    </TitledPage>
  );
}
