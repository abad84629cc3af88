import type { PublicHelpCenter } from '@aedatlas/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { usePublicConfig } from '../../../lib/config';

/** The fields the table shows (000 §3 "Help center (public list)"). */
export type HelpCenterRow = Pick<
  PublicHelpCenter,
  'id' | 'name' | 'description' | 'additionalDescription' | 'address' | 'postalCode' | 'city' | 'phoneNumber' | 'mobileNumber' | 'email' | 'validated'
>;

const str = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

/**
 * The list may come from an outside service (the configured URL), so it is read leniently: a bare
 * array or a paged `{ data }` (000 §3), missing texts as '', and rows without an id get one.
 */
export function toHelpCenterRows(body: unknown): HelpCenterRow[] {
  const parsed = typeof body === 'string' ? JSON.parse(body) : body;
  const list: unknown = Array.isArray(parsed) ? parsed : (parsed as { data?: unknown } | null)?.data;
  if (!Array.isArray(list)) throw new Error('The help center list is not a list');
  return list.map((item: Record<string, unknown>, index) => ({
    id: str(item?.id) || `row-${index}`,
    name: str(item?.name),
    description: str(item?.description),
    additionalDescription: str(item?.additionalDescription),
    address: str(item?.address),
    postalCode: str(item?.postalCode),
    city: str(item?.city),
    phoneNumber: str(item?.phoneNumber),
    mobileNumber: str(item?.mobileNumber),
    email: str(item?.email),
    validated: item?.validated === true,
  }));
}

/** GET of the configured help centers URL: any content type accepted, never a token (000 §7). */
export async function getHelpCenters(url: string): Promise<HelpCenterRow[]> {
  // Silent: the table shows its own failure text.
  return toHelpCenterRows(await api.get<unknown>(url, { auth: false, accept: '*/*', silent: true }));
}

export const helpCentersQueryOptions = (url: string) =>
  queryOptions({ queryKey: ['helpcenters', 'public', url], queryFn: () => getHelpCenters(url), staleTime: 5 * 60_000 });

export function useHelpCenters() {
  const config = usePublicConfig();
  const url = config.data?.helpCentersUrl;
  const list = useQuery({ ...helpCentersQueryOptions(url ?? ''), enabled: Boolean(url) });
  return { ...list, isPending: config.isPending || list.isPending };
}
