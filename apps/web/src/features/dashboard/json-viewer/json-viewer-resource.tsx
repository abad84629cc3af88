import { defineAdminResource } from '../../admin/resource/define-admin-resource';
import { JsonViewerPage } from './json-viewer-page';

/** /dashboard/jsonViewer (002 §2 'API explorer'): a screen of its own. */
export const jsonViewerResource = defineAdminResource<never>({
  base: 'dashboard',
  name: 'json-viewer',
  label: { one: 'Document', many: 'Documents' },
  path: 'jsonViewer',
  getId: () => '',
  api: {},
  pages: { list: JsonViewerPage },
});
