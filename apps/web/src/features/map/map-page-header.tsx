import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../components/button-styles';
import { LanguageSelect } from '../../components/language-select';
import { LogoMark } from '../../components/logo';
import { UserMenu } from '../../app/layouts/user-menu';
import { useSession } from '../../lib/session/use-session';
import { Call112Link } from '../emergency/call-112-link';
import { UnreadBadge } from '../notifications/unread-badge';
import { CodeIcon } from '../../components/icons';

interface MapPageHeaderProps {
  /** /embed, in another site's iframe: links open this site in a new tab. */
  embedded: boolean;
  /** The search in the box, trimmed: the full map opened from an embedded one keeps it. */
  search: string;
  /** Opens the 'Embed this map' dialog; null until the map is there. */
  onEmbed: (() => void) | null;
}

/** The map page's top bar: home, the title, Emergency, the language, Embed and the account. */
export function MapPageHeader({ embedded, search, onEmbed }: MapPageHeaderProps) {
  const { t } = useTranslation('map');
  const { loggedIn } = useSession();
  return (
    <header className="relative z-30 flex h-12 flex-none items-center gap-2 border-b border-slate-200 bg-white px-2 sm:px-3">
      {embedded ? (
        <a href="/map" target="_blank" rel="noreferrer" aria-label={t('page.homeNewTab')} className="rounded-lg">
          <LogoMark className="h-8 w-8" />
        </a>
      ) : (
        <Link to="/" aria-label={t('homeLink', { ns: 'common' })} className="rounded-lg">
          <LogoMark className="h-8 w-8" />
        </Link>
      )}
      {/* On phones the top bar holds Emergency, Embed and the account: the title is then for screen readers only. */}
      <h1 className="text-base font-bold tracking-tight whitespace-nowrap text-slate-900 max-sm:sr-only">{t('page.title')}</h1>
      {/* Emergency comes first, early in the Tab order and outside the map's overlays: it never
          covers the search or Near me. On phones the user menu shows only the avatar (its name
          stays for screen readers) so everything fits at 360 px. */}
      <div className="ml-auto flex min-w-0 items-center gap-1.5 sm:gap-2 max-sm:[&>div>button_.truncate]:sr-only">
        {/* Also embedded in another site: the emergency screen leaves out what needs this site's account. */}
        <Call112Link size="compact" />
        {/* The page has no footer: the language switch sits here (on phones, by the search). */}
        <LanguageSelect compact className="max-sm:hidden" />
        {embedded ? (
          <a href={`/map${search ? `?search=${encodeURIComponent(search)}` : ''}`} target="_blank" rel="noreferrer" className={buttonClass('secondary', 'px-3 py-1.5 whitespace-nowrap')}>
            {t('page.openFullMap')}
          </a>
        ) : (
          // On phones an icon (its name kept for screen readers): the member's bell and menu fit beside it at 360 px.
          <button type="button" onClick={() => onEmbed?.()} disabled={!onEmbed} title={t('page.embed')} className={buttonClass('secondary', 'min-h-10 min-w-10 px-2 py-1.5 sm:px-3')}>
            <CodeIcon className="h-5 w-5 sm:hidden" />
            <span className="max-sm:sr-only">{t('page.embed')}</span>
          </button>
        )}
        {embedded ? null : loggedIn ? (
          <>
            {/* Members land here after sign-in: their notifications are one tap away, as on every page. */}
            <UnreadBadge />
            <UserMenu />
          </>
        ) : (
          <Link to="/login" className={buttonClass('secondary', 'px-2.5 py-1.5 whitespace-nowrap sm:px-3')}>
            {t('page.logIn')}
          </Link>
        )}
      </div>
    </header>
  );
}
