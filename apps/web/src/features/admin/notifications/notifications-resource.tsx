import type { Notification } from '@aedatlas/contracts';
import { lazy } from 'react';
import { defineAdminResource } from '../resource/define-admin-resource';

const details = lazy(() => import('./notification-page').then((m) => ({ default: m.NotificationDetailsPage })));
const reads = lazy(() => import('./notification-page').then((m) => ({ default: m.NotificationReadsPage })));

/** Notifications (001 §2): the list with the send dialog, a notification's details and its reads. */
export const notificationsResource = defineAdminResource<Notification>({
  name: 'notification',
  label: { one: 'Notification', many: 'Notifications' },
  title: 'Notifications',
  path: 'notifications',
  getId: (n) => n.id,
  api: {},
  pages: { list: lazy(() => import('./notifications-list-page')) },
  extraRoutes: [
    { path: 'notification/:id', component: details },
    { path: 'notification/:id/reads', component: reads },
  ],
});
