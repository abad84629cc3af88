import type { RouteObject } from 'react-router';
import { adminResources } from '../../src/app/admin-resources';
import { routes } from '../../src/app/routes';
import { adminRoutes } from '../../src/features/admin';

/** Who opens a page: a visitor, a member (routes that need a login) or an admin (/admin). */
export type PageAccess = 'visitor' | 'member' | 'admin';

export interface AppPage {
  /** The route's path pattern, e.g. '/admin/aed/:id'. */
  pattern: string;
  access: PageAccess;
}

const join = (base: string, path = '') => `${base.replace(/\/$/, '')}/${path}`.replace(/\/+/g, '/');

function walk(list: RouteObject[], base: string, access: PageAccess, out: AppPage[]) {
  for (const route of list) {
    const session = (route.handle as { session?: string } | undefined)?.session;
    const here = route.path === undefined ? base : join(base, route.path);
    // The dispatch view is for the dispatch role or admins: walked as an admin.
    const role = (route.handle as { role?: string } | undefined)?.role;
    const need: PageAccess = route.path === 'admin' || role === 'dispatch' ? 'admin' : session === 'required' ? 'member' : access;
    if (route.path === 'admin') {
      // The console's routes live in its own (lazy) router: the registered resources and the sidebar's screens.
      walk(adminRoutes(adminResources), here, 'admin', out);
    } else if (route.children?.length) {
      walk(route.children, here, need, out);
    } else if (route.index || route.path !== undefined) {
      out.push({ pattern: here === '' ? '/' : here, access: need });
    }
  }
}

/**
 * Every page the app's router serves, read from the route table itself (app/routes.tsx and the
 * admin console's resources), so a page added there is covered without touching the tests.
 */
export function appPages(): AppPage[] {
  const out: AppPage[] = [];
  walk(routes, '/', 'visitor', out);
  const seen = new Set<string>();
  return out.filter((page) => !seen.has(page.pattern) && seen.add(page.pattern));
}

/** A concrete address for a pattern: ids from `ids` by the segment before them, '*' as an unknown page. */
export function addressOf(pattern: string, ids: Record<string, string>, fallbackId: string): string {
  const parts = pattern.split('/');
  return parts
    .map((part, k) => {
      if (part === '*') return k === 2 && parts[1] === 'dashboard' ? 'ads' : 'no-such-page';
      if (!part.startsWith(':')) return part;
      return ids[parts[k - 1]] ?? fallbackId;
    })
    .join('/');
}
