import { isStoragePath } from '@aedatlas/contracts';

/** Storage paths have no leading '/'; the root is ''. */
export function joinPath(parent: string, name: string): string {
  return parent ? `${parent}/${name}` : name;
}

export function parentOf(path: string): string {
  const slash = path.lastIndexOf('/');
  return slash < 0 ? '' : path.slice(0, slash);
}

export interface Crumb {
  label: string;
  path: string;
}

/** Root, then one crumb per folder down to `path`. */
export function crumbsOf(path: string, rootLabel: string): Crumb[] {
  const crumbs: Crumb[] = [{ label: rootLabel, path: '' }];
  if (!path) return crumbs;
  path.split('/').forEach((segment, k, all) => crumbs.push({ label: segment, path: all.slice(0, k + 1).join('/') }));
  return crumbs;
}

/** The folder in the address (?path=), or the root when it is missing or cannot be a folder. */
export function folderFromAddress(value: string | null): string {
  const path = (value ?? '').replace(/^\/+|\/+$/g, '');
  return isStoragePath(path, true) ? path : '';
}

/** The tree opens at these (002 §2), wherever they exist. */
export const INITIALLY_EXPANDED = ['', 'uploads', 'uploads/aeds', 'uploads/res', 'uploads/res/icons'] as const;
