import { api } from '../../../../lib/api-client';
import { changelogPath } from './changelog-path';

/** DELETE admin/Changelogs/{type}/{version}. */
export const deleteChangelog = (id: string) => api.delete<void>(changelogPath(id), { silent: true });
