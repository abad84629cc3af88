import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../components/button-styles';
import { ModalDialog } from '../../components/modal-dialog';
import { embedSnippet, embedUrl } from './lib/embed-view';
import type { MapView } from './lib/map-view';

/**
 * 'Embed this map': the iframe another site pastes, for the view on screen (and the 'available
 * now' filter if it is on). Only /embed may be framed by other sites; /map may not.
 */
export function EmbedDialog({ view, openNow, onClose }: { view: MapView; openNow: boolean; onClose: () => void }) {
  const { t } = useTranslation('map');
  const [onlyAvailable, setOnlyAvailable] = useState(openNow);
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const snippetId = useId();
  const src = embedUrl(window.location.origin, view, onlyAvailable);
  const snippet = embedSnippet(src);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(snippet);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <ModalDialog
      title={t('embed.title')}
      onClose={onClose}
      size="lg"
      footer={
        <>
          <button type="button" onClick={onClose} className={buttonClass('secondary')}>
            {t('embed.close')}
          </button>
          <button type="button" data-autofocus onClick={() => void copy()} className={buttonClass('primary')}>
            {t('embed.copy')}
          </button>
        </>
      }
    >
      <div className="space-y-3 text-sm text-slate-700">
        <p>{t('embed.intro')}</p>
        <label className="flex min-h-11 items-center gap-2 font-medium text-slate-800">
          <input type="checkbox" checked={onlyAvailable} onChange={(e) => setOnlyAvailable(e.target.checked)} className="h-5 w-5 accent-red-700" />
          {t('embed.onlyAvailable')}
        </label>
        <label htmlFor={snippetId} className="block font-medium text-slate-800">
          {t('embed.code')}
        </label>
        <textarea
          id={snippetId}
          readOnly
          value={snippet}
          rows={4}
          onFocus={(e) => e.currentTarget.select()}
          className="w-full resize-none rounded-lg border border-slate-300 bg-slate-50 p-2 font-mono text-xs break-all text-slate-900"
        />
        <p>
          {t('embed.preview')}{' '}
          <a href={src} target="_blank" rel="noreferrer" className="font-medium text-red-700 underline-offset-2 hover:underline">
            {t('embed.openEmbedded')}
          </a>
        </p>
        <p role="status" className="min-h-5 font-medium">
          {copied === 'yes' ? t('embed.copied') : copied === 'failed' ? t('embed.copyFailed') : ''}
        </p>
      </div>
    </ModalDialog>
  );
}
