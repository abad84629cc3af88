import { defineAdminResource } from '../../admin/resource/define-admin-resource';
import { TrackedActivitiesPage } from './tracked-activities-page';

/** /dashboard/trackedActivities (002 §2): a chart of its own, not a record list. */
export const trackedActivitiesResource = defineAdminResource<never>({
  base: 'dashboard',
  name: 'tracked-activities',
  label: { one: 'Tracked activity', many: 'Tracked activities' },
  path: 'trackedActivities',
  getId: () => '',
  api: {},
  pages: { list: TrackedActivitiesPage },
});
