import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deleteMediaFile, listMediaFiles, mediaFileKeys } from '../../../../lib/upload';

/** GET /api/files?entityType=HELP_CENTER&entityId={uuid}: the help center's gallery. */
export function useHelpCenterPhotos(helpCenterId: string) {
  return useQuery({ queryKey: mediaFileKeys.of('HELP_CENTER', helpCenterId), queryFn: ({ signal }) => listMediaFiles('HELP_CENTER', helpCenterId, signal), staleTime: 0 });
}

/** The same key as the public gallery's, so a change shows there at once too. */
export function useReloadHelpCenterPhotos(helpCenterId: string) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: mediaFileKeys.of('HELP_CENTER', helpCenterId) });
}

/** DELETE /api/files/{id}: the stored file and its place in the gallery. */
export function useDeleteHelpCenterPhoto(helpCenterId: string) {
  const reload = useReloadHelpCenterPhotos(helpCenterId);
  return useMutation({ mutationFn: deleteMediaFile, onSettled: reload });
}
