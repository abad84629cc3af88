import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { Logo } from '../../components/logo';
import { MobileDrawer } from './mobile-drawer';
import { SidebarNav } from './sidebar-nav';
import { SiteFooter } from './site-footer';
import { SkipLink } from './skip-link';
import { TopBar } from './top-bar';
import { PageErrorBoundary } from '../../components/page-error-boundary';

/** Signed-in frame (000 §2.2): sidebar (a drawer on phones), top bar with user menu, footer. */
export function MemberLayout() {
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const closeMenu = useCallback(() => {
    setMenuOpen(false);
    // Back to where the keyboard user was before the drawer opened.
    menuButton.current?.focus();
  }, []);

  return (
    <div className="min-h-dvh lg:grid lg:grid-cols-[16rem_minmax(0,1fr)]">
      <SkipLink />
      <aside className="sticky top-0 hidden h-dvh flex-col border-r border-slate-200 bg-white lg:flex">
        <Link to="/dashboard" className="flex h-16 items-center border-b border-slate-200 px-5" aria-label={t('homeLink')}>
          <Logo />
        </Link>
        <div className="flex-1 overflow-y-auto">
          <SidebarNav />
        </div>
      </aside>
      <MobileDrawer open={menuOpen} onClose={closeMenu} />
      <div className="flex min-h-dvh flex-col">
        <TopBar menuButtonRef={menuButton} menuOpen={menuOpen} onOpenMenu={() => setMenuOpen(true)} />
        <main id="main" className="flex-1 px-4 py-6 sm:px-6 lg:px-10 lg:py-8">
          <PageErrorBoundary>
            <Outlet />
          </PageErrorBoundary>
        </main>
        <SiteFooter fullWidth />
      </div>
    </div>
  );
}
