import type { Activity } from '@aedatlas/contracts';
import { dateDetailField } from '../resource/date-detail-field';
import type { DetailGroup } from '../resource/resource-types';

const date = dateDetailField<Activity>;

/** Activity Details (001 §2): every field of the activity. */
export const activityDetailGroups: DetailGroup<Activity>[] = [
  {
    title: 'Activity',
    fields: [
      { label: 'ID', key: 'id' },
      { label: 'Title', key: 'title' },
      { label: 'Description', key: 'description' },
      { label: 'Language', key: 'language' },
      { label: 'Points', key: 'points' },
      { label: 'Organization', key: 'organization' },
    ],
  },
  {
    title: 'Location',
    fields: [
      { label: 'Street', key: 'street' },
      { label: 'City', key: 'city' },
      { label: 'Country', key: 'country' },
      { label: 'Zip Code', key: 'zipCode' },
      { label: 'Latitude', key: 'latitude' },
      { label: 'Longitude', key: 'longitude' },
    ],
  },
  { title: 'Dates', fields: [date('startsAt', 'Starts At'), date('expiresAt', 'Expires At'), date('createdAt', 'Created At'), date('updatedAt', 'Updated At')] },
];
