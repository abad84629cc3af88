import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../components/button-styles';
import { translateMessage } from '../../i18n/messages';
import { formatCount } from '../../lib/format';
import { errorMessageOf } from '../../lib/http';
import { useOnline } from '../../lib/use-online';
import { OfflineMapPanel } from '../offline/offline-map-panel';
import type { MapEngine } from './map-engine';
import type { MapEngineState } from './map-engine-state';

interface MapAlertsProps {
  state: MapEngineState;
  /** The search box holds a term. */
  searching: boolean;
  engine: MapEngine | null;
  engineFailed: boolean;
  onEngineRetry: () => void;
  embedded: boolean;
}

const alertBox = 'pointer-events-auto rounded-xl bg-white p-3 shadow-lg ring-1';

/**
 * What the map says under its search: matches it cannot all show, a map or search that failed,
 * and the offline panel. Offline, the offline panel alone says why the AEDs are missing (and
 * offers to try again): on a phone two boxes saying it covered half the map. Back online, the
 * AEDs are asked for again without a press.
 */
export function MapAlerts({ state, searching, engine, engineFailed, onEngineRetry, embedded }: MapAlertsProps) {
  const { t } = useTranslation('map');
  const online = useOnline();
  const failed = state.phase === 'error';
  const wasOnline = useRef(online);
  useEffect(() => {
    if (online && !wasOnline.current && failed) engine?.retry();
    wasOnline.current = online;
  }, [online, failed, engine]);

  return (
    <>
      {state.phase === 'ready' && searching && state.listed < state.count && (
        // Never cut silently: the count is of every match, the map shows the first ones.
        <p role="note" className="pointer-events-auto rounded-xl bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900 shadow ring-1 ring-amber-200">
          {t('page.moreMatches', { listed: formatCount(state.listed), count: formatCount(state.count) })}
        </p>
      )}
      {engineFailed && (
        <div role="alert" className={`${alertBox} ring-red-200`}>
          <p className="text-sm font-semibold text-red-800">{t('page.engineFailed')}</p>
          <button type="button" onClick={onEngineRetry} className={buttonClass('secondary', 'mt-2 px-3 py-1.5')}>
            {t('page.tryAgain')}
          </button>
        </div>
      )}
      {state.phase === 'ready' && state.searchBusy && (
        <div role="alert" className={`${alertBox} ring-amber-200`}>
          <p className="text-sm font-semibold text-amber-900">
            {translateMessage(state.searchBusy)} {t(state.onlyAvailable ? 'page.searchBusyShowingAvailable' : 'page.searchBusyShowingAll')}
          </p>
          <button type="button" onClick={() => engine?.retry()} className={buttonClass('secondary', 'mt-2 px-3 py-1.5')}>
            {t('page.tryAgain')}
          </button>
        </div>
      )}
      {failed && online && (
        <div role="alert" className={`${alertBox} ring-red-200`}>
          <p className="text-sm font-semibold text-red-800">
            {t('page.feedFailed')} {translateMessage(errorMessageOf(state.error, ''))}
          </p>
          <button type="button" onClick={() => engine?.retry()} className={buttonClass('secondary', 'mt-2 px-3 py-1.5')}>
            {t('page.tryAgain')}
          </button>
        </div>
      )}
      <OfflineMapPanel offerSave={!embedded} onRetry={failed && !online ? () => engine?.retry() : undefined} />
    </>
  );
}
