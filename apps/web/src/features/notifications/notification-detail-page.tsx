import { lazy, Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { AlertBanner } from '../../components/alert-banner';
import { Spinner } from '../../components/spinner';
import { useDocumentTitle } from '../../components/use-document-title';
import { ApiError } from '../../lib/api-client';
import { formatDateTime } from '../../lib/format';
import { useInboxNotification } from './api/get-inbox-notification';
import { useRecordRead } from './api/record-read';
import { readLocation } from './read-location';

// Leaflet loads only when a notification has a place to show.
const PointsMap = lazy(() => import('../../components/points-map').then((m) => ({ default: m.PointsMap })));

/**
 * /notifications/{id}: one of the member's notifications. Opening an unread one records the read
 * (POST notification-read) with the member's location when they allow it.
 */
export function NotificationDetailPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('notifications');
  useDocumentTitle(t('detail.documentTitle'));
  const notification = useInboxNotification(id);
  const read = useRecordRead();
  const recorded = useRef(false);
  const unread = notification.data && !notification.data.readAt;

  useEffect(() => {
    if (!unread || recorded.current) return;
    recorded.current = true;
    void readLocation().then((at) => read.mutate({ notificationId: id, latitude: at?.latitude ?? null, longitude: at?.longitude ?? null }));
  }, [unread, id, read]);

  const back = (
    <Link to="/notifications" className="inline-block font-semibold text-red-700 hover:underline">
      {t('detail.back')}
    </Link>
  );
  if (notification.isPending) return <Spinner label={t('detail.loading')} />;
  if (notification.isError) {
    const missing = notification.error instanceof ApiError && notification.error.status === 404;
    return (
      <div className="mx-auto max-w-3xl space-y-4">
        {back}
        <AlertBanner>{missing ? t('detail.notFound') : t('detail.loadFailed')}</AlertBanner>
      </div>
    );
  }
  const n = notification.data;
  const located = n.latitude !== null && n.longitude !== null;
  return (
    <article className="mx-auto max-w-3xl space-y-4">
      {back}
      <header>
        <h1 className="text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl">{n.title}</h1>
        <p className="mt-1 text-sm text-slate-600">{formatDateTime(n.createdAt)}</p>
      </header>
      <p className="text-lg whitespace-pre-line text-slate-800">{n.message}</p>
      {n.data && (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-lg border border-slate-200 bg-white p-3 text-sm">
          {Object.entries(n.data).map(([key, value]) => (
            <div key={key} className="contents">
              <dt className="text-slate-500">{key}</dt>
              <dd className="break-words text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
      )}
      {located && (
        <section aria-labelledby="where" className="space-y-2">
          <h2 id="where" className="font-semibold text-slate-900">
            {t('detail.where')}
          </h2>
          <Suspense fallback={<div className="h-64 rounded-xl border border-slate-200 bg-slate-100" />}>
            <PointsMap
              points={[{ latitude: n.latitude!, longitude: n.longitude!, label: n.title, tone: 'sent' }]}
              center={{ lat: n.latitude!, lon: n.longitude! }}
              zoom={13}
              label={t('detail.mapLabel', { latitude: n.latitude!.toFixed(4), longitude: n.longitude!.toFixed(4) })}
              className="h-64"
            />
          </Suspense>
        </section>
      )}
      <p className="text-sm text-slate-600" aria-live="polite">
        {n.readAt ? t('detail.read', { date: formatDateTime(n.readAt) }) : read.isPending ? t('detail.marking') : ''}
      </p>
    </article>
  );
}
