import type { StorageFile, StorageFolder } from '@aedatlas/contracts';
import { buttonClass } from '../../../components/button-styles';
import { FolderIcon } from './folder-icon';
import { StorageFileRow } from './storage-file-row';

interface Props {
  folders: StorageFolder[];
  files: StorageFile[];
  /** Shown when the folder holds nothing; null after a failed load, where the lists are empty but the folder may not be. */
  emptyText: string | null;
  onOpen: (path: string) => void;
  onFileDeleted: (name: string) => void;
}

/** The folder's sub-folders (Open) and files, each list under its own heading with its count. */
export function FolderContentsList({ folders, files, emptyText, onOpen, onFileDeleted }: Props) {
  const visibleFiles = files.filter((f) => !f.name.startsWith('.'));
  return (
    <div className="space-y-4">
      <div>
        <h3 className="text-sm font-semibold text-slate-700">Folders ({folders.length})</h3>
        {folders.length > 0 && (
          <ul aria-label="Folders" className="divide-y divide-slate-100">
            {folders.map((folder) => (
              <li key={folder.path} className="flex items-center gap-3 py-2">
                <FolderIcon className="h-5 w-5" />
                <span className="min-w-0 flex-1 font-medium break-all text-slate-900">{folder.name}</span>
                <button type="button" aria-label={`Open ${folder.name}`} className={buttonClass('secondary', 'px-3 py-1.5')} onClick={() => onOpen(folder.path)}>
                  Open
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div>
        <h3 className="text-sm font-semibold text-slate-700">Files ({visibleFiles.length})</h3>
        {visibleFiles.length > 0 && (
          <ul aria-label="Files" className="divide-y divide-slate-100">
            {visibleFiles.map((file) => (
              <StorageFileRow key={file.path} file={file} onDeleted={onFileDeleted} />
            ))}
          </ul>
        )}
      </div>
      {emptyText && folders.length + visibleFiles.length === 0 && <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-600">{emptyText}</p>}
    </div>
  );
}
