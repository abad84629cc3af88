import { useQuery } from '@tanstack/react-query';
import { listMediaFiles, mediaFileKeys } from '../../../lib/upload';

/**
 * GET /api/files?entityType=HELP_CENTER&entityId={id}: public, asked only when someone opens a
 * help center's photos, so the list itself costs no request per row.
 */
export function useHelpCenterPhotos(helpCenterId: string) {
  return useQuery({ queryKey: mediaFileKeys.of('HELP_CENTER', helpCenterId), queryFn: ({ signal }) => listMediaFiles('HELP_CENTER', helpCenterId, signal), staleTime: 60_000 });
}
