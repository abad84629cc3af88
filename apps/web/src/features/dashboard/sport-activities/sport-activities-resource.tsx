import type { SportActivity } from '@aedatlas/contracts';
import { formatDateTime } from '../../../lib/format';
import { defineAdminResource } from '../../admin/resource/define-admin-resource';
import { listSportActivities } from './api/list-sport-activities';
import { SportActivityRoute } from './sport-activity-route';
import { formatDuration, formatDurationShort, formatKm, formatKmh, formatPercent } from './sport-units';

const time = (value: string) => (
  <time dateTime={value} className="whitespace-nowrap">
    {formatDateTime(value)}
  </time>
);

/**
 * Sport activities (002 §2): type, duration, start, end and distance, 12 a page with Previous and
 * Next; the details slide-over shows the route on a map, its elevation profile and the figures
 * in the units of 002 §9.
 */
export const sportActivitiesResource = defineAdminResource<SportActivity>({
  base: 'dashboard',
  name: 'sport-activity',
  label: { one: 'Sport activity', many: 'Sport activities' },
  path: 'sportsActivities',
  getId: (a) => a.sportActivityId,
  api: { list: listSportActivities },
  list: {
    exportPath: '/api/admin/SportActivities',
    mode: 'legacy',
    searchPlaceholder: 'Search by name or type...',
    defaultSort: { id: 'startTime', desc: true },
    sortFields: { type: 'sportActivityTypeDescription', duration: 'duration', startTime: 'startTime', endTime: 'endTime', distance: 'distance' },
    columns: [
      { id: 'type', header: 'Description', accessor: (a) => a.sportActivityTypeDescription, cell: (a) => <span className="font-medium text-slate-900">{a.sportActivityTypeDescription}</span> },
      { id: 'duration', header: 'Duration', accessor: (a) => a.duration, cell: (a) => <span className="whitespace-nowrap">{formatDurationShort(a.duration)}</span> },
      { id: 'startTime', header: 'Start Time', accessor: (a) => a.startTime, cell: (a) => time(a.startTime) },
      { id: 'endTime', header: 'End Time', accessor: (a) => a.endTime, cell: (a) => time(a.endTime) },
      { id: 'distance', header: 'Distance', accessor: (a) => a.distance, cell: (a) => <span className="whitespace-nowrap">{formatKm(a.distance)}</span>, className: 'text-right' },
    ],
    rowLabel: (a) => `${a.sportActivityTypeDescription}, ${formatDateTime(a.startTime)}`,
    rowClick: 'detail',
    rowActions: { view: true },
    retry: true,
  },
  detail: {
    presentation: 'panel',
    title: (a) => a.sportActivityName,
    groups: [
      { title: 'Route', fields: [], render: (a) => <SportActivityRoute id={a.sportActivityId} name={a.sportActivityName} /> },
      {
        title: 'Activity',
        fields: [
          { label: 'Name', key: 'sportActivityName' },
          { label: 'Type', key: 'sportActivityTypeDescription' },
          { label: 'Start time', value: (a) => formatDateTime(a.startTime) },
          { label: 'Duration', value: (a) => formatDuration(a.duration) },
          { label: 'Distance', value: (a) => formatKm(a.distance) },
          { label: 'Average speed', value: (a) => formatKmh(a.averageSpeed) },
          { label: 'Ascent on track', value: (a) => formatPercent(a.ascentOnTrack) },
          { label: 'Descent on track', value: (a) => formatPercent(a.descentOnTrack) },
          { label: 'Value points', value: (a) => String(a.valuePoints) },
        ],
      },
    ],
  },
  messages: {
    loadListFailed: 'Failed to load sport activities. Please try again later.',
    empty: 'No sport activities yet',
    emptySearch: (s) => `No sport activities match "${s}"`,
  },
});
