import type { StorageFile } from '@aedatlas/contracts';
import { defineAdminResource } from '../resource/define-admin-resource';
import { StoragePage } from './storage-page';

/** The storage browser (002 §2): a screen of its own, registered like every admin screen. */
export const storageResource = defineAdminResource<StorageFile>({
  name: 'storage',
  label: { one: 'File', many: 'Files' },
  title: 'Storage',
  path: 'storage',
  getId: (file) => file.path,
  api: {},
  pages: { list: StoragePage },
});
