import type { AdminResource } from '../features/admin';
import { advertisementsResource } from '../features/dashboard/ads/ads-resource';
import { challengesResource } from '../features/dashboard/challenges/challenges-resource';
import { jsonViewerResource } from '../features/dashboard/json-viewer/json-viewer-resource';
import { newsResource } from '../features/dashboard/news/news-resource';
import { requestAuditResource } from '../features/dashboard/request-audit/request-audit-resource';
import { nfcTagsResource } from '../features/dashboard/nfc-tags/nfc-tags-resource';
import { storeItemsResource } from '../features/dashboard/store-items/store-items-resource';
import { changelogResource } from '../features/dashboard/changelog/changelog-resources';
import { catalogueResources } from '../features/dashboard/types/catalogue-resources';
import { sportActivitiesResource } from '../features/dashboard/sport-activities/sport-activities-resource';
import { userRolesResource } from '../features/dashboard/user-roles/user-roles-resource';
import { legacyUsersResource } from '../features/dashboard/users/users-resource';
import { clubsResource } from '../features/dashboard/clubs/clubs-resource';
import { trackedActivitiesResource } from '../features/dashboard/tracked-activities/tracked-activities-resource';
import { wasteSitesResource } from '../features/dashboard/waste-sites/waste-sites-resource';

/**
 * The legacy dashboard's screens (002), served under /dashboard in the console's shell, for
 * admins only; registering one is one line here (see features/dashboard/README.md). Sidebar items
 * of the 'Dashboard' group no resource serves show 'coming soon'.
 */
export const dashboardResources: AdminResource[] = [
  advertisementsResource,
  newsResource,
  wasteSitesResource,
  sportActivitiesResource,
  challengesResource,
  trackedActivitiesResource,
  ...catalogueResources,
  nfcTagsResource,
  changelogResource,
  storeItemsResource,
  userRolesResource,
  legacyUsersResource,
  clubsResource,
  requestAuditResource,
  jsonViewerResource,
];
