import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { en } from '../i18n/en';

export const IMAGE_NOT_AVAILABLE = en.common.imageNotAvailable;

interface PictureImageProps {
  src: string;
  alt: string;
  /** Size and fit of the image, and of the placeholder that replaces it. */
  className?: string;
  /** Looks of the placeholder; defaults to a light box the size of the image. */
  fallbackClassName?: string;
  /** Placeholder text size: small in thumbnails. */
  compact?: boolean;
}

/** A picture that falls back to an icon and 'Image not available' when it cannot load (000 §2.10). */
export function PictureImage({ src, alt, className = '', fallbackClassName, compact = false }: PictureImageProps) {
  // Keyed by the address, so the next picture in a lightbox gets its own chance to load.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const { t } = useTranslation();
  if (failedSrc === src) {
    // Named once, as a picture that failed; the visible words are part of that name (WCAG 2.5.3),
    // and slate-600 on slate-100 keeps the small print above 4.5:1.
    return (
      <span
        role="img"
        aria-label={`${alt}: ${t('imageNotAvailable')}`}
        data-testid="image-not-available"
        className={`flex flex-col items-center justify-center gap-1 text-center ${fallbackClassName ?? `bg-slate-100 text-slate-600 ${className}`}`}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.6} className={compact ? 'h-5 w-5' : 'h-12 w-12'}>
          <rect x="3" y="4" width="18" height="16" rx="2" />
          <circle cx="9" cy="10" r="1.8" />
          <path d="m4 18 5-5 4 4 3-3 4 4M3 3l18 18" />
        </svg>
        <span aria-hidden="true" className={compact ? 'px-0.5 text-[10px] leading-tight' : 'text-sm font-medium'}>
          {t('imageNotAvailable')}
        </span>
      </span>
    );
  }
  return <img src={src} alt={alt} loading="lazy" decoding="async" onError={() => setFailedSrc(src)} className={className} />;
}
