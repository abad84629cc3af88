import { useEffect, useEffectEvent, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '../icons';
import { PictureImage } from '../picture-image';
import { lockBodyScroll } from '../../lib/body-scroll-lock';

export interface LightboxPicture {
  url: string;
  alt: string;
}

interface LightboxProps {
  pictures: LightboxPicture[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

/** Wrap-around navigation (000 §4: the current index wraps around). */
export const wrapIndex = (index: number, count: number) => ((index % count) + count) % count;

const navButton =
  'absolute top-1/2 z-10 flex h-12 w-12 -translate-y-1/2 items-center justify-center rounded-full bg-white/15 text-3xl leading-none text-white hover:bg-white/30';

/**
 * Full-screen picture viewer (000 §2.10): previous/next buttons, arrow keys, Escape, 'Picture N of M'.
 * Mounted while open; it keeps the keyboard inside and hands focus back to the opener on close.
 * Its words come from its own useTranslation(): English in the admin console, which hands its
 * screens an English-only instance, the language on screen elsewhere.
 */
export function Lightbox({ pictures, index, onIndexChange, onClose }: LightboxProps) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const count = pictures.length;
  const current = wrapIndex(index, count);
  const go = (step: number) => onIndexChange(wrapIndex(current + step, count));

  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    } else if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      event.preventDefault();
      go(event.key === 'ArrowRight' ? 1 : -1);
    } else if (event.key === 'Tab') {
      const focusable = [...(dialog.current?.querySelectorAll<HTMLElement>('button') ?? [])];
      if (!focusable.length) return;
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      const inside = dialog.current?.contains(document.activeElement);
      if (event.shiftKey && (document.activeElement === first || !inside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (document.activeElement === last || !inside)) {
        event.preventDefault();
        first.focus();
      }
    }
  });

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const releaseScroll = lockBodyScroll();
    closeButton.current?.focus();
    const listener = (event: KeyboardEvent) => onKeyDown(event);
    document.addEventListener('keydown', listener);
    return () => {
      document.removeEventListener('keydown', listener);
      releaseScroll();
      opener?.focus();
    };
  }, []);

  const picture = pictures[current];
  return createPortal(
    <div
      ref={dialog}
      role="dialog"
      aria-modal="true"
      aria-label={t('lightbox.label')}
      className="fixed inset-0 z-50 flex flex-col bg-slate-950/95 text-white"
      onClick={(event) => event.target === event.currentTarget && onClose()}
    >
      <div className="flex items-center justify-between gap-4 px-4 py-3">
        <p aria-live="polite" className="text-sm font-medium">
          {t('lightbox.position', { number: current + 1, total: count })}
        </p>
        <button ref={closeButton} type="button" onClick={onClose} aria-label={t('actions.close')} className="rounded-full p-2 hover:bg-white/15">
          <CloseIcon className="h-6 w-6" />
        </button>
      </div>
      <div className="relative flex min-h-0 flex-1 items-center justify-center px-4 sm:px-20">
        {count > 1 && (
          <button type="button" aria-label={t('lightbox.previous')} onClick={() => go(-1)} className={`${navButton} left-2 sm:left-4`}>
            <span aria-hidden="true">‹</span>
          </button>
        )}
        <PictureImage
          src={picture.url}
          alt={picture.alt}
          className="max-h-full max-w-full rounded-lg object-contain"
          fallbackClassName="h-64 w-full max-w-sm rounded-lg bg-slate-800 text-slate-300"
        />
        {count > 1 && (
          <button type="button" aria-label={t('lightbox.next')} onClick={() => go(1)} className={`${navButton} right-2 sm:right-4`}>
            <span aria-hidden="true">›</span>
          </button>
        )}
      </div>
      <p className="px-4 py-3 text-center text-sm text-slate-300">{t('lightbox.hint')}</p>
    </div>,
    document.body,
  );
}
