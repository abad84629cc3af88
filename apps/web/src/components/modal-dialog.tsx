import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FOCUSABLE, keepFocusInside } from '../lib/focus-trap';
import { EmailText } from './email-link';
import { CloseIcon } from './icons';
import { lockBodyScroll } from '../lib/body-scroll-lock';

/** The dialogs open now, innermost last: only the innermost answers Escape and keeps Tab inside (a question over a panel). */
const openDialogs: object[] = [];

interface ModalDialogProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Buttons at the bottom, right-aligned (stacked on phones). */
  footer?: ReactNode;
  /** 'alertdialog' for questions that need an answer (delete?, account exists). */
  role?: 'dialog' | 'alertdialog';
  /** false: the caller moves focus itself after closing (e.g. to a form field). */
  restoreFocus?: boolean;
  /** A wider panel for forms. */
  size?: 'sm' | 'md' | 'lg';
  /** 'right': a slide-over panel along the right edge, full height (side panels of 002 §2). */
  placement?: 'center' | 'right';
}

/**
 * A modal dialog: rendered only while open, labelled by its title, Escape and the backdrop close
 * it, Tab stays inside, the page behind does not scroll, and focus goes back where it was.
 */
export function ModalDialog({ title, onClose, children, footer, role = 'dialog', restoreFocus = true, size = 'sm', placement = 'center' }: ModalDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClose);
  const restoreRef = useRef(restoreFocus);
  useEffect(() => {
    closeRef.current = onClose;
    restoreRef.current = restoreFocus;
  });

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const container = panel.current;
    const first = container?.querySelector<HTMLElement>('[data-autofocus]') ?? container?.querySelector<HTMLElement>(FOCUSABLE);
    first?.focus();
    const self = {};
    openDialogs.push(self);
    const onKey = (event: KeyboardEvent) => {
      if (openDialogs.at(-1) !== self) return;
      if (event.key === 'Escape') {
        event.stopPropagation();
        closeRef.current();
      }
      if (event.key === 'Tab' && container) keepFocusInside(container, event);
    };
    document.addEventListener('keydown', onKey);
    const releaseScroll = lockBodyScroll();
    return () => {
      openDialogs.splice(openDialogs.indexOf(self), 1);
      document.removeEventListener('keydown', onKey);
      releaseScroll();
      if (restoreRef.current && previous?.isConnected) previous.focus();
    };
  }, []);

  return (
    <div className={`fixed inset-0 z-50 flex ${placement === 'right' ? 'justify-end' : 'items-end justify-center p-0 sm:items-center sm:p-4'}`}>
      <div className="absolute inset-0 bg-slate-900/50" aria-hidden="true" onClick={onClose} />
      <div
        ref={panel}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        className={`relative flex w-full flex-col overflow-hidden bg-white shadow-xl ${
          placement === 'right' ? 'h-dvh' : 'max-h-[92dvh] rounded-t-2xl sm:rounded-2xl'
        } ${size === 'lg' ? 'sm:max-w-2xl' : size === 'md' ? 'sm:max-w-lg' : 'sm:max-w-md'}`}
      >
        <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-5 py-4">
          {/* A long title (a user's e-mail address) wraps, before its '@' where it has one: the close button stays on screen. */}
          <h2 id={titleId} className="min-w-0 text-lg font-semibold wrap-anywhere text-slate-900">
            <EmailText email={title} />
          </h2>
          <button type="button" onClick={onClose} aria-label={t('actions.close')} className="-m-1 flex-none rounded-lg p-1 text-slate-500 hover:bg-slate-100">
            <CloseIcon className="h-5 w-5" />
          </button>
        </div>
        {/* A Tab stop of its own: a long body of plain text (a record's details) must scroll by keyboard too. */}
        <div tabIndex={0} className={`${placement === 'right' ? 'flex-1 ' : ''}overflow-y-auto px-5 py-4 text-sm text-slate-700 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-blue-700`}>
          {children}
        </div>
        {footer && (
          <div className="flex flex-col-reverse gap-2 border-t border-slate-200 bg-slate-50 px-5 py-3 sm:flex-row sm:justify-end">
            {footer}
          </div>
        )}
      </div>
    </div>
  );
}
