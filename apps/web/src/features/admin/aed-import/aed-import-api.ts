import type { AedImportConflict, AedImportRun, AedMissingInOsm, Paged } from '@aedatlas/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api, currentAccessToken } from '../../../lib/api-client';
import { errorMessageOf } from '../../../lib/http';
import { toastSuccess } from '../../../lib/success-toast';
import { sendWithProgress } from '../../../lib/upload/send-with-progress';

export const aedImportKeys = { all: ['admin', 'aed-import'] as const };

/** POST /api/admin/aed-import: the mode first, then the file, as the server reads them. */
export async function startImport({ file, mode }: { file: File; mode: 'full' | 'partial' }): Promise<AedImportRun> {
  const form = new FormData();
  form.append('mode', mode);
  form.append('file', file, file.name);
  const token = await currentAccessToken();
  const { status, body } = await sendWithProgress({ method: 'POST', url: '/api/admin/aed-import', body: form, token });
  if (status < 200 || status >= 300) throw new ApiError(status, errorMessageOf(body, `Request failed (${status})`), body ?? null);
  return body as AedImportRun;
}

/** A run nobody is working on: its dry run or its apply has ended. */
export const finished = (run: AedImportRun | undefined) => run !== undefined && !['queued', 'running', 'applying'].includes(run.status);

/** The run, asked again every half second until it is done or failed. */
export function useImportRun(id: string | null) {
  const client = useQueryClient();
  return useQuery({
    queryKey: [...aedImportKeys.all, 'run', id],
    queryFn: async () => {
      const run = await api.get<AedImportRun>(`/api/admin/aed-import/${encodeURIComponent(id!)}`);
      // An applied import may have raised conflicts and flagged AEDs: show them.
      if (finished(run)) void client.invalidateQueries({ queryKey: [...aedImportKeys.all, 'lists'] });
      return run;
    },
    enabled: id !== null,
    refetchInterval: (query) => (finished(query.state.data) ? false : 500),
  });
}

/** The latest runs, newest first; asked again while one is still going. */
export function useRecentImports(size: number) {
  return useQuery({
    queryKey: [...aedImportKeys.all, 'lists', 'runs', size],
    queryFn: () => api.get<Paged<AedImportRun>>(`/api/admin/aed-import?size=${size}`),
    refetchInterval: (query) => (query.state.data?.data.some((run) => !finished(run)) ? 2000 : false),
  });
}

export function useOpenConflicts(page: number, size: number) {
  return useQuery({
    queryKey: [...aedImportKeys.all, 'lists', 'conflicts', page, size],
    queryFn: () => api.get<Paged<AedImportConflict>>(`/api/admin/aed-import/conflicts?status=open&page=${page}&size=${size}`),
    placeholderData: keepPreviousData,
  });
}

export function useMissingInOsm(page: number, size: number) {
  return useQuery({
    queryKey: [...aedImportKeys.all, 'lists', 'missing', page, size],
    queryFn: () => api.get<Paged<AedMissingInOsm>>(`/api/admin/aed-import/missing?page=${page}&size=${size}`),
    placeholderData: keepPreviousData,
  });
}

export function useResolveConflict() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, keep }: { id: string; keep: 'registry' | 'osm' }) =>
      api.post<AedImportConflict>(`/api/admin/aed-import/conflicts/${encodeURIComponent(id)}/resolve`, { keep }),
    onSuccess: () => {
      toastSuccess('Conflict resolved');
      return client.invalidateQueries({ queryKey: [...aedImportKeys.all, 'lists'] });
    },
  });
}

/** POST /api/admin/aed-import/:id/apply: the import of the planned run, as a job; the run is asked again until done. */
export function useApplyImport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<AedImportRun>(`/api/admin/aed-import/${encodeURIComponent(id)}/apply`, undefined, { silent: true }),
    onSuccess: (run) => client.setQueryData([...aedImportKeys.all, 'run', run.id], run),
    onSettled: () => client.invalidateQueries({ queryKey: [...aedImportKeys.all, 'lists'] }),
  });
}
