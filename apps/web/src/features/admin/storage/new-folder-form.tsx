import { createFolderSchema } from '@aedatlas/contracts';
import { useId, useState, type FormEvent } from 'react';
import { buttonClass } from '../../../components/button-styles';
import { useCreateFolder } from './api/create-folder';
import { createFolderError, STORAGE_TEXT } from './storage-text';

/**
 * New Folder (002 §5): the name is trimmed and checked here with the server's own schema, so an
 * empty name never leaves the browser; the folder goes under the folder being viewed.
 */
export function NewFolderForm({ parent, onCreated, onCancel }: { parent: string; onCreated: (name: string) => void; onCancel: () => void }) {
  const inputId = useId();
  const errorId = useId();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const create = useCreateFolder();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const parsed = createFolderSchema.safeParse({ parent, name });
    if (!parsed.success) {
      const issue = parsed.error.issues.find((i) => i.path[0] === 'name') ?? parsed.error.issues[0];
      setError(issue.message === STORAGE_TEXT.enterFolderName ? issue.message : `Failed to create folder: ${issue.message}`);
      return;
    }
    create.mutate(parsed.data, { onSuccess: () => onCreated(parsed.data.name), onError: (e) => setError(createFolderError(e)) });
  };

  return (
    <form
      onSubmit={submit}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && !create.isPending) onCancel();
      }}
      noValidate
      aria-label="New folder"
      className="space-y-2 rounded-lg border border-slate-200 bg-slate-50 p-3"
    >
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
        Folder name
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id={inputId}
          value={name}
          onChange={(e) => setName(e.target.value)}
          autoFocus
          maxLength={120}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="min-w-0 flex-1 basis-48 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm"
        />
        <button type="submit" className={buttonClass('primary')} disabled={create.isPending}>
          {create.isPending ? 'Creating...' : 'Create'}
        </button>
        <button type="button" className={buttonClass('secondary')} onClick={onCancel} disabled={create.isPending}>
          Cancel
        </button>
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </form>
  );
}
