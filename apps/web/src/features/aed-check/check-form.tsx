import { STREET_REPORT_MIN_FILL_MS, type CheckPage } from '@aedatlas/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../components/button-styles';
import { FormAlert } from '../../components/form-alert';
import { ApiError } from '../../lib/api-client';
import { AedStateText, ConfirmedText } from '../aed-detail/aed-freshness';
import { normalCode } from './api/get-check-page';
import { sendCheck } from './api/send-check';
import { CheckDone } from './check-done';

const bigButton =
  'inline-flex min-h-16 w-full items-center justify-center gap-3 rounded-xl bg-green-700 px-5 py-4 text-left text-lg font-bold text-white shadow-sm transition-colors hover:bg-green-800 active:bg-green-900 disabled:cursor-wait disabled:opacity-70 sm:text-center';

/** The AED as the label's page shows it, the big "all fine" button and, once sent, the thanks. */
export function CheckForm({ code, aed, openedAt }: { code: string; aed: CheckPage; openedAt: RefObject<number> }) {
  const { t } = useTranslation('checks');
  const client = useQueryClient();
  const ids = { hint: useId(), website: useId() };
  const [website, setWebsite] = useState('');
  const send = useMutation({
    mutationFn: async () => {
      // A person who taps at once waits out the rest of the guard's minimum ('Sending…') rather
      // than being refused as a script.
      const early = STREET_REPORT_MIN_FILL_MS - (Date.now() - openedAt.current);
      if (early > 0) await new Promise((resolve) => setTimeout(resolve, early + 50));
      return sendCheck(code, { fillMs: Date.now() - openedAt.current, website });
    },
    // The AED page and the map show the new "last confirmed" at once.
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['aed'] });
      void client.invalidateQueries({ queryKey: ['check', normalCode(code)] });
    },
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!send.isPending) send.mutate();
  };
  const status = send.error instanceof ApiError ? send.error.status : 0;
  const error = !send.error ? null : status === 429 ? t('errors.tooMany') : status === 400 ? t('errors.refused') : status === 404 ? t('errors.notFound') : t('errors.failed');
  const title = aed.title?.trim() || t('page.title');

  return (
    <article className="mx-auto w-full max-w-xl min-w-0 space-y-5">
      <header>
        <p className="text-sm font-semibold tracking-wide text-red-700 uppercase">{t('page.eyebrow')}</p>
        <h1 className="mt-1 text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl">{title}</h1>
        {aed.place && <p className="mt-1 break-words text-slate-700">{aed.place}</p>}
        {aed.floor && <p className="mt-1 text-slate-700">{t('page.floor', { floor: aed.floor })}</p>}
      </header>
      <dl className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2">
        <div>
          <dt className="text-sm text-slate-600">{t('page.state')}</dt>
          <dd>
            <AedStateText aed={{ state: aed.state, electrodeExpiry: null, childElectrodeExpiry: null, batteryExpiry: null }} />
          </dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">{t('page.lastConfirmed')}</dt>
          <dd className="font-medium text-slate-900">
            <ConfirmedText aed={aed} />
          </dd>
        </div>
      </dl>
      {send.isSuccess ? (
        <CheckDone code={code} receipt={send.data} />
      ) : (
        <form onSubmit={onSubmit} noValidate className="space-y-3">
          <p className="text-slate-800">{t('page.intro')}</p>
          <button type="submit" className={bigButton} aria-describedby={ids.hint} aria-busy={send.isPending || undefined} disabled={send.isPending}>
            <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2.5} strokeLinecap="round" strokeLinejoin="round" className="h-7 w-7 flex-none">
              <path d="M4 12.5 9.5 18 20 6.5" />
            </svg>
            <span>{send.isPending ? t('page.sending') : t('page.confirm')}</span>
          </button>
          <p id={ids.hint} className="text-sm text-slate-600">
            {t('page.confirmHint')}
          </p>
          {/* The abuse guard's honeypot: off screen and out of the Tab order; a person leaves it empty. */}
          <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
            <label htmlFor={ids.website}>{t('page.website')}</label>
            <input id={ids.website} type="text" name="website" tabIndex={-1} autoComplete="off" value={website} onChange={(e) => setWebsite(e.target.value)} />
          </div>
          <FormAlert message={error} />
        </form>
      )}
      <div className="space-y-2 border-t border-slate-200 pt-5">
        <Link to={`/aed/${encodeURIComponent(aed.aedId)}?report=problem`} className={buttonClass('danger', 'w-full sm:w-auto')}>
          {t('page.problem')}
        </Link>
        <p className="text-sm text-slate-600">{t('page.problemHint')}</p>
      </div>
      <Link to={`/aed/${encodeURIComponent(aed.aedId)}`} className="inline-block font-medium text-red-700 underline underline-offset-2 hover:text-red-800">
        {t('page.viewAed')}
      </Link>
    </article>
  );
}
