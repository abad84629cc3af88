import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { MenuIcon } from './icons';

/** The button that opens a side drawer on small screens (hidden where the sidebar is always shown). */
export function MenuButton({ open, onOpen, controls, buttonRef }: { open: boolean; onOpen: () => void; controls: string; buttonRef?: Ref<HTMLButtonElement> }) {
  const { t } = useTranslation();
  return (
    <button
      ref={buttonRef}
      type="button"
      onClick={onOpen}
      aria-label={t('nav.openMenu')}
      aria-expanded={open}
      aria-controls={controls}
      className="rounded-lg p-2 text-slate-700 hover:bg-slate-100 lg:hidden"
    >
      <MenuIcon className="h-6 w-6" />
    </button>
  );
}
