import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSelect } from '../../components/language-select';
import { MenuButton } from '../../components/menu-button';
import { LogoMark } from '../../components/logo';
import { UnreadBadge } from '../../features/notifications/unread-badge';
import { UserMenu } from './user-menu';

interface TopBarProps {
  menuOpen: boolean;
  onOpenMenu: () => void;
  menuButtonRef?: Ref<HTMLButtonElement>;
}

/** Member top bar: the drawer's menu button on small screens, the user menu on the right. */
export function TopBar({ menuOpen, onOpenMenu, menuButtonRef }: TopBarProps) {
  const { t } = useTranslation();
  return (
    <header className="sticky top-0 z-30 flex h-16 items-center gap-2 border-b border-slate-200 bg-white/95 px-3 backdrop-blur sm:px-6">
      <MenuButton open={menuOpen} onOpen={onOpenMenu} controls="mobile-menu" buttonRef={menuButtonRef} />
      <Link to="/dashboard" aria-label={t('homeLink')} className="rounded-lg lg:hidden">
        <LogoMark />
      </Link>
      <div className="ml-auto flex items-center gap-1 sm:gap-2">
        {/* On phones the user menu has it. */}
        <LanguageSelect compact className="hidden md:flex" />
        <UnreadBadge />
        <UserMenu />
      </div>
    </header>
  );
}
