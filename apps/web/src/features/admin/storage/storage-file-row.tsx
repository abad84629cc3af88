import { formatBytes, type StorageFile } from '@aedatlas/contracts';
import { buttonClass } from '../../../components/button-styles';
import { PictureImage } from '../../../components/picture-image';
import { formatDateTime } from '../../../lib/format';
import { DeleteFileButton } from './delete-file-button';
import { isImage, kindGroupOf } from './storage-kinds';

const KIND_MARK = { image: 'IMG', video: 'VID', document: 'DOC', other: 'FILE' } as const;

/** One file of the folder: thumbnail, name, size, type, creation time (D. MM. YYYY, HH:mm), View and Delete. */
export function StorageFileRow({ file, onDeleted }: { file: StorageFile; onDeleted: (name: string) => void }) {
  return (
    <li className="flex flex-wrap items-center gap-3 py-3">
      {isImage(file.contentType) ? (
        <PictureImage src={file.downloadURL} alt={`Thumbnail of ${file.name}`} compact className="h-14 w-14 flex-none rounded-md border border-slate-200 object-cover" />
      ) : (
        <span aria-hidden="true" className="flex h-14 w-14 flex-none items-center justify-center rounded-md bg-slate-100 text-xs font-bold text-slate-600">
          {KIND_MARK[kindGroupOf(file.contentType)]}
        </span>
      )}
      <div className="min-w-0 flex-1 basis-48">
        <p className="font-medium break-all text-slate-900">{file.name}</p>
        <dl className="mt-0.5 flex flex-wrap gap-x-3 text-xs text-slate-600">
          <div className="flex gap-1">
            <dt className="sr-only">Size</dt>
            <dd>{formatBytes(file.size)}</dd>
          </div>
          <div className="flex gap-1">
            <dt className="sr-only">Type</dt>
            <dd className="break-all">{file.contentType}</dd>
          </div>
          <div className="flex gap-1">
            <dt className="sr-only">Created</dt>
            <dd>{formatDateTime(file.timeCreated)}</dd>
          </div>
        </dl>
      </div>
      <div className="flex flex-none gap-2">
        <a
          href={file.downloadURL}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`View ${file.name} (opens in a new tab)`}
          className={buttonClass('secondary', 'px-3 py-1.5')}
        >
          View
        </a>
        <DeleteFileButton file={file} onDeleted={onDeleted} />
      </div>
    </li>
  );
}
