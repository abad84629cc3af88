import { useState, type FormEvent } from 'react';
import { AlertBanner } from '../../../components/alert-banner';
import { buttonClass } from '../../../components/button-styles';
import { TextField } from '../../../components/form-fields';
import { currentAccessToken } from '../../../lib/api-client';
import { formatCount } from '../../../lib/format';
import { useAdminPageTitle } from '../../admin/shell/admin-page-title';
import { getAbsolute, getApiPath, type ExplorerAnswer } from './api/explore';
import { apiAddress, pathFormSchema, urlFormSchema } from './explorer-forms';
import { JsonTree } from './json-tree';

type Result = { answer: ExplorerAnswer; address: string } | { error: string; address: string } | null;

/** Field errors of a zod result, by field name. */
function errorsOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }): Record<string, string> {
  if (result.success || !result.error) return {};
  return Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
}

/** What to tell an admin when the browser gave no answer at all. */
function blockedMessage(url: string): string {
  const origin = new URL(url).origin;
  if (origin === window.location.origin) return 'No answer from the server. Check the connection and try again.';
  return `The browser did not let this page read ${origin}. The address is on another site: this site's security policy lets the page connect only to its own address, and the other site would also have to allow it (CORS). The server never fetches addresses for the browser. Use the path form for this API, or open the address with a tool of your own.`;
}

/**
 * /dashboard/jsonViewer (002 §2 API explorer): JSON of a path of this API (the OpenAPI document at
 * 'docs/json', or any admin GET), or of a full address with a token, fetched by the browser.
 */
export function JsonViewerPage() {
  useAdminPageTitle('API explorer');
  const [path, setPath] = useState('');
  const [url, setUrl] = useState('');
  const [token, setToken] = useState('');
  const [pathErrors, setPathErrors] = useState<Record<string, string>>({});
  const [urlErrors, setUrlErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState<'path' | 'url' | null>(null);
  const [result, setResult] = useState<Result>(null);

  const onPath = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = pathFormSchema.safeParse({ path });
    setPathErrors(errorsOf(parsed));
    if (!parsed.success) return;
    const address = apiAddress(parsed.data.path);
    setBusy('path');
    try {
      setResult({ answer: await getApiPath(address), address });
    } catch {
      setResult({ error: 'No answer from the server. Check the connection and try again.', address });
    } finally {
      setBusy(null);
    }
  };

  const onUrl = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = urlFormSchema.safeParse({ url, token });
    setUrlErrors(errorsOf(parsed));
    if (!parsed.success) return;
    setBusy('url');
    try {
      setResult({ answer: await getAbsolute(parsed.data.url, parsed.data.token), address: parsed.data.url });
    } catch {
      setResult({ error: blockedMessage(parsed.data.url), address: parsed.data.url });
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="mx-auto w-full max-w-5xl space-y-6">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">API explorer</h1>
      <div className="grid gap-6 lg:grid-cols-2">
        <form noValidate onSubmit={onPath} aria-labelledby="by-path" className="space-y-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
          <h2 id="by-path" className="text-lg font-semibold text-slate-900">By path of this API</h2>
          <p className="text-sm text-slate-600">
            Relative to <code>/api/</code>, sent as you: <code>docs/json</code> is the OpenAPI document, <code>admin/aed?page=0&amp;size=5</code> an admin list.
          </p>
          <TextField label="Path" value={path} onChange={(e) => setPath(e.target.value)} error={pathErrors.path} placeholder="docs/json" autoComplete="off" />
          <button type="submit" className={buttonClass('primary')} disabled={busy !== null}>
            {busy === 'path' ? 'Loading...' : 'Show JSON'}
          </button>
        </form>
        <form noValidate onSubmit={onUrl} aria-labelledby="by-url" className="space-y-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
          <h2 id="by-url" className="text-lg font-semibold text-slate-900">By full address and token</h2>
          <p className="text-sm text-slate-600">Fetched by this browser with the token as a bearer and the English language header.</p>
          <TextField label="Address" type="url" value={url} onChange={(e) => setUrl(e.target.value)} error={urlErrors.url} placeholder="https://" autoComplete="off" />
          <TextField label="Token" type="password" value={token} onChange={(e) => setToken(e.target.value)} error={urlErrors.token} autoComplete="off" />
          <div className="flex flex-wrap gap-2">
            <button type="submit" className={buttonClass('primary')} disabled={busy !== null}>
              {busy === 'url' ? 'Loading...' : 'Show JSON'}
            </button>
            <button type="button" className={buttonClass('secondary')} onClick={async () => setToken((await currentAccessToken()) ?? '')}>
              Use my token
            </button>
          </div>
        </form>
      </div>
      <ResultView result={result} />
    </section>
  );
}

function ResultView({ result }: { result: Result }) {
  if (!result) return null;
  return (
    <section aria-labelledby="result-heading" aria-live="polite" className="space-y-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="result-heading" className="text-lg font-semibold text-slate-900">
        Answer of <code className="text-base break-all">{result.address}</code>
      </h2>
      {'error' in result ? (
        <AlertBanner>{result.error}</AlertBanner>
      ) : (
        <>
          <p className={`text-sm font-medium ${result.answer.ok ? 'text-green-800' : 'text-red-700'}`}>
            Status {result.answer.status}
            {result.answer.contentType && ` · ${result.answer.contentType.split(';')[0]}`}
            {result.answer.json !== undefined && isObject(result.answer.json) && ` · ${formatCount(Object.keys(result.answer.json).length)} keys at the top`}
          </p>
          {result.answer.json !== undefined ? (
            <JsonTree value={result.answer.json} label="JSON answer" />
          ) : (
            <pre className="max-h-[32rem] overflow-auto rounded-lg bg-slate-50 p-3 text-xs whitespace-pre-wrap">{result.answer.text}</pre>
          )}
        </>
      )}
    </section>
  );
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
