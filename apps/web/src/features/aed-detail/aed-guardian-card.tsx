import type { Aed } from '@aedatlas/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../components/button-styles';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { FormAlert } from '../../components/form-alert';
import { ApiError } from '../../lib/api-client';
import { toastSuccess } from '../../lib/success-toast';
import { useSession } from '../../lib/session/use-session';
import { checkMyAed } from '../guardians/api/check-my-aed';
import { guardianKeys } from '../guardians/api/guardian-keys';
import { aedShortName } from './aed-names';
import { useChangeGuardianship, useGuardianship } from './api/guardianship';
import { DetailCard } from './detail-card';

// The form comes when a guardian opens it: the page people reach in an emergency stays light.
const AedCheckDialog = lazy(() => import('../guardians/check/aed-check-dialog').then((m) => ({ default: m.AedCheckDialog })));

/** The two ways to let go, each asked once before it is done: withdraw a request, or step back as guardian. */
type LetGo = 'withdraw' | 'stepBack';

function LetGoButton({ kind, busy, onConfirm }: { kind: LetGo; busy: boolean; onConfirm: (close: () => void) => void }) {
  const { t } = useTranslation('guardians');
  const [asking, setAsking] = useState(false);
  return (
    <>
      <button type="button" className={buttonClass('secondary')} onClick={() => setAsking(true)}>
        {t(`card.${kind}`)}
      </button>
      {asking && (
        <ConfirmDialog
          title={t(`card.${kind}Title`)}
          message={t(`card.${kind}Text`)}
          confirmLabel={t(`card.${kind}`)}
          busyLabel={t(`card.${kind}Busy`)}
          cancelLabel={t('check.cancel')}
          busy={busy}
          onCancel={() => setAsking(false)}
          onConfirm={() => onConfirm(() => setAsking(false))}
        />
      )}
    </>
  );
}

/**
 * The member's part in this AED (signed in only; a visitor sees nothing of it): ask to look
 * after it, withdraw the request, or, as its guardian, go to My AEDs, check it now or step back.
 */
export function AedGuardianCard({ aed }: { aed: Aed }) {
  const { loggedIn } = useSession();
  const { t } = useTranslation('guardians');
  const queryClient = useQueryClient();
  const guardianship = useGuardianship(aed.id, loggedIn);
  const change = useChangeGuardianship(aed.id);
  const [checking, setChecking] = useState(false);
  if (!loggedIn || !guardianship.data) return null;

  const letGo = (kind: LetGo) => (
    <LetGoButton
      kind={kind}
      busy={change.isPending}
      onConfirm={(close) => change.mutate('withdraw', { onSuccess: () => toastSuccess(t(`card.${kind}Done`)), onSettled: close })}
    />
  );

  // A 409 (asked already, in another tab) or a 404 (nothing left to withdraw): the card shows what is true now.
  const stale = change.error instanceof ApiError && (change.error.status === 409 || change.error.status === 404);
  const failed = change.isError && !stale && <FormAlert message={t('card.failed')} />;
  let body;
  if (guardianship.data === 'active')
    body = (
      <>
        <p className="font-medium text-slate-900">{t('card.active')}</p>
        <div className="mt-3 flex flex-wrap gap-2">
          <button type="button" className={buttonClass('primary')} onClick={() => setChecking(true)}>
            {t('myAeds.checkNow')}
          </button>
          <Link to="/my-aeds" className={buttonClass('secondary')}>
            {t('card.myAeds')}
          </Link>
          {letGo('stepBack')}
        </div>
      </>
    );
  else if (guardianship.data === 'requested')
    body = (
      <>
        <p className="font-medium text-slate-900">{t('card.requested')}</p>
        <div className="mt-3">{letGo('withdraw')}</div>
      </>
    );
  else
    body = (
      <>
        <p>{t('card.intro')}</p>
        <button
          type="button"
          className={buttonClass('secondary', 'mt-3')}
          disabled={change.isPending}
          onClick={() => change.mutate('ask', { onSuccess: () => toastSuccess(t('card.askedToast')) })}
        >
          {change.isPending ? t('card.asking') : t('card.ask')}
        </button>
      </>
    );

  return (
    <DetailCard title={t('card.title')} className="text-sm text-slate-700">
      {body}
      {failed && <div className="mt-3">{failed}</div>}
      {checking && (
        <Suspense fallback={null}>
          <AedCheckDialog
            aed={{ ...aed, name: aedShortName(aed) }}
            send={(body) => checkMyAed(aed.id, body)}
            onChecked={() => {
              void queryClient.invalidateQueries({ queryKey: ['aed'] });
              void queryClient.invalidateQueries({ queryKey: guardianKeys.myAedsAll });
            }}
            onClose={() => setChecking(false)}
          />
        </Suspense>
      )}
    </DetailCard>
  );
}
