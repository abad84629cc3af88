import type { Changelog } from '@aedatlas/contracts';
import { api } from '../../../../lib/api-client';
import { changelogPath } from './changelog-path';

/** GET admin/Changelogs/{type}/{version}: one entry with its version (updatedAt). */
export const getChangelog = (id: string, signal?: AbortSignal) => api.get<Changelog>(changelogPath(id), { silent: true, signal });
