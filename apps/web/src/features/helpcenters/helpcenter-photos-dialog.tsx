import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../components/button-styles';
import { ModalDialog } from '../../components/modal-dialog';
import { PictureImage } from '../../components/picture-image';
import { Spinner } from '../../components/spinner';
import { useHelpCenterPhotos } from './api/get-helpcenter-photos';

const wrap = (index: number, count: number) => ((index % count) + count) % count;

/** A help center's gallery: one photo large with its caption, previous/next, and thumbnails to jump. */
export function HelpCenterPhotosDialog({ helpCenterId, name, onClose }: { helpCenterId: string; name: string; onClose: () => void }) {
  const { t } = useTranslation(['helpcenters', 'common']);
  const photos = useHelpCenterPhotos(helpCenterId);
  const [index, setIndex] = useState(0);
  const list = photos.data ?? [];
  const count = list.length;
  const current = count ? wrap(index, count) : 0;
  const photo = list[current];

  let body;
  if (photos.isPending) body = <Spinner label={t('photos.loading')} />;
  else if (photos.isError)
    body = (
      <div className="space-y-3">
        <p role="alert" className="font-medium text-red-700">
          {t('photos.loadFailed')}
        </p>
        <button type="button" className={buttonClass('secondary')} onClick={() => void photos.refetch()}>
          {t('common:actions.tryAgain')}
        </button>
      </div>
    );
  else if (!photo) body = <p>{t('photos.empty')}</p>;
  else
    body = (
      <div className="space-y-3">
        <figure className="space-y-2">
          <div className="flex items-center justify-center overflow-hidden rounded-lg bg-slate-900">
            <PictureImage
              src={photo.contentUrl}
              alt={photo.caption || t('photos.alt', { number: current + 1, name })}
              className="max-h-[55dvh] w-auto max-w-full object-contain"
              fallbackClassName="h-56 w-full bg-slate-800 text-slate-300"
            />
          </div>
          <figcaption className="flex flex-wrap items-baseline justify-between gap-2">
            <span className="break-words text-slate-900">{photo.caption}</span>
            <span aria-live="polite" className="text-slate-600">
              {t('photos.counter', { number: current + 1, count })}
            </span>
          </figcaption>
        </figure>
        {count > 1 && (
          <>
            <div className="flex gap-2">
              <button type="button" className={buttonClass('secondary', 'flex-1')} onClick={() => setIndex(current - 1)}>
                {t('photos.previous')}
              </button>
              <button type="button" className={buttonClass('secondary', 'flex-1')} onClick={() => setIndex(current + 1)}>
                {t('photos.next')}
              </button>
            </div>
            <ul className="flex gap-2 overflow-x-auto pb-1">
              {list.map((p, i) => (
                <li key={p.id} className="flex-none">
                  <button
                    type="button"
                    onClick={() => setIndex(i)}
                    aria-label={t('photos.show', { number: i + 1 })}
                    aria-current={i === current || undefined}
                    className={`block h-14 w-20 overflow-hidden rounded-md border-2 ${i === current ? 'border-red-700' : 'border-transparent'}`}
                  >
                    <img src={p.contentUrl} alt="" loading="lazy" className="h-full w-full object-cover" />
                  </button>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    );

  return (
    <ModalDialog title={t('photos.title', { name })} onClose={onClose} size="md">
      {body}
    </ModalDialog>
  );
}
