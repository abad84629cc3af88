/**
 * The address of one entry (002 §7: admin/Changelogs/{type}/{version}). The screens name an entry
 * '{type}/{version}'; the version may hold spaces or brackets, so it travels encoded.
 */
export function changelogPath(id: string): string {
  const slash = id.indexOf('/');
  return `/api/admin/Changelogs/${encodeURIComponent(id.slice(0, slash))}/${encodeURIComponent(id.slice(slash + 1))}`;
}
