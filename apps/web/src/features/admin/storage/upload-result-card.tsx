import { formatBytes, type StorageFile } from '@aedatlas/contracts';
import { PictureImage } from '../../../components/picture-image';
import { isImage } from './storage-kinds';

/** What the server stored (002 §2): file, size, type, path, a link to view it and, for an image, a preview. */
export function UploadResultCard({ file }: { file: StorageFile }) {
  const rows = [
    ['File', file.name],
    ['Size', formatBytes(file.size)],
    ['Type', file.contentType],
    ['Path', file.path],
  ] as const;
  return (
    <section aria-label="Upload result" className="rounded-xl border border-green-300 bg-green-50 p-4">
      <h3 className="font-semibold text-green-900">Upload complete</h3>
      <div className="mt-3 flex flex-wrap gap-4">
        <dl className="grid min-w-0 flex-1 basis-64 grid-cols-[auto_1fr] content-start gap-x-3 gap-y-1 text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-medium text-slate-700">{label}</dt>
              <dd className="min-w-0 break-all text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
        {isImage(file.contentType) && (
          <PictureImage src={file.downloadURL} alt={`Preview of ${file.name}`} className="max-h-48 max-w-full rounded-lg border border-slate-200 object-contain" />
        )}
      </div>
      <a
        href={file.downloadURL}
        target="_blank"
        rel="noopener noreferrer"
        aria-label="View uploaded file (opens in a new tab)"
        className="mt-3 inline-block font-semibold text-red-800 underline"
      >
        View uploaded file
      </a>
    </section>
  );
}
