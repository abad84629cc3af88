import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { CredentialListPage } from '../credentials/credential-list-page';
import { WEBHOOK_SORTABLE, useWebhooks, type Webhook, type WebhookWithSecret } from './api/webhooks-api';
import { CreateWebhookDialog } from './create-webhook-dialog';
import { webhookColumns } from './webhook-columns';
import { WebhookDetails } from './webhook-details';

const NEWEST_FIRST = { id: 'createdAt', desc: true };
const signingSecret = (webhook: WebhookWithSecret) => ({ secret: webhook.secret });

/**
 * /admin/webhooks: subscriptions of other systems to the change feed (docs/integrations.md).
 * A new subscription and a rotation show the signing secret once; the list is searched, sorted
 * and paged by the server, its state in the address.
 */
export default function WebhooksPage() {
  const { t } = useTranslation('webhooks');
  const columns = useCallback((onSecret: (webhook: WebhookWithSecret) => void, onDetails: (webhook: Webhook) => void) => webhookColumns(t, onSecret, onDetails), [t]);
  return (
    <CredentialListPage
      namespace="webhooks"
      list={{ defaultSort: NEWEST_FIRST, sortable: WEBHOOK_SORTABLE, useList: useWebhooks, columns }}
      dialogs={{ Create: CreateWebhookDialog, Details: WebhookDetails, shownSecret: signingSecret }}
    />
  );
}
