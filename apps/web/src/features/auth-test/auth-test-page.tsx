import { useMutation } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { buttonClass } from '../../components/button-styles';
import { PageHeader } from '../../components/page-header';
import { useDocumentTitle } from '../../components/use-document-title';
import { API_TARGETS, checkApiCall, checkTokenRefresh, checkTokenValidation, clearTokens, type ApiTarget, type CheckResult } from './auth-checks';

function ResultView({ result }: { result: CheckResult }) {
  const { t } = useTranslation('auth');
  const tone = result.ok ? 'border-green-300 bg-green-50 text-green-900' : 'border-red-300 bg-red-50 text-red-900';
  return (
    <div role="status" className={`mt-3 rounded-lg border px-3 py-2 text-sm ${tone}`}>
      <p className="font-semibold">{result.ok ? t('test.success') : t('test.failure')}</p>
      <p className="mt-0.5 break-words">{result.message}</p>
      <p className="mt-1 text-xs">
        {t('test.httpStatus')} <strong>{result.status === null ? t('test.noRequest') : result.status === 0 ? t('test.noResponse') : result.status}</strong>
      </p>
      {result.detail && (
        <pre tabIndex={0} role="region" aria-label={t('test.responseBody')} className="mt-2 max-h-48 overflow-auto rounded bg-white/70 p-2 font-mono text-xs text-slate-800">{result.detail}</pre>
      )}
    </div>
  );
}

function CheckCard({
  title,
  text,
  button,
  run,
  children,
}: {
  title: string;
  text: string;
  button: string;
  run: () => Promise<CheckResult>;
  children?: ReactNode;
}) {
  const { t } = useTranslation('auth');
  const check = useMutation({ mutationFn: run });
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex min-w-0 flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id={headingId} className="font-semibold text-slate-900">
        {title}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{text}</p>
      {children}
      <div className="mt-4">
        <button type="button" onClick={() => check.mutate()} disabled={check.isPending} className={buttonClass('primary')}>
          {check.isPending ? t('test.testing') : button}
        </button>
      </div>
      <div aria-live="polite">{check.data && <ResultView result={check.data} />}</div>
    </section>
  );
}

/** /auth-test (000 §2.13): token validation, refresh, an API call, and clearing the tokens. */
export function AuthTestPage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('test.title'));
  const [target, setTarget] = useState<ApiTarget>('/api/user/me');
  const selectId = useId();

  const onClear = () => {
    clearTokens();
    toast.info(t('test.clear.done'));
  };

  return (
    <section className="mx-auto w-full max-w-5xl">
      <PageHeader title={t('test.title')} description={t('test.description')} />
      <div className="grid items-start gap-5 md:grid-cols-2">
        <CheckCard
          title={t('test.validation.title')}
          text={t('test.validation.text')}
          button={t('test.validation.button')}
          run={() => checkTokenValidation()}
        />
        <CheckCard
          title={t('test.refresh.title')}
          text={t('test.refresh.text')}
          button={t('test.refresh.button')}
          run={checkTokenRefresh}
        />
        <CheckCard
          title={t('test.api.title')}
          text={t('test.api.text')}
          button={t('test.api.button')}
          run={() => checkApiCall(target)}
        >
          <div className="mt-3">
            <label htmlFor={selectId} className="mb-1 block text-sm font-medium text-slate-800">
              {t('test.api.endpoint')}
            </label>
            <select
              id={selectId}
              value={target}
              onChange={(event) => setTarget(event.target.value as ApiTarget)}
              className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm"
            >
              {API_TARGETS.map((path) => (
                <option key={path} value={path}>
                  GET {path}
                </option>
              ))}
            </select>
          </div>
        </CheckCard>
        <section aria-labelledby="clear-heading" className="flex min-w-0 flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
          <h2 id="clear-heading" className="font-semibold text-slate-900">
            {t('test.clear.title')}
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            {t('test.clear.text')}
          </p>
          <div className="mt-4">
            <button type="button" onClick={onClear} className="inline-flex items-center justify-center rounded-lg border border-red-200 bg-white px-4 py-2.5 text-sm font-semibold text-red-700 shadow-sm hover:bg-red-50">
              {t('test.clear.button')}
            </button>
          </div>
        </section>
      </div>
    </section>
  );
}
