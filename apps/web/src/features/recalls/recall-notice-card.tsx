import type { MyRecallNotice } from '@aedatlas/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../components/button-styles';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { formatDate } from '../../lib/format';
import { markMyRecall, myRecallKeys, type MyRecalls } from './api/my-recalls';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">{label}</dt>
      <dd className="mt-0.5 text-sm break-words text-slate-900">{children}</dd>
    </div>
  );
}

/**
 * One open notice: the lot, the AED and which of its parts carry the lot, the maker's message,
 * and the guardian's two answers. "Part replaced" asks first: the notice then closes for good.
 */
export function RecallNoticeCard({ notice, onReplaced }: { notice: MyRecallNotice; onReplaced: (aedName: string) => void }) {
  const { t } = useTranslation('recalls');
  const queryClient = useQueryClient();
  const headingId = useId();
  const replacedButton = useRef<HTMLButtonElement>(null);
  const [confirming, setConfirming] = useState(false);
  const name = notice.aed.title?.trim() || t('notices.unnamed');
  const mark = useMutation({
    mutationFn: (what: 'acknowledge' | 'replaced') => markMyRecall(notice.id, what),
    onSuccess: (answer, what) => {
      queryClient.setQueryData<MyRecalls>(myRecallKeys.all, (list) =>
        list && { data: what === 'replaced' ? list.data.filter((n) => n.id !== notice.id) : list.data.map((n) => (n.id === notice.id ? { ...n, acknowledgedAt: answer.acknowledgedAt } : n)) },
      );
      if (what === 'replaced') {
        setConfirming(false);
        onReplaced(name);
      } else {
        // The read button goes away: the keyboard carries on from the next one.
        requestAnimationFrame(() => replacedButton.current?.focus());
      }
      void queryClient.invalidateQueries({ queryKey: myRecallKeys.all });
    },
  });
  const named = (action: string) => t('notices.forNotice', { action, aed: name, lot: notice.recall.lot });
  const busy = mark.isPending;

  return (
    <li>
      <article aria-labelledby={headingId} className="space-y-3 rounded-xl border border-amber-300 bg-white p-4 shadow-sm sm:p-5">
        <h3 id={headingId} className="text-lg font-semibold break-words text-slate-900">
          {t('notices.notice', { lot: notice.recall.lot })}
        </h3>
        <dl className="grid grid-cols-1 gap-3 min-[400px]:grid-cols-2 md:grid-cols-3">
          <Fact label={t('notices.aed')}>
            <Link to={`/aed/${encodeURIComponent(notice.aedId)}`} className="font-medium text-red-800 underline underline-offset-2">
              {name}
            </Link>
            {notice.aed.place && <span className="block text-slate-600">{notice.aed.place}</span>}
          </Fact>
          <Fact label={t('notices.parts')}>{notice.parts.map((part) => t(`notices.partNames.${part}`)).join(', ')}</Fact>
          <Fact label={t('notices.sent')}>
            <time dateTime={notice.recall.createdAt}>{formatDate(notice.recall.createdAt)}</time>
          </Fact>
        </dl>
        <p className="break-words whitespace-pre-line text-slate-800">{notice.recall.message}</p>
        {notice.acknowledgedAt && <p className="text-sm text-slate-700">{t('notices.read', { date: formatDate(notice.acknowledgedAt) })}</p>}
        {mark.isError && !confirming && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {t('notices.failed')}
          </p>
        )}
        <div className="flex flex-col gap-2 min-[400px]:flex-row min-[400px]:flex-wrap">
          {!notice.acknowledgedAt && (
            <button type="button" className={buttonClass('secondary')} disabled={busy} aria-label={named(t('notices.acknowledge'))} onClick={() => mark.mutate('acknowledge')}>
              {t('notices.acknowledge')}
            </button>
          )}
          <button
            ref={replacedButton}
            type="button"
            className={buttonClass('primary')}
            aria-label={named(t('notices.replaced'))}
            onClick={() => {
              if (!busy) mark.reset();
              setConfirming(true);
            }}
          >
            {t('notices.replaced')}
          </button>
        </div>
      </article>
      {confirming && (
        <ConfirmDialog
          title={t('notices.confirmTitle')}
          message={t('notices.confirmText', { lot: notice.recall.lot, aed: name })}
          confirmLabel={t('notices.confirm')}
          busyLabel={t('notices.sending')}
          cancelLabel={t('notices.cancel')}
          busy={busy}
          error={mark.isError ? t('notices.failed') : null}
          onCancel={() => {
            mark.reset();
            setConfirming(false);
          }}
          onConfirm={() => mark.mutate('replaced')}
        />
      )}
    </li>
  );
}
