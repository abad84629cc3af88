import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSelect } from '../../components/language-select';
import { MenuButton } from '../../components/menu-button';
import { LogoMark } from '../../components/logo';
import { UnreadBadge } from '../../features/notifications/unread-badge';
import { UserMenu } from './user-menu';
import { Call112Link } from '../../features/emergency/call-112-link';

interface TopBarProps {
  menuOpen: boolean;
  onOpenMenu: () => void;
  menuButtonRef?: Ref<HTMLButtonElement>;
}

/** Member top bar: the drawer's menu button on small screens, the user menu on the right. */
export function TopBar({ menuOpen, onOpenMenu, menuButtonRef }: TopBarProps) {
  const { t } = useTranslation();
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="flex h-16 items-center gap-2 px-3 sm:px-6">
      <MenuButton open={menuOpen} onOpen={onOpenMenu} controls="mobile-menu" buttonRef={menuButtonRef} />
      <Link to="/dashboard" aria-label={t('homeLink')} className="rounded-lg lg:hidden">
        <LogoMark />
      </Link>
      <div className="ml-auto flex items-center gap-1 sm:gap-2">
        <Call112Link size="compact" className="max-sm:hidden" />
        {/* On phones the user menu has it. */}
        <LanguageSelect compact className="hidden md:flex" />
        <UnreadBadge />
        <UserMenu />
      </div>
      </div>
      {/* On phones the row above has no room left: Call 112 gets one of its own, still in reach when scrolled. */}
      <div className="px-3 pb-2 sm:hidden">
        <Call112Link size="compact" className="w-full" />
      </div>
    </header>
  );
}
