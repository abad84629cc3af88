import type { TFunction } from 'i18next';
import { Badge } from '../../../components/badge';
import { actionsColumn, type DataTableColumn } from '../../../components/data-table';
import { formatDateTime } from '../../../lib/format';
import type { Webhook, WebhookWithSecret } from './api/webhooks-api';
import { WebhookActions } from './webhook-actions';

const TONES = { ok: 'green', retrying: 'yellow', failing: 'red' } as const;

/** A subscription's state in a word: paused, or how its deliveries go. */
export function WebhookStateBadge({ webhook, t }: { webhook: Webhook; t: TFunction<'webhooks'> }) {
  if (!webhook.active) return <Badge tone="slate">{t('state.paused')}</Badge>;
  return <Badge tone={TONES[webhook.delivery.state]}>{t(`state.${webhook.delivery.state}`)}</Badge>;
}

/** The subscriptions' table: where to, which area, whose, its state, when made, and its actions. */
export function webhookColumns(t: TFunction<'webhooks'>, onSecret: (webhook: WebhookWithSecret) => void, onDetails: (webhook: Webhook) => void): DataTableColumn<Webhook>[] {
  return [
    { id: 'url', header: t('columns.url'), accessor: (w) => w.url, cell: (w) => <code className="text-sm break-all">{w.url}</code>, className: 'min-w-48' },
    { id: 'area', header: t('columns.area'), accessor: (w) => w.area, cell: (w) => <span className="[overflow-wrap:anywhere]">{w.area}</span> },
    { id: 'owner', header: t('columns.owner'), sortable: false, cell: (w) => <span className="[overflow-wrap:anywhere]">{w.owner.name}</span> },
    { id: 'state', header: t('columns.state'), accessor: (w) => w.delivery.state, cell: (w) => <WebhookStateBadge webhook={w} t={t} /> },
    { id: 'createdAt', header: t('columns.createdAt'), accessor: (w) => w.createdAt, cell: (w) => <span className="whitespace-nowrap">{formatDateTime(w.createdAt)}</span> },
    { ...actionsColumn((w) => <WebhookActions webhook={w} onSecret={onSecret} onDetails={onDetails} />), header: t('columns.actions') },
  ];
}
