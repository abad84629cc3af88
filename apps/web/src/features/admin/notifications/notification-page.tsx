import { MAP_DEFAULT } from '@aedatlas/contracts';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { PointsMap } from '../../../components/points-map';
import { Spinner } from '../../../components/spinner';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { useAdminPageTitle } from '../shell/admin-page-title';
import { useNotification } from './api/get-notification';
import { useNotificationReads } from './api/list-notification-reads';
import { DeliveryCountsPanel } from './delivery-counts';
import { hasPosition, locationPoints } from './notification-location';
import { NotificationUserBlock } from './notification-user-block';
import { READ_PAGE_SIZES, ReadStatusTable } from './read-status-table';

/**
 * One notification (001 §2): /admin/notification/{id} shows the details, /admin/notification/{id}/reads
 * the 'Notification Reads' view of the same data with a short 'sent to' block. Both show the
 * Location Map when the notification or a read has a place, and the Read Status table.
 */
export function NotificationPage({ view }: { view: 'details' | 'reads' }) {
  const { id = '' } = useParams();
  useAdminPageTitle(view === 'reads' ? 'Notification Reads' : 'Notification Details');
  const [page, setPage] = useState(0);
  const [size, setSize] = useState<number>(READ_PAGE_SIZES[0]);
  const notification = useNotification(id);
  const reads = useNotificationReads(id, page, size, notification.isSuccess);

  const back = (
    <Link to="/admin/notifications" className="inline-block font-semibold text-red-700 hover:underline">
      ← Back to Notifications
    </Link>
  );
  if (notification.isPending) return <Spinner label="Loading notification details..." />;
  if (notification.isError) {
    const missing = notification.error instanceof ApiError && notification.error.status === 404;
    return (
      <section className="mx-auto w-full max-w-5xl space-y-4">
        {back}
        <p role="alert" className="font-medium text-red-700">
          {missing ? 'Notification not found' : 'Failed to load notification details.'}
        </p>
      </section>
    );
  }
  const n = notification.data;
  const points = locationPoints(n, reads.data?.data ?? []);
  const center = hasPosition(n.latitude, n.longitude) ? { lat: n.latitude!, lon: n.longitude! } : { lat: MAP_DEFAULT.lat, lon: MAP_DEFAULT.lon };

  return (
    <section className="mx-auto w-full max-w-5xl space-y-6">
      {back}
      <header className="space-y-2">
        <p className="text-sm font-semibold text-slate-600">{view === 'reads' ? 'Notification Reads' : 'Notification'}</p>
        <h1 className="text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl">{n.title}</h1>
        <p className="whitespace-pre-line text-slate-800">{n.message}</p>
        <p className="text-sm text-slate-600">
          Created At: {formatDateTime(n.createdAt)}
          {n.kind === 'push' && ' · Push to user'}
        </p>
        {n.data && (
          <p className="text-sm text-slate-600">
            Additional data: {Object.entries(n.data).map(([k, v]) => `${k} = ${v}`).join(', ')}
          </p>
        )}
        {view === 'details' && (
          <Link to={`/admin/notification/${n.id}/reads`} className="inline-block text-sm font-semibold text-red-700 hover:underline">
            View reads
          </Link>
        )}
      </header>
      <NotificationUserBlock notification={n} compact={view === 'reads'} />
      <DeliveryCountsPanel counts={n.delivery} />
      {points.length > 0 && (
        <section aria-labelledby="location-map" className="space-y-2">
          <h2 id="location-map" className="text-lg font-semibold text-slate-900">
            Location Map
          </h2>
          <PointsMap points={points} center={center} zoom={MAP_DEFAULT.zoom} label="Location Map: where the notification was sent and where it was read" className="h-80" />
          <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
            {points.map((p) => (
              <li key={`${p.label}-${p.latitude}`} className="flex items-center gap-1.5">
                <span aria-hidden="true" className={`inline-block h-3 w-3 rounded-full ${p.tone === 'sent' ? 'bg-red-700' : 'bg-blue-700'}`} />
                {p.label}
              </li>
            ))}
          </ul>
        </section>
      )}
      <ReadStatusTable reads={reads} page={page} size={size} onPage={setPage} onSize={setSize} />
    </section>
  );
}

export const NotificationDetailsPage = () => <NotificationPage view="details" />;
export const NotificationReadsPage = () => <NotificationPage view="reads" />;
