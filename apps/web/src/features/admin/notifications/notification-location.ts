import type { NotificationDetails, NotificationRead } from '@aedatlas/contracts';
import type { MapPoint } from '../../../components/points-map';
import { formatDateTime } from '../../../lib/format';

/** A real position: both numbers finite and in range. */
export const hasPosition = (lat: number | null | undefined, lon: number | null | undefined): boolean =>
  typeof lat === 'number' && typeof lon === 'number' && Number.isFinite(lat) && Number.isFinite(lon) && Math.abs(lat) <= 90 && Math.abs(lon) <= 180;

/** A read with a position that is not 0, 0 (001 §2: 'per read with a non-zero location'). */
const readPosition = (r: NotificationRead) => hasPosition(r.latitude, r.longitude) && (r.latitude !== 0 || r.longitude !== 0);

/** The Location Map's markers: 'Notification Sent', and 'Read by {name} at {time}' for each located read. */
export function locationPoints(notification: NotificationDetails, reads: NotificationRead[]): MapPoint[] {
  const points: MapPoint[] = [];
  if (hasPosition(notification.latitude, notification.longitude)) {
    points.push({ latitude: notification.latitude!, longitude: notification.longitude!, label: 'Notification Sent', tone: 'sent' });
  }
  for (const read of reads.filter(readPosition)) {
    points.push({ latitude: read.latitude!, longitude: read.longitude!, label: `Read by ${read.userDisplayName ?? read.userId} at ${formatDateTime(read.readAt)}`, tone: 'read' });
  }
  return points;
}

/** 4 decimals (001 §9), or 'No location'. */
export const locationText = (r: NotificationRead) => (hasPosition(r.latitude, r.longitude) ? `${r.latitude!.toFixed(4)}, ${r.longitude!.toFixed(4)}` : 'No location');
