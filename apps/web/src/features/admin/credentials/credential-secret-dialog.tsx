import { useTranslation } from 'react-i18next';
import { SecretOnceDialog } from '../../../components/secret-once-dialog';
import type { CredentialNamespace } from './credential-namespace';

/** What the dialog shows of a created or rotated record: its secret, and what goes with it (a client's id). */
export interface ShownSecret {
  secret: string;
  before?: { label: string; value: string };
  testId?: string;
}

/** A credential's secret, the one time the server sends it (after a create or a rotation), in its page's words. */
export function CredentialSecretDialog({ namespace, shown, rotated, onClose }: { namespace: CredentialNamespace; shown: ShownSecret; rotated: boolean; onClose: () => void }) {
  const { t } = useTranslation([namespace, 'common']);
  const texts = {
    title: rotated ? t('secret.rotatedTitle') : t('secret.createdTitle'),
    warning: t('secret.warning'),
    secretLabel: t('secret.secret'),
    copy: t('common:secretOnce.copy'),
    copied: t('common:secretOnce.copied'),
    copyFailed: t('common:secretOnce.copyFailed'),
    done: t('common:secretOnce.done'),
  };
  return <SecretOnceDialog secret={shown.secret} texts={texts} before={shown.before} secretTestId={shown.testId} onClose={onClose} />;
}
