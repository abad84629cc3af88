import { lazy } from 'react';
import { defineAdminResource } from '../resource/define-admin-resource';
import type { TrashEntry } from './api/trash-api';

/**
 * The Trash screen (/admin/trash): deleted AEDs, ICE contacts, help services, help centers and
 * the dashboard's records until the retention period ends. Its own page: the kind filter is not a generated one.
 */
export const trashResource = defineAdminResource<TrashEntry>({
  name: 'trash',
  label: { one: 'Trash entry', many: 'Trash entries' },
  title: 'Trash',
  path: 'trash',
  getId: (e) => e.id,
  api: {},
  pages: { list: lazy(() => import('./trash-page')) },
});
