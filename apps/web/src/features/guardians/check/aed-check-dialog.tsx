import type { CheckReceipt, SignedInCheck } from '@aedatlas/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/button-styles';
import { useCloseGuard } from '../../../components/leave-guard';
import { ModalDialog } from '../../../components/modal-dialog';
import { AedStateText } from '../../aed-detail/aed-freshness';
import { AedCheckForm, isRestorable, type CheckBody, type CheckedAed } from './aed-check-form';

interface AedCheckDialogProps {
  aed: CheckedAed;
  send: (body: SignedInCheck) => Promise<CheckReceipt>;
  /** After the server took the check: reload what shows the AED. */
  onChecked?: (receipt: CheckReceipt) => void;
  onClose: () => void;
}

/** What the check leaves: thanks, the AED's state now, and whether it is back in service. */
function CheckDone({ aed, receipt, sent, onClose }: { aed: CheckedAed; receipt: CheckReceipt; sent: CheckBody; onClose: () => void }) {
  const { t } = useTranslation('guardians');
  const now = { ...aed, ...sent, state: receipt.state };
  const restored = aed.state !== 'inService' && receipt.state === 'inService';
  // The form's buttons are gone: the keyboard goes on from Close, under the outcome.
  const closeButton = useRef<HTMLButtonElement>(null);
  useEffect(() => closeButton.current?.focus(), []);
  return (
    <div className="space-y-4">
      <div role="status" className="space-y-1 rounded-lg border border-green-300 bg-green-50 px-3 py-2 text-green-950">
        <p className="font-semibold">{t('check.done')}</p>
        <p>
          {t('check.stateNow')} <AedStateText aed={now} />
        </p>
        {restored && <p className="font-semibold">{t('check.backInService')}</p>}
        {isRestorable(receipt.state) && <p>{t('check.stillOut')}</p>}
      </div>
      <div className="flex justify-end">
        <button ref={closeButton} type="button" className={buttonClass('primary')} onClick={onClose}>
          {t('check.close')}
        </button>
      </div>
    </div>
  );
}

/** "Check it now" for a guardian or an admin: the check form in a dialog, then its outcome. */
export function AedCheckDialog({ aed: opened, send, onChecked, onClose }: AedCheckDialogProps) {
  const { t } = useTranslation('guardians');
  // The AED as it was when the dialog opened: the page behind reloads it after the check, and the outcome compares with before.
  const [aed] = useState(opened);
  const [dirty, setDirty] = useState(false);
  const [done, setDone] = useState<{ receipt: CheckReceipt; sent: CheckBody } | null>(null);
  const guard = useCloseGuard(dirty && !done);
  const close = () => (done ? onClose() : guard.confirmLeave(onClose));
  return (
    <ModalDialog title={t('check.title', { name: aed.name })} onClose={close} size="md">
      {done ? (
        <CheckDone aed={aed} receipt={done.receipt} sent={done.sent} onClose={onClose} />
      ) : (
        <AedCheckForm
          aed={aed}
          send={send}
          onDirtyChange={setDirty}
          onCancel={close}
          onDone={(receipt, sent) => {
            setDone({ receipt, sent });
            onChecked?.(receipt);
          }}
        />
      )}
      {guard.dialog}
    </ModalDialog>
  );
}
