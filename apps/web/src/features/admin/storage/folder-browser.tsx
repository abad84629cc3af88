import { useRef, useState } from 'react';
import { buttonClass } from '../../../components/button-styles';
import { useFolderContents } from './api/list-folder';
import { ClearFilesButton } from './clear-files-button';
import { FolderContentsList } from './folder-contents-list';
import { NewFolderForm } from './new-folder-form';
import { StorageBreadcrumb } from './storage-breadcrumb';
import { StorageNotice, type Notice } from './storage-notice';
import { parentOf } from './storage-path';
import { reasonOf, STORAGE_TEXT } from './storage-text';

/** The right-hand panel: where we are, the folder's actions and what it holds. */
export function FolderBrowser({ path, onOpen }: { path: string; onOpen: (path: string) => void }) {
  const contents = useFolderContents(path);
  const heading = useRef<HTMLHeadingElement>(null);
  const newFolderButton = useRef<HTMLButtonElement>(null);
  // The form and the last message belong to the folder they were opened in: another folder starts quiet.
  const [creatingIn, setCreatingIn] = useState<string | null>(null);
  const [noticeFor, setNoticeFor] = useState<{ path: string; notice: Notice } | null>(null);
  const creating = creatingIn === path;
  const notice = noticeFor?.path === path ? noticeFor.notice : null;
  const setNotice = (next: Notice) => setNoticeFor({ path, notice: next });

  /** Opening from a button that then disappears (a crumb, a folder row) would drop focus on the page: give it to the heading. */
  const openAndFocus = (next: string) => {
    onOpen(next);
    heading.current?.focus();
  };

  const files = contents.data?.files ?? [];
  const folders = contents.data?.folders ?? [];

  return (
    <section aria-labelledby="folder-heading" className="min-w-0 space-y-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4">
      <h2 id="folder-heading" ref={heading} tabIndex={-1} className="text-base font-semibold text-slate-900 outline-none">
        Folder contents
      </h2>
      <StorageBreadcrumb path={path} onOpen={openAndFocus} />
      <div className="flex flex-wrap gap-2">
        <button type="button" className={buttonClass('secondary')} disabled={path === ''} onClick={() => onOpen(parentOf(path))}>
          Back
        </button>
        <button ref={newFolderButton} type="button" className={buttonClass('secondary')} aria-expanded={creating} onClick={() => setCreatingIn(creating ? null : path)}>
          New Folder
        </button>
        <ClearFilesButton files={files} disabled={contents.isPending} onNotice={setNotice} />
      </div>
      {creating && (
        <NewFolderForm
          parent={path}
          onCancel={() => {
            setCreatingIn(null);
            newFolderButton.current?.focus();
          }}
          onCreated={(name) => {
            setCreatingIn(null);
            setNotice({ tone: 'info', text: `Folder "${name}" created.` });
            newFolderButton.current?.focus();
          }}
        />
      )}
      <StorageNotice notice={notice} />
      {contents.isError && (
        <div role="alert" className="flex flex-wrap items-center gap-3 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800">
          <p className="min-w-0 flex-1">{reasonOf(contents.error)}</p>
          <button type="button" className={buttonClass('secondary', 'px-3 py-1.5')} onClick={() => void contents.refetch()}>
            Try Again
          </button>
        </div>
      )}
      {contents.isPending ? (
        <p role="status" className="py-6 text-center text-sm text-slate-600">
          Loading folder...
        </p>
      ) : (
        <FolderContentsList
          folders={folders}
          files={files}
          emptyText={contents.isError ? null : STORAGE_TEXT.emptyFolder}
          onOpen={openAndFocus}
          onFileDeleted={(name) => setNotice({ tone: 'info', text: `Deleted ${name}.` })}
        />
      )}
    </section>
  );
}
