import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/button-styles';
import { ModalDialog } from '../../../components/modal-dialog';
import { RecordHistoryPanel } from '../audit/record-history-panel';
import type { CredentialNamespace } from './credential-namespace';

interface CredentialDetailsDialogProps {
  namespace: CredentialNamespace;
  title: string;
  /** The audited record whose history of admin changes closes the dialog. */
  history: { entityType: string; entityId: string };
  onClose: () => void;
  children: ReactNode;
}

/** A credential's details: its own sections, then its history of admin changes; focus starts on Close. */
export function CredentialDetailsDialog({ namespace, title, history, onClose, children }: CredentialDetailsDialogProps) {
  const { t } = useTranslation(namespace);
  return (
    <ModalDialog
      title={title}
      size="lg"
      onClose={onClose}
      footer={
        <button type="button" data-autofocus className={buttonClass('secondary')} onClick={onClose}>
          {t('details.close')}
        </button>
      }
    >
      <div className="space-y-6">
        {children}
        <RecordHistoryPanel entityType={history.entityType} entityId={history.entityId} />
      </div>
    </ModalDialog>
  );
}
