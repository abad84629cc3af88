import type { AdminResource } from '../features/admin';
import { aedsResource } from '../features/admin/aeds/aeds-resource';
import { auditResource } from '../features/admin/audit/audit-resource';
import { activitiesResource } from '../features/admin/activities/activities-resource';
import { devicesResource } from '../features/admin/devices/devices-resource';
import { helpCentersResource } from '../features/admin/helpcenters/helpcenters-resource';
import { helpServiceOptionsResource, helpServicesResource } from '../features/admin/helpservices/helpservices-resource';
import { lockedAccountsResource } from '../features/admin/locked-accounts/locked-accounts-resource';
import { notificationsResource } from '../features/admin/notifications/notifications-resource';
import { statisticsResource } from '../features/admin/statistics/statistics-resource';
import { storageResource } from '../features/admin/storage/storage-resource';
import { trashResource } from '../features/admin/trash/trash-resource';
import { usersResource } from '../features/admin/users/users-resource';

/**
 * The administration console's resources: registering one is one line here (see
 * features/admin/resource/README.md). Sidebar items no resource serves show 'coming soon'.
 */
export const adminResources: AdminResource[] = [aedsResource, usersResource, devicesResource, activitiesResource, statisticsResource, notificationsResource, helpServicesResource, helpServiceOptionsResource, helpCentersResource, storageResource, auditResource, trashResource, lockedAccountsResource];
