import { Suspense, useCallback, useRef, useState, type ReactNode } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { Logo } from '../../../components/logo';
import { Spinner } from '../../../components/spinner';
import { AdminDrawer } from './admin-drawer';
import { navItemFor } from './admin-nav-items';
import { AdminTitleContext } from './admin-page-title';
import { AdminSidebarNav } from './admin-sidebar-nav';
import { AdminTopBar } from './admin-top-bar';
import { TrashUndoToasts } from '../trash/trash-undo-toasts';
import { PageErrorBoundary } from '../../../components/page-error-boundary';

/**
 * The frame of every /admin screen (001 'Admin shell'): sidebar (a drawer on small screens),
 * top bar with the screen's title, the link back to the public site and the user menu.
 * `userMenu` comes from the router, so this feature does not import the app's layouts.
 */
export function AdminLayout({ userMenu }: { userMenu?: ReactNode }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const [pageTitle, setPageTitle] = useState<string | null>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const closeMenu = useCallback(() => {
    setMenuOpen(false);
    menuButton.current?.focus();
  }, []);
  const title = pageTitle ?? navItemFor(pathname)?.label ?? 'Administration';

  return (
    <AdminTitleContext value={setPageTitle}>
      <div className="min-h-dvh bg-slate-50 lg:grid lg:grid-cols-[13.5rem_minmax(0,1fr)]">
        <a href="#main" className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-red-800 shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3">
          Skip to content
        </a>
        {/* The column is white all the way down; the sidebar inside it stays in view while the page scrolls. */}
        <div className="hidden border-r border-slate-200 bg-white lg:block">
        <aside className="sticky top-0 flex h-dvh flex-col">
          <Link to="/admin" className="flex h-16 items-center gap-2 border-b border-slate-200 px-5" aria-label="Admin Dashboard">
            <Logo />
          </Link>
          <p className="px-6 pt-4 text-xs font-semibold tracking-wider text-slate-500 uppercase">Administration</p>
          <div className="flex-1 overflow-y-auto">
            <AdminSidebarNav />
          </div>
        </aside>
        </div>
        <AdminDrawer open={menuOpen} onClose={closeMenu} />
        <TrashUndoToasts />
        <div className="flex min-h-dvh min-w-0 flex-col">
          <AdminTopBar title={title} menuButtonRef={menuButton} menuOpen={menuOpen} onOpenMenu={() => setMenuOpen(true)} userMenu={userMenu} />
          <main id="main" className="flex-1 px-4 py-6 sm:px-6 lg:px-5 lg:py-8">
            <Suspense fallback={<Spinner />}>
              <PageErrorBoundary>
                <Outlet />
              </PageErrorBoundary>
            </Suspense>
          </main>
        </div>
      </div>
    </AdminTitleContext>
  );
}
