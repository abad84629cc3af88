import type { WasteSite } from '@aedatlas/contracts';
import { useState } from 'react';
import { Lightbox } from '../../../components/lightbox/lightbox';
import { NO_PHOTO_ALT, NO_PHOTO_URL } from './no-photo';

/** The row's image viewer: the site's photo in the lightbox, or the 'no photo' picture. */
export function WasteSitePhotoButton({ site }: { site: WasteSite }) {
  const [open, setOpen] = useState(false);
  const picture = site.imageUrl ? { url: site.imageUrl, alt: `Photo of ${site.description}` } : { url: NO_PHOTO_URL, alt: `${NO_PHOTO_ALT}: ${site.description}` };
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={`Photo of ${site.description}${site.imageUrl ? '' : ' (no photo)'}`}
        className="inline-flex h-10 items-center rounded-lg px-2 font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900"
      >
        Photo
      </button>
      {open && <Lightbox pictures={[picture]} index={0} onIndexChange={() => undefined} onClose={() => setOpen(false)} />}
    </>
  );
}
