import { useTranslation } from 'react-i18next';
import { SecretOnceDialog } from '../../../components/secret-once-dialog';

/** A subscription's signing secret, the one time the server sends it (after a create or a rotation). */
export function WebhookSecretDialog({ secret, rotated, onClose }: { secret: string; rotated: boolean; onClose: () => void }) {
  const { t } = useTranslation('webhooks');
  const texts = {
    title: rotated ? t('secret.rotatedTitle') : t('secret.createdTitle'),
    warning: t('secret.warning'),
    secretLabel: t('secret.secret'),
    copy: t('secret.copy'),
    copied: t('secret.copied'),
    copyFailed: t('secret.copyFailed'),
    done: t('secret.done'),
  };
  return <SecretOnceDialog secret={secret} texts={texts} onClose={onClose} />;
}
