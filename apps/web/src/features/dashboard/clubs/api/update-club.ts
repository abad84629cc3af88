import { ifMatchHeader, type Club } from '@aedatlas/contracts';
import { api } from '../../../../lib/api-client';

/** PUT admin/Clubs/{id} (002 §7: the fields plus clubId), with the edited version as If-Match. */
export const updateClub = (id: string, body: unknown, version?: string) =>
  api.put<Club>(`/api/admin/Clubs/${encodeURIComponent(id)}`, { ...(body as object), clubId: id }, { silent: true, headers: ifMatchHeader(version) });
