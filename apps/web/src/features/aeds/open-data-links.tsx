import { ODBL_LICENSE_URL } from '@aedatlas/contracts';
import { useTranslation } from 'react-i18next';
import { usePublicConfig } from '../../lib/config';

const linkClass = 'inline-flex min-h-11 items-center font-medium text-red-700 underline-offset-2 hover:underline';

/**
 * Every AED as open data (GeoJSON and CSV of OpenStreetMap tags, under the ODbL), straight from
 * the server's streamed export. Shown when the map is public; with MAP_REQUIRES_LOGIN the export
 * needs a token, which API clients send and a plain download link cannot.
 */
export function OpenDataLinks() {
  const { t } = useTranslation('aeds');
  const config = usePublicConfig();
  if (!config.data || config.data.mapRequiresLogin) return null;
  return (
    <p className="mb-3 flex flex-wrap items-center gap-x-3 text-sm text-slate-700">
      <span>{t('openData.download')}</span>
      <a href="/api/aed/export.geojson" download className={linkClass}>
        GeoJSON
      </a>
      <a href="/api/aed/export.csv" download className={linkClass}>
        CSV
      </a>
      <span>
        {t('openData.attribution')}{' '}
        <a href={ODBL_LICENSE_URL} className={linkClass} target="_blank" rel="noreferrer">
          ODbL
        </a>
      </span>
    </p>
  );
}
