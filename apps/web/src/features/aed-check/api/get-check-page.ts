import { CHECK_CODE_PATTERN, type CheckPage } from '@aedatlas/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client';

/** The code as printed on the label: case and spaces around it do not matter. */
export const normalCode = (code: string) => code.trim().toLowerCase();

/** A 404, or a code no label can have (the server answers 400): the 'No such label' view. */
export const isUnknownLabel = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 400);

/** GET /api/check/{code}: what the check page shows about the label's AED; no account needed. */
export async function getCheckPage(code: string): Promise<CheckPage> {
  if (!CHECK_CODE_PATTERN.test(normalCode(code))) throw new ApiError(404, 'No AED has this label');
  // Silent: the page says itself what went wrong.
  return api.get<CheckPage>(`/api/check/${encodeURIComponent(normalCode(code))}`, { silent: true });
}

export const checkPageQueryOptions = (code: string) => queryOptions({ queryKey: ['check', normalCode(code)], queryFn: () => getCheckPage(code) });

export function useCheckPage(code: string) {
  return useQuery(checkPageQueryOptions(code));
}
