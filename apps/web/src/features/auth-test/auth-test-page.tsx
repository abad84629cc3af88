import { useMutation } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { toast } from 'react-toastify';
import { buttonClass } from '../../components/button-styles';
import { PageHeader } from '../../components/page-header';
import { useDocumentTitle } from '../../components/use-document-title';
import { API_TARGETS, checkApiCall, checkTokenRefresh, checkTokenValidation, clearTokens, type ApiTarget, type CheckResult } from './auth-checks';

function ResultView({ result }: { result: CheckResult }) {
  const tone = result.ok ? 'border-green-300 bg-green-50 text-green-900' : 'border-red-300 bg-red-50 text-red-900';
  return (
    <div role="status" className={`mt-3 rounded-lg border px-3 py-2 text-sm ${tone}`}>
      <p className="font-semibold">{result.ok ? 'Success' : 'Failure'}</p>
      <p className="mt-0.5 break-words">{result.message}</p>
      <p className="mt-1 text-xs">
        HTTP status: <strong>{result.status === null ? 'no request made' : result.status === 0 ? 'no response' : result.status}</strong>
      </p>
      {result.detail && (
        <pre tabIndex={0} role="region" aria-label="Response body" className="mt-2 max-h-48 overflow-auto rounded bg-white/70 p-2 font-mono text-xs text-slate-800">{result.detail}</pre>
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
          {check.isPending ? 'Testing...' : button}
        </button>
      </div>
      <div aria-live="polite">{check.data && <ResultView result={check.data} />}</div>
    </section>
  );
}

/** /auth-test (000 §2.13): token validation, refresh, an API call, and clearing the tokens. */
export function AuthTestPage() {
  useDocumentTitle('Authentication Test');
  const [target, setTarget] = useState<ApiTarget>('/api/user/me');
  const selectId = useId();

  const onClear = () => {
    clearTokens();
    toast.info('Tokens cleared. Please log in again.');
  };

  return (
    <section className="mx-auto w-full max-w-5xl">
      <PageHeader title="Authentication Test" description="Check the stored session against the identity provider and the API." />
      <div className="grid items-start gap-5 md:grid-cols-2">
        <CheckCard
          title="Token validation"
          text="Reads the stored access token's expiry, then asks GET /api/user/me with exactly that token."
          button="Test Token Validation"
          run={() => checkTokenValidation()}
        />
        <CheckCard
          title="Token refresh"
          text="Gets a new access token with the refresh token, through the same code every request uses."
          button="Test Token Refresh"
          run={checkTokenRefresh}
        />
        <CheckCard
          title="API call"
          text="Calls the API with the bearer token, refreshing it first if it is about to expire."
          button="Test API Call"
          run={() => checkApiCall(target)}
        >
          <div className="mt-3">
            <label htmlFor={selectId} className="mb-1 block text-sm font-medium text-slate-800">
              Endpoint
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
            Clear tokens
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            Removes the tokens and the stored user from this browser. You will be taken to the login screen.
          </p>
          <div className="mt-4">
            <button type="button" onClick={onClear} className="inline-flex items-center justify-center rounded-lg border border-red-200 bg-white px-4 py-2.5 text-sm font-semibold text-red-700 shadow-sm hover:bg-red-50">
              Clear Tokens
            </button>
          </div>
        </section>
      </div>
    </section>
  );
}
