import type { Changelog } from '@aedatlas/contracts';
import { defineAdminResource } from '../../admin/resource/define-admin-resource';
import { ChangelogPage } from './changelog-page';
import { platformResource } from './changelog-platforms';

/** /dashboard/changelog (002 §2): the iOS and Android tables on one screen. */
export const changelogResource = defineAdminResource<Changelog>({
  ...platformResource('ios'),
  label: { one: 'Changelog entry', many: 'Changelog' },
  pages: { list: ChangelogPage },
});
