import type { NearestAed, RunnerLink } from '@aedatlas/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../../lib/http';
import { useOnline } from '../../../lib/use-online';
import { runnerLinkUrl } from '../../../runner/meeting-point';
import { makeRunnerLink, runnerLinkQueryOptions } from '../api/runner-links';
import { useEmergencyTexts } from '../emergency-texts';
import { QrCode } from '../../../components/qr-code';

const button = 'inline-flex min-h-12 items-center justify-center gap-2 rounded-lg px-4 text-base font-bold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900';

interface Props {
  aed: NearestAed;
  /** Where the person is: the runner's way back. Null when the location is unknown. */
  position: { lat: number; lon: number } | null;
  /** "6 min walk (450 m)": what to tell a runner when no link can be made. */
  walk: string;
  place: string;
}

/**
 * "Send someone for the AED": one tap makes the link and its QR code, a second shares it. The
 * person stays with the patient; the runner's "coming back" shows here. Offline no link can be
 * made, and the section says so, with the way in words to tell the runner instead.
 */
export function SendRunnerSection({ aed, position, walk, place }: Props) {
  const T = useEmergencyTexts();
  const online = useOnline();
  const [askedOffline, setAskedOffline] = useState(false);
  const make = useMutation({ mutationFn: () => makeRunnerLink(aed.id) });
  const link = make.data?.aed.id === aed.id ? make.data : undefined;

  const send = () => {
    if (!online) return setAskedOffline(true);
    setAskedOffline(false);
    make.mutate();
  };

  return (
    <div className="mt-4 border-t border-slate-200 pt-4" data-testid="send-runner">
      {!link && (
        <>
          <button type="button" onClick={send} disabled={make.isPending} className={`${button} w-full bg-slate-900 text-white hover:bg-slate-800 disabled:opacity-70`}>
            {make.isPending ? T.makingLink : T.sendRunner}
          </button>
          <p className="mt-2 text-sm text-slate-700">{T.sendRunnerHint}</p>
        </>
      )}
      <div aria-live="polite">
        {askedOffline && !online && (
          <p role="alert" className="mt-2 font-medium text-slate-900">
            {T.offlineRunner(walk, place)}
          </p>
        )}
        {make.isError && <p role="alert" className="mt-2 font-medium text-red-800">{make.error instanceof ApiError && make.error.status === 429 ? make.error.message : T.linkFailed}</p>}
      </div>
      {link && <RunnerLinkCard link={link} position={position} online={online} />}
    </div>
  );
}

function RunnerLinkCard({ link, position, online }: { link: RunnerLink; position: Props['position']; online: boolean }) {
  const T = useEmergencyTexts();
  const url = runnerLinkUrl(window.location.origin, link.code, position);
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const news = useQuery({ ...runnerLinkQueryOptions(link.code), initialData: link, enabled: online });
  const status = news.data?.status ?? link.status;
  const canShare = typeof navigator.share === 'function';

  const share = () => void navigator.share({ title: T.shareTitle, text: T.shareText, url }).catch(() => undefined);
  const copy = () => {
    // Without the clipboard (an insecure origin, an old browser) the link stays there to select.
    if (typeof navigator.clipboard?.writeText !== 'function') return setCopied('failed');
    navigator.clipboard.writeText(url).then(
      () => setCopied('yes'),
      () => setCopied('failed'),
    );
  };

  return (
    <div className="mt-1" data-code={link.code}>
      <p className="font-medium text-slate-900">{T.linkReady}</p>
      <div className="mt-3 flex flex-col items-center gap-3 sm:flex-row sm:items-start">
        <QrCode text={url} label={T.qrLabel} className="h-48 w-48 flex-none rounded-md ring-1 ring-slate-300" />
        <div className="flex w-full min-w-0 flex-col gap-2">
          <a href={url} className="rounded-md bg-slate-100 px-3 py-2 font-mono text-sm break-all text-slate-900 underline" data-testid="runner-url">
            {url}
          </a>
          {canShare && (
            <button type="button" onClick={share} className={`${button} bg-red-700 text-white hover:bg-red-800`}>
              {T.share}
            </button>
          )}
          <button type="button" onClick={copy} className={`${button} border border-slate-400 bg-white text-slate-900 hover:bg-slate-50`}>
            {T.copy}
          </button>
          <p role="status" className="min-h-6 text-sm text-slate-700">
            {copied === 'yes' ? T.copied : copied === 'failed' ? T.copyFailed : ''}
          </p>
        </div>
      </div>
      <p role="status" aria-live="polite" data-testid="runner-status" className={`mt-3 rounded-lg px-3 py-2 font-semibold ${status === 'coming-back' ? 'bg-green-100 text-green-900' : 'bg-slate-100 text-slate-900'}`}>
        {news.isError && !news.data ? T.runnerUnknown : T.runner[status]}
      </p>
    </div>
  );
}
