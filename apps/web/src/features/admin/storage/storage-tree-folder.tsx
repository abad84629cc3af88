import { formatBytes } from '@aedatlas/contracts';
import { ChevronDownIcon } from '../../../components/icons';
import { useFolderContents } from './api/list-folder';
import { FolderIcon } from './folder-icon';
import { reasonOf, STORAGE_TEXT } from './storage-text';

export interface TreeProps {
  expanded: ReadonlySet<string>;
  onToggle: (path: string) => void;
  current: string;
  onOpen: (path: string) => void;
}

const visible = (name: string) => !name.startsWith('.');

/** One folder of the tree: its disclosure button, its name (opens it on the right) and, when expanded, what it holds. */
export function TreeFolder({ path, name, ...tree }: TreeProps & { path: string; name: string }) {
  const open = tree.expanded.has(path);
  return (
    <li>
      <div className="flex min-w-0 items-center gap-1">
        <button
          type="button"
          aria-expanded={open}
          aria-label={`Folder ${name}`}
          onClick={() => tree.onToggle(path)}
          className="flex h-8 w-8 flex-none items-center justify-center rounded text-slate-600 hover:bg-slate-100"
        >
          <ChevronDownIcon className={`h-4 w-4 transition-transform ${open ? '' : '-rotate-90'}`} />
        </button>
        <button
          type="button"
          onClick={() => tree.onOpen(path)}
          aria-label={`Open ${name}`}
          aria-current={tree.current === path ? 'location' : undefined}
          className={`flex min-w-0 items-center gap-1.5 rounded px-1 py-1 text-left text-sm hover:bg-slate-100 ${tree.current === path ? 'font-semibold text-red-800' : 'text-slate-800'}`}
        >
          <FolderIcon />
          <span className="truncate">{name}</span>
        </button>
      </div>
      {open && <TreeChildren path={path} {...tree} />}
    </li>
  );
}

function TreeChildren({ path, ...tree }: TreeProps & { path: string }) {
  const contents = useFolderContents(path);
  if (contents.isPending) return <p className="py-1 pl-10 text-xs text-slate-600">Loading...</p>;
  if (contents.isError)
    return (
      <p className="py-1 pl-10 text-xs text-red-700">
        {reasonOf(contents.error)}{' '}
        <button type="button" className="font-semibold underline" onClick={() => void contents.refetch()}>
          {STORAGE_TEXT.treeRetry}
        </button>
      </p>
    );
  const folders = contents.data.folders.filter((f) => visible(f.name));
  const files = contents.data.files.filter((f) => visible(f.name));
  if (folders.length + files.length === 0) return <p className="py-1 pl-10 text-xs text-slate-600">Empty</p>;
  return (
    <ul className="border-l border-slate-200 pl-3 ml-4">
      {folders.map((folder) => (
        <TreeFolder key={folder.path} path={folder.path} name={folder.name} {...tree} />
      ))}
      {files.map((file) => (
        <li key={file.path} className="flex min-w-0 items-center gap-2 py-1 pl-9 text-sm text-slate-700">
          <span className="min-w-0 truncate" title={file.name}>
            {file.name}
          </span>
          <span className="flex-none text-xs text-slate-500">{formatBytes(file.size)}</span>
        </li>
      ))}
    </ul>
  );
}
