import { crumbsOf } from './storage-path';
import { STORAGE_TEXT } from './storage-text';

/** Root / uploads / aeds: every folder above the current one opens it; the current one is plain text. */
export function StorageBreadcrumb({ path, onOpen }: { path: string; onOpen: (path: string) => void }) {
  const crumbs = crumbsOf(path, STORAGE_TEXT.root);
  return (
    <nav aria-label="Folder path" className="min-w-0">
      <ol className="flex flex-wrap items-center gap-x-1 gap-y-1 text-sm">
        {crumbs.map((crumb, k) => {
          const last = k === crumbs.length - 1;
          return (
            <li key={crumb.path} className="flex min-w-0 items-center gap-1">
              {k > 0 && (
                <span aria-hidden="true" className="text-slate-400">
                  /
                </span>
              )}
              {last ? (
                <span aria-current="location" className="font-semibold break-all text-slate-900">
                  {crumb.label}
                </span>
              ) : (
                <button type="button" className="rounded px-1 break-all text-red-700 underline-offset-2 hover:underline" onClick={() => onOpen(crumb.path)}>
                  {crumb.label}
                </button>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
