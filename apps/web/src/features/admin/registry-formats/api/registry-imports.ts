import type { Paged, RegistryImportRun } from '@aedatlas/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api, currentAccessToken } from '../../../../lib/api-client';
import { errorMessageOf } from '../../../../lib/http';
import { sendWithProgress } from '../../../../lib/upload/send-with-progress';

export const registryImportKeys = { all: ['admin', 'registry-imports'] as const };

/** POST /api/admin/registry-imports: the dry run of a Géo'DAE file (the fields first, then the file, as the server reads them). */
export async function dryRunGeodae({ file, source, onProgress }: { file: File; source: string; onProgress?: (fraction: number) => void }): Promise<RegistryImportRun> {
  const form = new FormData();
  form.append('format', 'geodae');
  form.append('source', source);
  form.append('file', file, file.name);
  const token = await currentAccessToken();
  const { status, body } = await sendWithProgress({ method: 'POST', url: '/api/admin/registry-imports', body: form, token, onProgress });
  if (status < 200 || status >= 300) throw new ApiError(status, errorMessageOf(body, `Request failed (${status})`), body ?? null);
  return body as RegistryImportRun;
}

/** The latest runs, newest first. */
export function useRegistryImports(size: number) {
  return useQuery({
    queryKey: [...registryImportKeys.all, 'list', size],
    queryFn: ({ signal }) => api.get<Paged<RegistryImportRun>>(`/api/admin/registry-imports?page=0&size=${size}`, { silent: true, signal }),
  });
}

/** POST /api/admin/registry-imports/:id/apply; the history and the map's AEDs follow. */
export function useApplyRegistryImport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<RegistryImportRun>(`/api/admin/registry-imports/${encodeURIComponent(id)}/apply`, undefined, { silent: true }),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: registryImportKeys.all });
      void client.invalidateQueries({ queryKey: ['admin', 'geodae-report'] });
      void client.invalidateQueries({ queryKey: ['aed'] });
    },
  });
}
