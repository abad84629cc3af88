import type { ReactNode, Ref } from 'react';
import { Link } from 'react-router';
import { MenuButton } from '../../../components/menu-button';
import { ExternalIcon } from './admin-icons';

interface AdminTopBarProps {
  title: string;
  menuOpen: boolean;
  onOpenMenu: () => void;
  menuButtonRef?: Ref<HTMLButtonElement>;
  userMenu?: ReactNode;
}

/** Page title, the way back to the public site, and the user menu; the drawer button on phones. */
export function AdminTopBar({ title, menuOpen, onOpenMenu, menuButtonRef, userMenu }: AdminTopBarProps) {
  return (
    <header className="sticky top-0 z-30 flex h-16 items-center gap-2 border-b border-slate-200 bg-white/95 px-3 backdrop-blur sm:gap-3 sm:px-6">
      <MenuButton open={menuOpen} onOpen={onOpenMenu} controls="admin-menu" buttonRef={menuButtonRef} />
      {/* Phones: the page's own heading, just below, says the same; the user menu needs the room. */}
      <p className="hidden min-w-0 truncate text-base font-semibold text-slate-900 sm:block sm:text-lg" aria-hidden="true">
        {title}
      </p>
      <div className="ml-auto flex items-center gap-1 sm:gap-3">
        <Link to="/map" className="flex items-center gap-1.5 rounded-lg px-2 py-2 text-sm font-medium whitespace-nowrap text-slate-700 hover:bg-slate-100 hover:text-red-700">
          <ExternalIcon className="h-4 w-4" />
          <span className="sr-only sm:not-sr-only">Public site</span>
        </Link>
        {userMenu}
      </div>
    </header>
  );
}
