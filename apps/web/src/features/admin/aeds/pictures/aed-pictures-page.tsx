import type { AedPicture } from '@aedatlas/contracts';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { AccessibilityBadge } from '../../../../components/accessibility-badge';
import { AlertBanner } from '../../../../components/alert-banner';
import { buttonClass } from '../../../../components/button-styles';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { PictureImage } from '../../../../components/picture-image';
import { Spinner } from '../../../../components/spinner';
import { formatDateTime } from '../../../../lib/format';
import { useAdminPageTitle } from '../../shell/admin-page-title';
import { useAedPictures, useAddAedPicture, useDeleteAedPicture } from '../api/aed-pictures';
import { useAdminAed } from '../api/get-admin-aed';
import { addPictureError, deletePictureError, pictureUrlError } from './picture-messages';
import { UploadPictureCard } from './upload-picture-card';
import { TitledPage } from '../../../../components/titled-page';

export const DELETE_PICTURE_CONFIRM = 'Are you sure you want to delete this picture?';

function AddPictureForm({ aedId }: { aedId: string }) {
  const inputId = useId();
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = useAddAedPicture(aedId);
  const origin = window.location.origin;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = url.trim();
    const invalid = pictureUrlError(trimmed, origin);
    setError(invalid);
    if (invalid) return;
    add.mutate(trimmed, { onSuccess: () => setUrl(''), onError: (e) => setError(addPictureError(e)) });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5" aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`} className="text-base font-semibold text-slate-900">
        Add New Picture
      </h2>
      <label htmlFor={inputId} className="mt-3 mb-1 block text-sm font-medium text-slate-800">
        Picture URL
      </label>
      <div className="flex flex-col gap-3 sm:flex-row">
        <input
          id={inputId}
          type="url"
          required
          value={url}
          placeholder={`${origin}/image.jpg`}
          onChange={(e) => setUrl(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          className={`block h-10 w-full min-w-0 rounded-lg sm:flex-1 border bg-white px-3 text-sm shadow-sm ${error ? 'border-red-600' : 'border-slate-300'}`}
        />
        <button type="submit" className={buttonClass('primary', 'whitespace-nowrap')} disabled={!url.trim() || add.isPending}>
          {add.isPending ? 'Adding...' : 'Add Picture'}
        </button>
      </div>
      {error && (
        <p id={`${inputId}-error`} role="alert" className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </form>
  );
}

function PictureList({ pictures }: { pictures: AedPicture[] }) {
  const remove = useDeleteAedPicture();
  const [asking, setAsking] = useState<AedPicture | null>(null);
  const [deletingId, setDeletingId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  // The deleted row's button disappears with it: the list's heading takes the focus instead.
  const heading = useRef<HTMLHeadingElement>(null);

  const onConfirm = () => {
    const picture = asking!;
    setAsking(null);
    setError(null);
    setDeletingId(picture.id);
    remove.mutate(picture.id, {
      onSuccess: () => heading.current?.focus(),
      onError: (e) => setError(deletePictureError(e)),
      onSettled: () => setDeletingId(null),
    });
  };

  return (
    <section aria-labelledby="current-pictures" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <h2 ref={heading} tabIndex={-1} id="current-pictures" className="text-base font-semibold text-slate-900">
        Current Pictures ({pictures.length})
      </h2>
      {error && (
        <div className="mt-3">
          <AlertBanner>{error}</AlertBanner>
        </div>
      )}
      {pictures.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">This AED has no pictures yet.</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100">
          {pictures.map((picture, index) => (
            <li key={picture.id} className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center">
              <a href={picture.url} target="_blank" rel="noopener noreferrer" className="flex-none rounded-lg" aria-label={`Open picture ${index + 1} in a new tab`}>
                <PictureImage src={picture.url} alt={`Picture ${index + 1}`} compact className="h-20 w-28 rounded-lg border border-slate-200 object-cover" />
              </a>
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm text-slate-800" title={picture.url}>
                  {picture.url}
                </p>
                <p className="text-xs text-slate-500">Added {formatDateTime(picture.createdAt)}</p>
              </div>
              <button
                type="button"
                className={buttonClass('secondary', 'border-red-300 text-red-700 hover:bg-red-50')}
                disabled={deletingId === picture.id}
                onClick={() => setAsking(picture)}
                aria-label={deletingId === picture.id ? undefined : `Delete picture ${index + 1}`}
              >
                {deletingId === picture.id ? 'Deleting...' : 'Delete'}
              </button>
            </li>
          ))}
        </ul>
      )}
      {asking && <ConfirmDialog title="Delete picture" message={DELETE_PICTURE_CONFIRM} confirmLabel="Delete" onConfirm={onConfirm} onCancel={() => setAsking(null)} />}
    </section>
  );
}

/** /admin/aed/:id/pictures (001 §2 'Manage AED pictures'). */
export function AedPicturesPage() {
  const { id = '' } = useParams();
  useAdminPageTitle('Manage AED Pictures');
  const aed = useAdminAed(id);
  const pictures = useAedPictures(id);
  const back = (
    <Link to={`/admin/aed/${encodeURIComponent(id)}`} className={buttonClass('secondary')}>
      Back to AED
    </Link>
  );

  let body;
  if (aed.isPending || pictures.isPending) body = <Spinner label="Loading AED..." />;
  else if (aed.isError || pictures.isError || !aed.data) body = <AlertBanner>Failed to load AED data</AlertBanner>;
  else {
    const a = aed.data;
    body = (
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <section aria-label="AED" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
          <h2 className="text-lg font-semibold text-slate-900">{a.description || a.title || 'AED'}</h2>
          <dl className="mt-3 space-y-2 text-sm">
            {[
              ['Location', a.locationDescription],
              ['Address', [a.address, [a.postalCode, a.city].filter(Boolean).join(' ')].filter(Boolean).join(', ')],
              ['Coordinates', `${a.latitude}, ${a.longitude}`],
              ['ID', a.id],
            ].map(([label, value]) => (
              <div key={label}>
                <dt className="text-slate-500">{label}</dt>
                <dd className="break-words text-slate-900">{value || 'Not available'}</dd>
              </div>
            ))}
            <div>
              <dt className="text-slate-500">Accessibility</dt>
              <dd>
                <AccessibilityBadge value={a.accessibility} />
              </dd>
            </div>
          </dl>
        </section>
        <div className="space-y-6">
          <div className="space-y-6">
            <UploadPictureCard aedId={id} nextDisplayOrder={pictures.data?.length ?? 0} />
            <AddPictureForm aedId={id} />
          </div>
          <PictureList pictures={pictures.data ?? []} />
        </div>
      </div>
    );
  }

  return (
    <TitledPage title="Manage AED Pictures" actions={back}>
      {body}
    </TitledPage>
  );
}
