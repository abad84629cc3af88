import type { Club } from '@aedatlas/contracts';
import { api } from '../../../../lib/api-client';
import type { ListParams, Paged } from '../../../admin/resource/resource-types';
import { legacyListQuery } from '../../lib/crud-api';

/** GET admin/Clubs (002 §7): one page, searched by name and sorted on the server. */
export const listClubs = (params: ListParams, signal?: AbortSignal) => api.get<Paged<Club>>(`/api/admin/Clubs?${legacyListQuery(params)}`, { silent: true, signal });
