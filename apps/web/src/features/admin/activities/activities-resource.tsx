import { ACTIVITY_SORT, type Activity } from '@aedatlas/contracts';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/button-styles';
import { RecordHistoryPanel } from '../audit/record-history-panel';
import { defineAdminResource } from '../resource/define-admin-resource';
import { createActivity } from './api/create-activity';
import { deleteActivity } from './api/delete-activity';
import { getActivity } from './api/get-activity';
import { listActivities } from './api/list-activities';
import { updateActivity } from './api/update-activity';
import { activityColumns } from './activity-columns';
import { activityDetailGroups } from './activity-details';
import { activityFormSchema, activityFormSections, activityToValues, newActivityValues } from './activity-form';

/**
 * Activities (001 §2): the table is the seeds'; create, edit and delete are ours (the seeds do not
 * say how activities appear, and admins expect to manage them).
 */
export const activitiesResource = defineAdminResource<Activity>({
  name: 'activity',
  label: { one: 'Activity', many: 'Activities' },
  title: 'Activities',
  path: 'activities',
  recordPaths: ['activity/:id'],
  createPaths: ['activity/new'],
  getId: (a) => a.id,
  getVersion: (a) => a.updatedAt,
  api: { list: listActivities, get: getActivity, create: createActivity, update: updateActivity, remove: deleteActivity },
  list: {
    exportPath: '/api/admin/activity',
    columns: activityColumns,
    // Searched, sorted and paged on the server: the table never holds more than one page.
    mode: 'server',
    sortFields: Object.fromEntries(ACTIVITY_SORT.map((field) => [field, field])),
    searchDelayMs: 500,
    searchPlaceholder: 'Search activities...',
    pageSizes: [10, 20, 30, 40, 50],
    defaultSort: { id: 'startsAt', desc: true },
    pager: 'always',
    retry: true,
    rowClick: 'detail',
    rowActions: { edit: true, delete: true },
    headerActions: (
      <Link to="/admin/activity/new" className={buttonClass('primary')}>
        + Add Activity
      </Link>
    ),
  },
  detail: { title: () => 'Activity Details', groups: activityDetailGroups },
  form: {
    createSchema: activityFormSchema,
    sections: activityFormSections,
    defaults: newActivityValues,
    toValues: activityToValues,
    afterForm: (a) => (
      <div className="mx-auto mt-6 w-full max-w-4xl">
        <RecordHistoryPanel entityType="activity" entityId={a.id} />
      </div>
    ),
  },
  messages: {
    loadListFailed: 'Failed to load activities. Please try again later.',
    loadOneFailed: 'Failed to load activity',
    createFailed: 'Failed to create activity',
    updateFailed: 'Failed to update activity',
    deleteFailed: 'Failed to delete activity',
    deleteConfirm: 'Are you sure you want to delete this activity? You can restore it from the Trash.',
    empty: 'No activities found',
    notFound: 'Activity not found',
  },
});
