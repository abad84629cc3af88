import { ifMatchHeader, type Changelog } from '@aedatlas/contracts';
import { api } from '../../../../lib/api-client';
import { changelogPath } from './changelog-path';

/** PUT admin/Changelogs/{type}/{version} (the same fields; the version may change), with If-Match. */
export const updateChangelog = (id: string, body: unknown, version?: string) => api.put<Changelog>(changelogPath(id), body, { silent: true, headers: ifMatchHeader(version) });
