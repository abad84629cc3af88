import type { AedPicture } from '@aedatlas/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Lightbox } from '../../components/lightbox/lightbox';
import { PictureImage } from '../../components/picture-image';
import { DetailCard } from './detail-card';

/** Pictures (000 §2.10): the count, thumbnails, and a lightbox on click. */
export function AedPicturesCard({ pictures, name }: { pictures: AedPicture[]; name: string }) {
  const { t } = useTranslation('aedDetail');
  const [open, setOpen] = useState<number | null>(null);
  const count = pictures.length;
  const items = pictures.map((p, i) => ({ url: p.url, alt: t('pictures.alt', { number: i + 1, total: count, name }) }));
  return (
    <DetailCard title={t('cards.pictures')} className="md:col-span-2">
      <p className="mb-3 text-sm text-slate-600">{count === 0 ? t('pictures.none') : t('pictures.count', { count })}</p>
      {count > 0 && (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {items.map((item, i) => (
            <li key={pictures[i].id}>
              {/* Named by its picture, not by an aria-label: a broken one then says 'Image not available'
                  in its name as it does on screen (WCAG 2.5.3). */}
              <button
                type="button"
                onClick={() => setOpen(i)}
                className="block aspect-[4/3] w-full overflow-hidden rounded-lg border border-slate-200 bg-slate-100 hover:opacity-90"
              >
                <PictureImage src={item.url} alt={t('pictures.open', { number: i + 1, total: count })} className="h-full w-full object-cover" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {open !== null && <Lightbox pictures={items} index={open} onIndexChange={setOpen} onClose={() => setOpen(null)} />}
    </DetailCard>
  );
}
