import { IMAGE_COMPRESSION } from '@aedatlas/contracts';
import { PendingUploadsPanel } from '../../../../components/upload/pending-uploads-panel';
import { UploadButton } from '../../../../components/upload/upload-button';
import { useReloadPictures } from '../api/aed-pictures';

/**
 * Upload a photo from this device (002 §7). The server adds it to the AED's pictures itself, so
 * after the upload the list only has to reload; it goes after the pictures already there.
 */
export function UploadPictureCard({ aedId, nextDisplayOrder }: { aedId: string; nextDisplayOrder: number }) {
  const reload = useReloadPictures();
  const entity = { entityType: 'AED' as const, entityId: aedId };
  return (
    <section aria-labelledby="upload-picture-title" className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <h2 id="upload-picture-title" className="text-base font-semibold text-slate-900">
        Upload Picture
      </h2>
      <p className="text-sm text-slate-600">
        JPEG, PNG, GIF or WebP up to 10 MB. Large photos are scaled down to {IMAGE_COMPRESSION.maxSide} px on their longer side before they are sent.
      </p>
      <UploadButton options={{ ...entity, displayOrder: nextDisplayOrder }} label="Upload Picture" onUploaded={() => void reload()} />
      <PendingUploadsPanel entity={entity} onUploaded={() => void reload()} />
    </section>
  );
}
