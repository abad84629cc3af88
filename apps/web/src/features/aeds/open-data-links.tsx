import { ODBL_LICENSE_URL } from '@aedatlas/contracts';
import { useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { usePublicConfig } from '../../lib/config';
import { downloadFile } from '../../lib/download-file';
import { ApiError } from '../../lib/http';
import { formatMegabytes } from '../../lib/format';

const linkClass = 'inline-flex min-h-11 items-center font-medium text-red-700 underline-offset-2 hover:underline';

/** The registry's open-data files (the server's streamed export, aed-export.routes.ts). */
export const OPEN_DATA_FILES = [
  { format: 'GeoJSON', path: '/api/aed/export.geojson', fileName: 'aed-atlas-aeds.geojson', type: 'application/geo+json' },
  { format: 'CSV', path: '/api/aed/export.csv', fileName: 'aed-atlas-aeds.csv', type: 'text/csv' },
] as const;
type OpenDataFile = (typeof OPEN_DATA_FILES)[number];

/** Why a download did not come, in the words on screen: the server busy with others, no connection, or anything else. */
function failureKey(failure: unknown): 'openData.busy' | 'openData.offline' | 'openData.failed' {
  if (failure instanceof ApiError && failure.status === 503) return 'openData.busy';
  if (failure instanceof ApiError && failure.status === 0) return 'openData.offline';
  return 'openData.failed';
}

/** A click the browser should handle itself: a new tab or window, or 'save link as'. */
const isModifiedClick = (event: MouseEvent) => event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * Every AED as open data (GeoJSON and CSV of OpenStreetMap tags, under the ODbL). The links are
 * real addresses (to copy, or to open in a new tab), but a click fetches the file through the API:
 * the page says how much has come, and says why when it does not come (each server makes a few
 * at once and tells the rest to come back in a minute) instead of the browser's bare 'failed'.
 * With MAP_REQUIRES_LOGIN the fetch carries the session's token, which a plain link cannot.
 */
export function OpenDataLinks() {
  const { t, i18n } = useTranslation('aeds');
  const config = usePublicConfig();
  const [coming, setComing] = useState<{ format: string; bytes: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (!config.data) return null;

  const download = async (event: MouseEvent<HTMLAnchorElement>, file: OpenDataFile) => {
    if (isModifiedClick(event)) return;
    event.preventDefault();
    if (coming) return;
    setComing({ format: file.format, bytes: 0 });
    setError(null);
    try {
      await downloadFile(file.path, file.fileName, file.type, ({ bytes }) => setComing({ format: file.format, bytes }), { outageBanner: false });
    } catch (failure) {
      setError(t(failureKey(failure)));
    } finally {
      setComing(null);
    }
  };

  return (
    <div className="mb-3 text-sm text-slate-700">
      <p className="flex flex-wrap items-center gap-x-3">
        <span>{t('openData.download')}</span>
        {OPEN_DATA_FILES.map((file) => (
          <a key={file.format} href={file.path} download={file.fileName} className={linkClass} aria-disabled={coming ? true : undefined} onClick={(event) => void download(event, file)}>
            {file.format}
          </a>
        ))}
        <span>
          {t('openData.attribution')}{' '}
          <a href={ODBL_LICENSE_URL} className={linkClass} target="_blank" rel="noreferrer">
            ODbL
          </a>
        </span>
      </p>
      <p aria-live="polite">
        {coming &&
          (coming.bytes >= 100_000
            ? t('openData.downloadingSize', { format: coming.format, size: formatMegabytes(coming.bytes, i18n.language) })
            : t('openData.downloading', { format: coming.format }))}
      </p>
      {error && (
        <p role="alert" className="text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
