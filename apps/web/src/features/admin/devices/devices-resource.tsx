import { DEVICE_SORT, type Device } from '@aedatlas/contracts';
import { defineAdminResource } from '../resource/define-admin-resource';
import { getDevice } from './api/get-device';
import { listDevices } from './api/list-devices';
import { deviceColumns } from './device-columns';
import { deviceDetailGroups } from './device-details';

/**
 * Devices (001 §2): read only. Every browser sign-in checks a device in, so the list grows without
 * bound: it is searched, sorted and paged on the server, one page at a time.
 */
export const devicesResource = defineAdminResource<Device>({
  name: 'device',
  label: { one: 'Device', many: 'Devices' },
  title: 'Devices',
  path: 'devices',
  getId: (d) => d.id,
  api: { list: listDevices, get: getDevice },
  list: {
    exportPath: '/api/admin/device',
    columns: deviceColumns,
    mode: 'server',
    sortFields: Object.fromEntries(DEVICE_SORT.map((field) => [field, field])),
    searchDelayMs: 500,
    searchPlaceholder: 'Search devices...',
    pageSizes: [10, 20, 30, 40, 50],
    defaultSort: { id: 'lastUpdated', desc: true },
    pager: 'always',
    retry: true,
    rowClick: 'detail',
  },
  detail: { title: () => 'Device Details', groups: deviceDetailGroups },
  messages: {
    loadListFailed: 'Failed to load devices. Please try again later.',
    empty: 'No devices found',
  },
});
