import type { Changelog } from '@aedatlas/contracts';
import { api } from '../../../../lib/api-client';

/** POST admin/Changelogs (version, type, date, text). */
export const createChangelog = (body: unknown) => api.post<Changelog>('/api/admin/Changelogs', body, { silent: true });
