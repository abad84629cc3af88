import type { WasteSite } from '@aedatlas/contracts';
import { formatDateTime } from '../../../lib/format';
import { defineAdminResource } from '../../admin/resource/define-admin-resource';
import { listWasteSites } from './api/list-waste-sites';
import { WasteSiteMapButton } from './waste-site-map-button';
import { WasteSitePhotoButton } from './waste-site-photo-button';

/** 46.0513 -> '46.05' (002 §2: latitude and longitude with 2 decimals). */
export const formatCoordinate = (value: number) => value.toFixed(2);

/**
 * Waste sites (002 §2): description, address, when reported (newest first) and where; per row the
 * photo in the image viewer and a map slide-over with the photo in the marker's popup.
 */
export const wasteSitesResource = defineAdminResource<WasteSite>({
  base: 'dashboard',
  name: 'waste-site',
  label: { one: 'Waste site', many: 'Waste sites' },
  path: 'wasteSites',
  getId: (s) => s.wasteSiteId,
  api: { list: listWasteSites },
  list: {
    mode: 'legacy',
    searchPlaceholder: 'Search by description or address...',
    defaultSort: { id: 'timestamp', desc: true },
    sortFields: { description: 'description', geoAddress: 'geoAddress', timestamp: 'timestamp', latitude: 'latitude', longitude: 'longitude' },
    columns: [
      { id: 'description', header: 'Description', accessor: (s) => s.description, cell: (s) => <span className="font-medium text-slate-900">{s.description}</span> },
      { id: 'geoAddress', header: 'Address', accessor: (s) => s.geoAddress, cell: (s) => s.geoAddress ?? <span className="text-slate-500">No address</span> },
      {
        id: 'timestamp',
        header: 'Timestamp',
        accessor: (s) => s.timestamp,
        cell: (s) => (
          <time dateTime={s.timestamp} className="whitespace-nowrap">
            {formatDateTime(s.timestamp)}
          </time>
        ),
      },
      { id: 'latitude', header: 'Latitude', accessor: (s) => s.latitude, cell: (s) => formatCoordinate(s.latitude), className: 'text-right tabular-nums' },
      { id: 'longitude', header: 'Longitude', accessor: (s) => s.longitude, cell: (s) => formatCoordinate(s.longitude), className: 'text-right tabular-nums' },
      {
        id: 'actions',
        header: 'Actions',
        sortable: false,
        pin: 'end',
        className: 'w-px whitespace-nowrap',
        cell: (s) => (
          <div className="-my-2 flex gap-1">
            <WasteSitePhotoButton site={s} />
            <WasteSiteMapButton site={s} />
          </div>
        ),
      },
    ],
    rowLabel: (s) => s.description,
    retry: true,
  },
  messages: {
    loadListFailed: 'Failed to load waste sites. Please try again later.',
    empty: 'No waste sites reported yet',
    emptySearch: (s) => `No waste sites match "${s}"`,
  },
});
