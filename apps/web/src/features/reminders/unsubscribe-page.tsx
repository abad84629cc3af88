import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { buttonClass } from '../../components/button-styles';
import { Spinner } from '../../components/spinner';
import { useDocumentTitle } from '../../components/use-document-title';
import { api } from '../../lib/api-client';
import { ApiError } from '../../lib/http';

/**
 * /reminders/unsubscribe?token=: the link in every expiry reminder, no login. Opening it asks
 * (a mail scanner following the link changes nothing); the button stops the reminders.
 */
export function UnsubscribePage() {
  const { t } = useTranslation(['public', 'common']);
  useDocumentTitle(t('unsubscribe.title'));
  const token = useSearchParams()[0].get('token') ?? '';
  const link = useQuery({
    queryKey: ['reminder-unsubscribe', token],
    queryFn: ({ signal }) => api.get<{ email: string }>(`/api/reminders/unsubscribe?${new URLSearchParams({ token })}`, { silent: true, signal }),
    enabled: token !== '',
    retry: false,
  });
  const stop = useMutation({ mutationFn: () => api.post<{ email: string }>('/api/reminders/unsubscribe', { token }, { silent: true }) });
  const invalid = token === '' || (link.error instanceof ApiError && link.error.status === 400);

  let body;
  if (invalid) body = <p role="alert" className="font-medium text-red-700">{t('unsubscribe.invalid')}</p>;
  else if (link.isPending) body = <Spinner label={t('unsubscribe.checking')} />;
  else if (link.isError)
    body = (
      <>
        <p role="alert" className="font-medium text-red-700">{t('unsubscribe.failed')}</p>
        <button type="button" className={buttonClass('secondary', 'mt-4')} onClick={() => void link.refetch()}>
          {t('common:actions.tryAgain')}
        </button>
      </>
    );
  else if (stop.isSuccess) body = <p role="status" className="text-lg font-semibold break-words text-slate-900">{t('unsubscribe.done', { email: stop.data.email })}</p>;
  else
    body = (
      <>
        <p className="text-lg font-semibold break-words text-slate-900">{t('unsubscribe.question', { email: link.data.email })}</p>
        <p className="mt-2 text-slate-600">{t('unsubscribe.explain')}</p>
        {stop.isError && <p role="alert" className="mt-3 font-medium text-red-700">{t('unsubscribe.failed')}</p>}
        <button type="button" className={buttonClass('primary', 'mt-5')} disabled={stop.isPending} onClick={() => stop.mutate()}>
          {stop.isPending ? t('unsubscribe.busy') : t('unsubscribe.confirm')}
        </button>
      </>
    );

  return (
    <div className="mx-auto w-full max-w-xl px-4 py-10">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('unsubscribe.title')}</h1>
      <div className="mt-6 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">{body}</div>
      <Link to="/map" className="mt-6 inline-block text-sm font-semibold text-red-700 hover:underline">
        {t('unsubscribe.toMap')}
      </Link>
    </div>
  );
}
