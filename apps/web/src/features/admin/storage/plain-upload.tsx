import type { StorageFile } from '@aedatlas/contracts';
import { useId, useRef, useState, type FormEvent } from 'react';
import { buttonClass } from '../../../components/button-styles';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { contentTypeOf, sizeError } from '../../../lib/upload/validate-file';
import { useFolderContents } from './api/list-folder';
import { useUploadFile } from './api/upload-file';
import { uploadError } from './storage-text';
import { UploadProgress } from './upload-progress';
import { UploadResultCard } from './upload-result-card';

/**
 * The plain upload (002 §2): one file of any type into the folder being viewed, with the
 * browser's real upload progress, then what the server stored.
 */
export function PlainUpload({ folder }: { folder: string }) {
  const fileId = useId();
  const picker = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [unique, setUnique] = useState(true);
  const [progress, setProgress] = useState<number | null>(null);
  const [result, setResult] = useState<StorageFile | null>(null);
  const [error, setError] = useState<string | null>(null);
  const upload = useUploadFile();
  const contents = useFolderContents(folder);
  // A file of the same name in this folder would be replaced: asked first, when the name is kept.
  const [replacing, setReplacing] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (file && !unique && contents.data?.files.some((f) => f.name === file.name)) {
      setReplacing(file.name);
      return;
    }
    send();
  };

  const send = () => {
    setReplacing(null);
    setResult(null);
    setError(null);
    if (!file) {
      setError('No file provided');
      return;
    }
    // No point sending what the server refuses for its kind (an image over 10 MB): say so at once.
    const tooLarge = file.size > 0 ? sizeError(file, contentTypeOf(file)) : null;
    if (tooLarge) {
      setError(tooLarge);
      return;
    }
    setProgress(0);
    upload.mutate(
      { file, folder, generateUniqueName: unique, onProgress: setProgress },
      {
        onSuccess: (stored) => {
          setProgress(1);
          setResult(stored);
          setFile(null);
          if (picker.current) picker.current.value = '';
        },
        onError: (e) => {
          setProgress(null);
          setError(uploadError(e));
        },
      },
    );
  };

  return (
    <section aria-labelledby="plain-upload-heading" className="space-y-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4">
      <h2 id="plain-upload-heading" className="text-base font-semibold text-slate-900">
        Upload a file
      </h2>
      <p className="text-sm break-all text-slate-600">
        Into: <span className="font-medium text-slate-900">{folder ? folder : 'Root'}</span>
      </p>
      <form onSubmit={submit} className="flex flex-wrap items-end gap-3">
        <div className="min-w-0 flex-1 basis-60 sm:max-w-md">
          <label htmlFor={fileId} className="mb-1 block text-sm font-medium text-slate-800">
            File
          </label>
          <input
            id={fileId}
            ref={picker}
            type="file"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-3 file:py-2 file:text-sm file:font-semibold"
          />
        </div>
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input type="checkbox" checked={unique} onChange={(e) => setUnique(e.target.checked)} className="h-4 w-4" />
          Unique file name
        </label>
        <button type="submit" className={buttonClass('primary')} disabled={upload.isPending || !file}>
          {upload.isPending ? 'Uploading...' : 'Upload'}
        </button>
      </form>
      {progress !== null && <UploadProgress fraction={progress} done={!upload.isPending && result !== null} />}
      <div role="alert">{error && <p className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">{error}</p>}</div>
      {result && <UploadResultCard file={result} />}
      {replacing && (
        <ConfirmDialog
          title="Replace the file?"
          message={`${replacing} is already in ${folder || 'Root'}. Uploading replaces it; the file now there cannot be brought back.`}
          confirmLabel="Replace"
          onCancel={() => setReplacing(null)}
          onConfirm={send}
        />
      )}
    </section>
  );
}
