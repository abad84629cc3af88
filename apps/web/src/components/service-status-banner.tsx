import dayjs from 'dayjs';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../lib/format';
import { httpRequest } from '../lib/http';
import { queryClient } from '../lib/query-client';
import { browserIsOffline as isOffline, useDataAsOf, useServiceStatus } from '../lib/service-status';
import { buttonClass } from './button-styles';
import { en } from '../i18n/en';

/** How often the service is asked again while it is away. */
export const SERVICE_RETRY_MS = 5000;

/** The English words (en resources); the banner shows them in the language on screen. */
export const SERVICE_UNAVAILABLE_TEXT = en.common.service.unavailable;
export const OFFLINE_TEXT = en.common.service.offline;

/** '10:42' for a time today, the date and time ('5. 03. 2025, 14:07') for an older one. */
export function asOfTime(iso: string): string {
  const at = dayjs(iso);
  return at.isSame(dayjs(), 'day') ? at.format('HH:mm') : formatDateTime(iso);
}

/** Asks whether the service (and its database) answers; the answer updates the status itself. */
function probe(): Promise<unknown> {
  return httpRequest('/api/ready', { silent: true }).catch(() => undefined);
}

/**
 * Shown while the service does not answer. The session is kept (an outage is not a sign-out);
 * the service is asked again every few seconds, and once it answers, the screens that failed
 * load again by themselves. 'Retry now' asks at once. While the server answers the map from its
 * memory (its database away), the banner says how old those AEDs are: "AEDs as of 10:42".
 */
export function ServiceStatusBanner() {
  const { t } = useTranslation();
  const status = useServiceStatus();
  const dataAsOf = useDataAsOf();
  const [offline, setOffline] = useState(isOffline);
  const wasDown = useRef(false);

  const retry = useCallback(() => {
    setOffline(isOffline());
    void probe();
  }, []);

  useEffect(() => {
    if (status === 'available') {
      if (wasDown.current) void queryClient.refetchQueries({ type: 'active', predicate: (q) => q.state.status === 'error' });
      wasDown.current = false;
      return;
    }
    wasDown.current = true;
    const timer = setInterval(retry, SERVICE_RETRY_MS);
    window.addEventListener('online', retry);
    window.addEventListener('offline', retry);
    return () => {
      clearInterval(timer);
      window.removeEventListener('online', retry);
      window.removeEventListener('offline', retry);
    };
  }, [status, retry]);

  if (status === 'available') return null;
  // On the map on a phone it leaves the map's buttons at the right edge (zoom, pan) free.
  return (
    <div
      role="alert"
      className="fixed inset-x-3 bottom-20 z-[2000] mx-auto flex max-w-md flex-wrap items-center gap-3 rounded-xl bg-slate-900 px-4 py-3 text-sm text-white shadow-lg max-sm:[body:has(.aed-map-page)_&]:right-16"
    >
      <p className="min-w-0 flex-1 font-semibold">
        {offline ? t('service.offline') : dataAsOf ? t('service.dataAsOf', { time: asOfTime(dataAsOf) }) : t('service.unavailable')}
      </p>
      <button type="button" onClick={retry} className={buttonClass('secondary', 'px-3 py-1.5')}>
        {t('actions.retryNow')}
      </button>
    </div>
  );
}
