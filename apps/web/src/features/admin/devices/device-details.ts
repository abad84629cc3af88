import type { Device } from '@aedatlas/contracts';
import { dateDetailField } from '../resource/date-detail-field';
import type { DetailGroup } from '../resource/resource-types';

const date = dateDetailField<Device>;

/** The Device Details modal (001 §2 Devices): the id, then Basic, App, Network and Carrier, Localization, System, Timestamps. */
export const deviceDetailGroups: DetailGroup<Device>[] = [
  { title: 'Device', fields: [{ label: 'ID', key: 'id' }] },
  {
    title: 'Basic',
    fields: [
      { label: 'Operating System', key: 'operatingSystem' },
      { label: 'OS Version', key: 'osVersion' },
      { label: 'Device Model', key: 'deviceModel' },
      { label: 'Device Type', key: 'deviceType' },
      { label: 'Screen Resolution', key: 'screenResolution' },
    ],
  },
  { title: 'App', fields: [{ label: 'App Version', key: 'appVersion' }, { label: 'Build Number', key: 'buildNumber' }] },
  { title: 'Network and Carrier', fields: [{ label: 'Network Type', key: 'networkType' }, { label: 'Carrier', key: 'carrier' }] },
  { title: 'Localization', fields: [{ label: 'Language', key: 'language' }, { label: 'Timezone', key: 'timezone' }, { label: 'Locale', key: 'locale' }] },
  { title: 'System', fields: [{ label: 'Battery Status', key: 'batteryStatus' }] },
  { title: 'Timestamps', fields: [date('createdAt', 'Created At'), date('lastUpdated', 'Last Updated')] },
];
