import { buttonClass } from '../../components/button-styles';
import { formatCount, formatDateTime } from '../../lib/format';
import { useOnline } from '../../lib/use-online';
import { cacheStorageAvailable } from './cached-aeds';
import { SLOVENIA } from './lib/region';
import { OFFLINE_TEXTS as T, fillText } from './offline-texts';
import { useCachedDataTime, useSavedRegion } from './use-offline-data';

/**
 * On the map, under the search: offline, what the map shows and how old it is; online, keeping
 * Slovenia on the device ('Save Slovenia for offline use', then when it was saved). The embedded
 * map (another site's page) shows the notice only.
 */
export function OfflineMapPanel({ offerSave = true }: { offerSave?: boolean }) {
  const online = useOnline();
  const canSave = offerSave && cacheStorageAvailable();
  const dataTime = useCachedDataTime(!online);
  const { saved, save, progress } = useSavedRegion(SLOVENIA);
  const region = SLOVENIA.name;

  let notice: string | null = null;
  if (!online && dataTime.isSuccess) notice = dataTime.data ? fillText(T.offlineAsOf, { time: formatDateTime(dataTime.data) }) : T.offlineNoData;

  let saveLine: string | null = null;
  if (progress?.phase === 'downloading') saveLine = fillText(T.saving, { region });
  else if (progress?.phase === 'storing') saveLine = fillText(T.savingCount, { region, count: formatCount(progress.count) });
  else if (save.isError) saveLine = fillText(T.saveFailed, { region });
  else if (saved) saveLine = fillText(T.saved, { region, count: formatCount(saved.count), time: formatDateTime(saved.savedAt) });
  const showSave = canSave && (online || saved);
  if (!notice && !showSave) return null;

  return (
    <section
      aria-label="Offline use"
      data-testid="offline-panel"
      className="pointer-events-auto flex flex-col gap-1 rounded-xl bg-white/95 px-3 py-2 text-sm shadow-lg ring-1 ring-slate-900/10"
    >
      {notice && (
        <p role="status" className="font-semibold text-amber-900">
          {notice}
        </p>
      )}
      {showSave && (
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <p role="status" className={saveLine ? 'min-w-0 flex-1 text-slate-700' : 'sr-only'}>
            {saveLine ?? ''}
          </p>
          {online && !progress && (
            <button
              type="button"
              onClick={() => save.mutate()}
              aria-label={saved ? fillText(T.updateLabel, { region }) : undefined}
              className={buttonClass('secondary', 'px-3 py-1 text-sm')}>
              {saved ? T.update : fillText(T.save, { region })}
            </button>
          )}
        </div>
      )}
    </section>
  );
}
