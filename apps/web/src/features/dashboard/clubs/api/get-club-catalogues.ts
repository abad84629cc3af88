import { CATALOGUE_PATHS, type ClubCategoryType, type ClubType } from '@aedatlas/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';

/** GET admin/ClubTypes and admin/ClubCategoryTypes: the catalogues a club picks from, sorted by name. */
export const getClubTypes = (signal?: AbortSignal) => api.get<ClubType[]>(`/api${CATALOGUE_PATHS.clubTypes}`, { silent: true, signal });
export const getClubCategoryTypes = (signal?: AbortSignal) => api.get<ClubCategoryType[]>(`/api${CATALOGUE_PATHS.clubCategoryTypes}`, { silent: true, signal });

// Reference data that never changes while the app runs.
export const clubTypesQuery = queryOptions({ queryKey: ['dashboard', 'club-types'], queryFn: ({ signal }) => getClubTypes(signal), staleTime: Infinity });
export const clubCategoryTypesQuery = queryOptions({ queryKey: ['dashboard', 'club-category-types'], queryFn: ({ signal }) => getClubCategoryTypes(signal), staleTime: Infinity });

export const useClubTypes = () => useQuery(clubTypesQuery);
export const useClubCategoryTypes = () => useQuery(clubCategoryTypesQuery);
