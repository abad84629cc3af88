/**
 * Where sign-in returns to. A guarded page sends a signed-out person to /login?next=<the page>, so
 * a link from a reminder mail or a colleague (/admin/aed/42) opens that page after sign-in. Only a
 * path of this site is followed: anything that could leave it (//host, /\host, a scheme) is not.
 */
export const AFTER_LOGIN_DEFAULT = '/map';

const NEXT_PARAM = 'next';

export function safeReturnPath(raw: string | null | undefined): string | null {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return null;
  // Control characters and backslashes have no place in a path of ours; browsers read some as '/'.
  if ([...raw].some((c) => c < ' ' || c === '\u007f' || c === '\\')) return null;
  if (raw === '/login' || raw.startsWith('/login?') || raw === '/logout') return null;
  return raw;
}

/** /login, carrying the page asked for (path, query and fragment) when there is one worth returning to. */
export function loginPathFor(location: { pathname: string; search?: string; hash?: string }): string {
  const wanted = safeReturnPath(`${location.pathname}${location.search ?? ''}${location.hash ?? ''}`);
  return wanted && wanted !== '/' ? `/login?${NEXT_PARAM}=${encodeURIComponent(wanted)}` : '/login';
}

/** The page to open after sign-in, from /login's address. */
export function returnPathFrom(search: string): string {
  return safeReturnPath(new URLSearchParams(search).get(NEXT_PARAM)) ?? AFTER_LOGIN_DEFAULT;
}
