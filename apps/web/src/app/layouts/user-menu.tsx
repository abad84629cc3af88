import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChevronDownIcon, LogoutIcon, UserIcon } from '../../components/icons';
import { LanguageSelect } from '../../components/language-select';
import { displayNameOf, initialsOf } from '../../lib/session/session-user';
import { useSession } from '../../lib/session/use-session';
import { useCurrentUser } from '../../features/account/api/get-current-user';
import { useLogout } from '../../features/auth/api/logout';
import { UserAvatar } from './user-avatar';

/**
 * Top-bar user menu (000 §2.2): a disclosure button with the name, Profile and Logout inside, and
 * the language switch (`languageSwitch={false}` in the admin console, which stays English).
 */
export function UserMenu({ languageSwitch = true }: { languageSwitch?: boolean }) {
  const { t } = useTranslation();
  const { user, loggedIn } = useSession();
  const profile = useCurrentUser({ enabled: loggedIn });
  const logout = useLogout();
  const [open, setOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const name = displayNameOf(user, t('userMenu.user'));

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div
      ref={container}
      className="relative"
      // Tabbing out of the menu closes it, as clicking elsewhere does: an open panel would cover the page.
      onBlur={(event) => {
        const next = event.relatedTarget as Node | null;
        // No next element: a click on plain text or another window; the pointer handler decides.
        if (open && next && !container.current?.contains(next)) setOpen(false);
      }}
    >
      <button
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="flex items-center gap-2 rounded-full py-1 pl-1 pr-2 hover:bg-slate-100"
      >
        <UserAvatar imageUrl={profile.data?.profileImageUrl} initials={initialsOf(user)} />
        <span className="max-w-[9rem] truncate text-sm font-semibold text-slate-800 sm:max-w-[14rem]">{name}</span>
        <ChevronDownIcon className="h-4 w-4 text-slate-500" />
      </button>
      {open && (
        <div
          id={panelId}
          className="absolute right-0 mt-2 w-64 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-lg"
        >
          <div className="border-b border-slate-100 px-4 py-3">
            <p className="truncate text-sm font-semibold text-slate-900">{name}</p>
            {user?.email && <p className="truncate text-sm text-slate-500">{user.email}</p>}
          </div>
          <div className="p-1.5">
            <Link
              to="/profile"
              onClick={() => setOpen(false)}
              className="flex items-center gap-3 rounded-lg px-3 py-2 text-sm text-slate-700 hover:bg-slate-100"
            >
              <UserIcon className="h-4 w-4" /> {t('userMenu.profile')}
            </Link>
            <button
              type="button"
              onClick={() => logout.mutate()}
              disabled={logout.isPending}
              className="flex w-full items-center gap-3 rounded-lg px-3 py-2 text-left text-sm text-red-700 hover:bg-red-50 disabled:opacity-70"
            >
              <LogoutIcon className="h-4 w-4" /> {logout.isPending ? t('userMenu.loggingOut') : t('userMenu.logout')}
            </button>
          </div>
          {languageSwitch && (
            <div className="border-t border-slate-100 px-4 py-3">
              <LanguageSelect />
            </div>
          )}
        </div>
      )}
    </div>
  );
}
