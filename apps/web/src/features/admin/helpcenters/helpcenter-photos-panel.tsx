import { UPLOAD_BATCH_LIMIT, type MediaFile } from '@aedatlas/contracts';
import { useId, useRef, useState } from 'react';
import { AlertBanner } from '../../../components/alert-banner';
import { buttonClass } from '../../../components/button-styles';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PictureImage } from '../../../components/picture-image';
import { Spinner } from '../../../components/spinner';
import { MultiUploadButton } from '../../../components/upload/multi-upload-button';
import { PendingUploadsPanel } from '../../../components/upload/pending-uploads-panel';
import { ApiError } from '../../../lib/api-client';
import { useDeleteHelpCenterPhoto, useHelpCenterPhotos, useReloadHelpCenterPhotos } from './api/helpcenter-photos';

export const DELETE_PHOTO_CONFIRM = 'Are you sure you want to delete this photo? It is removed from the public gallery too.';

const deleteError = (error: unknown) =>
  error instanceof ApiError && error.status === 404 ? 'Photo not found or already deleted.' : 'Failed to delete photo. Please try again.';

/** Next uploads go after the last photo, so the gallery keeps the order they were added in. */
const nextOrder = (photos: MediaFile[]) => (photos.length ? Math.max(...photos.map((p) => p.displayOrder)) + 1 : 0);

/** The gallery of an existing help center: thumbnails with captions, delete, and up to 10 uploads at a time. */
export function HelpCenterPhotosPanel({ helpCenterId }: { helpCenterId: string }) {
  const captionId = useId();
  const photos = useHelpCenterPhotos(helpCenterId);
  const reload = useReloadHelpCenterPhotos(helpCenterId);
  const remove = useDeleteHelpCenterPhoto(helpCenterId);
  const [caption, setCaption] = useState('');
  const [asking, setAsking] = useState<MediaFile | null>(null);
  // The deleted photo's button goes with it: the heading takes the focus instead.
  const heading = useRef<HTMLHeadingElement>(null);
  const list = photos.data ?? [];
  const entity = { entityType: 'HELP_CENTER' as const, entityId: helpCenterId };

  const onConfirm = () =>
    remove.mutate(asking!.id, {
      onSuccess: () => {
        setAsking(null);
        heading.current?.focus();
      },
    });

  return (
    <section aria-labelledby={`${captionId}-title`} className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div>
        <h2 ref={heading} tabIndex={-1} id={`${captionId}-title`} className="text-lg font-semibold text-slate-900">
          Photos{photos.data ? ` (${list.length})` : ''}
        </h2>
        <p className="text-sm text-slate-600">Shown in the public help center list. Up to {UPLOAD_BATCH_LIMIT} photos at a time; large photos are scaled down before upload.</p>
      </div>
      <div className="space-y-3">
        <div className="max-w-md">
          <label htmlFor={captionId} className="mb-1 block text-sm font-medium text-slate-800">
            Caption (optional, for the next upload)
          </label>
          <input id={captionId} value={caption} maxLength={500} onChange={(e) => setCaption(e.target.value)} className="block h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm shadow-sm" />
        </div>
        <MultiUploadButton options={{ ...entity, displayOrder: nextOrder(list), caption }} onDone={() => void reload()} />
      </div>
      <PendingUploadsPanel entity={entity} onUploaded={() => void reload()} />
      {photos.isPending ? (
        <Spinner label="Loading photos..." />
      ) : photos.isError ? (
        <div className="space-y-2">
          <AlertBanner>Failed to load photos.</AlertBanner>
          <button type="button" className={buttonClass('secondary')} onClick={() => void photos.refetch()}>
            Try Again
          </button>
        </div>
      ) : list.length === 0 ? (
        <p className="text-sm text-slate-600">This help center has no photos yet.</p>
      ) : (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {list.map((photo, index) => (
            <li key={photo.id} className="overflow-hidden rounded-lg border border-slate-200">
              <a href={photo.contentUrl} target="_blank" rel="noopener noreferrer" aria-label={`Open photo ${index + 1} in a new tab`} className="block">
                <PictureImage src={photo.contentUrl} alt={photo.caption || `Photo ${index + 1}`} compact className="aspect-[4/3] w-full bg-slate-100 object-cover" />
              </a>
              <div className="flex items-start gap-2 p-3">
                <p className="min-w-0 flex-1 break-words text-sm text-slate-800">{photo.caption || <span className="text-slate-500">{photo.fileName}</span>}</p>
                <button type="button" className={buttonClass('danger', 'px-3 py-1.5')} onClick={() => setAsking(photo)} aria-label={`Delete photo ${index + 1}`}>
                  Delete
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {asking && (
        <ConfirmDialog
          title="Delete photo"
          message={DELETE_PHOTO_CONFIRM}
          confirmLabel="Delete"
          busyLabel="Deleting..."
          busy={remove.isPending}
          error={remove.error ? deleteError(remove.error) : null}
          onConfirm={onConfirm}
          onCancel={() => {
            remove.reset();
            setAsking(null);
          }}
        />
      )}
    </section>
  );
}
