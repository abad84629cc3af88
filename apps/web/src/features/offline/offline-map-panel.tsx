import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../components/button-styles';
import { formatCount, formatDateTime } from '../../lib/format';
import { useOnline } from '../../lib/use-online';
import { cacheStorageAvailable } from './cached-aeds';
import { SLOVENIA } from './lib/region';
import { useCachedDataTime, useSavedRegion } from './use-offline-data';

/**
 * On the map, under the search: offline, what the map shows and how old it is; online, keeping
 * Slovenia on the device ('Save Slovenia for offline use', then when it was saved). The embedded
 * map (another site's page) shows the notice only. `onRetry`: the map's AEDs failed to load
 * offline, and this panel is where to try again. On a phone, offline, the notice stands alone:
 * the map needs the room more than the saved region's line.
 */
export function OfflineMapPanel({ offerSave = true, onRetry }: { offerSave?: boolean; onRetry?: () => void }) {
  const online = useOnline();
  const canSave = offerSave && cacheStorageAvailable();
  const dataTime = useCachedDataTime(!online);
  const { saved, save, progress } = useSavedRegion(SLOVENIA);
  const { t } = useTranslation('map');
  const region = t(`offline.regions.${SLOVENIA.id as 'slovenia'}`);

  let notice: string | null = null;
  if (!online && dataTime.isSuccess) notice = dataTime.data ? t('offline.asOf', { time: formatDateTime(dataTime.data) }) : t('offline.noData');

  let saveLine: string | null = null;
  if (progress?.phase === 'downloading') saveLine = t('offline.saving', { region });
  else if (progress?.phase === 'storing') saveLine = t('offline.savingCount', { region, count: formatCount(progress.count) });
  else if (save.isError) saveLine = t('offline.saveFailed', { region });
  else if (saved) saveLine = t('offline.saved', { region, count: formatCount(saved.count), time: formatDateTime(saved.savedAt) });
  const showSave = canSave && (online || saved);
  if (!notice && !showSave && !onRetry) return null;

  return (
    <section
      aria-label={t('offline.label')}
      data-testid="offline-panel"
      className="pointer-events-auto flex flex-col gap-1 rounded-xl bg-white/95 px-3 py-2 text-sm shadow-lg ring-1 ring-slate-900/10"
    >
      {(notice || onRetry) && (
        <div className="flex items-center gap-2">
          <p role="status" className="min-w-0 flex-1 font-semibold text-amber-900">
            {notice}
          </p>
          {onRetry && (
            <button type="button" onClick={onRetry} className={buttonClass('secondary', 'flex-none px-3 py-1 text-sm')}>
              {t('page.tryAgain')}
            </button>
          )}
        </div>
      )}
      {showSave && (
        <div className={`flex flex-wrap items-center gap-x-2 gap-y-1 ${online ? '' : 'max-sm:hidden'}`}>
          <p role="status" className={saveLine ? 'min-w-0 flex-1 text-slate-700' : 'sr-only'}>
            {saveLine ?? ''}
          </p>
          {online && !progress && (
            <button
              type="button"
              onClick={() => save.mutate()}
              aria-label={saved ? t('offline.updateLabel', { region }) : undefined}
              className={buttonClass('secondary', 'px-3 py-1 text-sm')}>
              {saved ? t('offline.update') : t('offline.save', { region })}
            </button>
          )}
        </div>
      )}
    </section>
  );
}
