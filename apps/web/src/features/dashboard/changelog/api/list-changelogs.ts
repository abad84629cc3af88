import type { ChangelogList } from '@aedatlas/contracts';
import { api } from '../../../../lib/api-client';

/** GET admin/Changelogs (002 §7): both platforms' lists, newest first. */
export const listChangelogs = (signal?: AbortSignal) => api.get<ChangelogList>('/api/admin/Changelogs', { silent: true, signal });
