import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet } from 'react-router';
import { buttonClass } from '../../components/button-styles';
import { LanguageSelect } from '../../components/language-select';
import { Logo } from '../../components/logo';
import { SiteFooter } from './site-footer';
import { SkipLink } from './skip-link';
import { Call112Link } from '../../features/emergency/call-112-link';
import { PageErrorBoundary } from '../../components/page-error-boundary';

const navLink = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-2 py-1 text-sm font-medium whitespace-nowrap ${isActive ? 'text-red-700' : 'text-slate-700 hover:text-red-700'}`;

/**
 * Visitors' frame: landing, terms, login and the other account screens. `padded` is for screens
 * built for the member frame (placeholders, map) that bring no margins of their own.
 */
export function PublicLayout({ padded = false }: { padded?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4 sm:gap-4">
          <Link to="/" className="shrink-0 rounded-lg whitespace-nowrap" aria-label={t('homeLink')}>
            {/* Below 400 px the mark alone: the links (longer in Slovenian) need the room. */}
            <Logo wordmarkClassName="max-[25rem]:sr-only" />
          </Link>
          <Call112Link size="compact" className="ml-auto max-sm:hidden" />
          <nav aria-label={t('nav.main')} className="flex items-center gap-1 max-sm:ml-auto sm:gap-4">
            <NavLink to="/map" className={navLink}>
              {t('nav.map')}
            </NavLink>
            <NavLink to="/aeds" className={navLink}>
              {t('nav.aeds')}
            </NavLink>
            <NavLink to="/terms-of-use" className={(state) => `${navLink(state)} hidden sm:inline`}>
              {t('nav.terms')}
            </NavLink>
            <Link to="/login" className={buttonClass('secondary', 'px-3 py-2 whitespace-nowrap')}>
              {t('nav.logIn')}
            </Link>
          </nav>
          {/* On phones the footer has it: the header keeps room for the links. */}
          <LanguageSelect compact className="hidden md:flex" />
        </div>
        {/* On phones the row above has no room left: Call 112 gets one of its own, still in reach when scrolled. */}
        <div className="px-4 pb-2 sm:hidden">
          <Call112Link size="compact" className="w-full" />
        </div>
      </header>
      <main id="main" className={`flex flex-1 flex-col ${padded ? 'px-4 py-8 sm:py-10' : ''}`}>
        <PageErrorBoundary>
          <Outlet />
        </PageErrorBoundary>
      </main>
      <SiteFooter />
    </div>
  );
}
