import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { keepFocusInside } from '../lib/focus-trap';
import { CloseIcon } from './icons';
import { Logo } from './logo';
import { lockBodyScroll } from '../lib/body-scroll-lock';

interface SideDrawerProps {
  open: boolean;
  onClose: () => void;
  id: string;
  label: string;
  /** The navigation; it should call onClose when a link is followed. */
  children: ReactNode;
}

/**
 * A sidebar as a drawer on small screens, for the member area and the admin console alike. Modal
 * while open: Escape or the backdrop closes it, focus starts on the close button and Tab stays
 * inside, and the page behind does not scroll.
 */
export function SideDrawer({ open, onClose, id, label, children }: SideDrawerProps) {
  const { t } = useTranslation();
  const closeButton = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    closeButton.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
      if (event.key === 'Tab' && panel.current) keepFocusInside(panel.current, event);
    };
    document.addEventListener('keydown', onKey);
    const releaseScroll = lockBodyScroll();
    return () => {
      document.removeEventListener('keydown', onKey);
      releaseScroll();
    };
  }, [open, onClose]);

  if (!open) return null;
  return (
    <div className="fixed inset-0 z-40 lg:hidden">
      <div className="absolute inset-0 bg-slate-900/50" aria-hidden="true" onClick={onClose} />
      <div ref={panel} id={id} role="dialog" aria-modal="true" aria-label={label} className="absolute inset-y-0 left-0 flex w-72 max-w-[85vw] flex-col bg-white shadow-xl">
        <div className="flex h-16 items-center justify-between border-b border-slate-200 px-4">
          <Logo />
          <button ref={closeButton} type="button" onClick={onClose} aria-label={t('nav.closeMenu')} className="rounded-lg p-2 text-slate-600 hover:bg-slate-100">
            <CloseIcon className="h-6 w-6" />
          </button>
        </div>
        <div className="flex-1 overflow-y-auto">{children}</div>
      </div>
    </div>
  );
}
