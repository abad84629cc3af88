import { useTranslation } from 'react-i18next';
import { SecretOnceDialog as SecretDialog } from '../../../components/secret-once-dialog';
import type { ApiClientWithSecret } from './api/api-clients-api';

/** A client's id and secret, the one time the server sends the secret (after a create or a rotation). */
export function SecretOnceDialog({ client, rotated, onClose }: { client: ApiClientWithSecret; rotated: boolean; onClose: () => void }) {
  const { t } = useTranslation('apiClients');
  const texts = {
    title: rotated ? t('secret.rotatedTitle') : t('secret.createdTitle'),
    warning: t('secret.warning'),
    secretLabel: t('secret.secret'),
    copy: t('secret.copy'),
    copied: t('secret.copied'),
    copyFailed: t('secret.copyFailed'),
    done: t('secret.done'),
  };
  return (
    <SecretDialog secret={client.clientSecret} texts={texts} before={{ label: t('secret.clientId'), value: client.clientId }} secretTestId="api-client-secret" onClose={onClose} />
  );
}
