import { useEffect, useRef } from 'react';
import { CloseIcon } from '../../../components/icons';
import { Logo } from '../../../components/logo';
import { AdminSidebarNav } from './admin-sidebar-nav';

const FOCUSABLE = 'a[href], button:not([disabled])';

/**
 * The admin sidebar as a drawer on small screens (001 'Admin shell': it collapses and has a close
 * button). Modal while open: Escape or the backdrop closes it, Tab stays inside, the page does not scroll.
 */
export function AdminDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const closeButton = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    closeButton.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
      if (event.key !== 'Tab' || !panel.current) return;
      const focusable = panel.current.querySelectorAll<HTMLElement>(FOCUSABLE);
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
    };
  }, [open, onClose]);

  if (!open) return null;
  return (
    <div className="fixed inset-0 z-40 lg:hidden">
      <div className="absolute inset-0 bg-slate-900/50" aria-hidden="true" onClick={onClose} />
      <div ref={panel} id="admin-menu" role="dialog" aria-modal="true" aria-label="Administration menu" className="absolute inset-y-0 left-0 flex w-72 max-w-[85vw] flex-col bg-white shadow-xl">
        <div className="flex h-16 items-center justify-between border-b border-slate-200 px-4">
          <Logo />
          <button ref={closeButton} type="button" onClick={onClose} aria-label="Close menu" className="rounded-lg p-2 text-slate-600 hover:bg-slate-100">
            <CloseIcon className="h-6 w-6" />
          </button>
        </div>
        <div className="flex-1 overflow-y-auto">
          <AdminSidebarNav onNavigate={onClose} />
        </div>
      </div>
    </div>
  );
}
