import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { useAdminPageTitle } from '../shell/admin-page-title';
import { FolderBrowser } from './folder-browser';
import { PlainUpload } from './plain-upload';
import { StorageStatCards } from './storage-stat-cards';
import { folderFromAddress } from './storage-path';
import { StorageTree } from './storage-tree';
import { STORAGE_TEXT } from './storage-text';
import { UploadTestArea } from './upload-test-area';

/**
 * /admin/storage (002 §2): stats, the tree, the folder being viewed and the plain upload. The
 * folder lives in the address (?path=), so Back in the browser and a reload keep the place.
 */
export function StoragePage() {
  useAdminPageTitle(STORAGE_TEXT.title);
  const [params, setParams] = useSearchParams();
  const path = folderFromAddress(params.get('path'));
  const open = (next: string) => setParams(next ? { path: next } : {});

  return (
    <section className="mx-auto w-full max-w-7xl space-y-6">
      <PageHeader title={STORAGE_TEXT.title} description="Browse stored files, create folders, upload and delete." />
      <p className="-mt-2 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
        <strong className="font-bold">{STORAGE_TEXT.testingMode}:</strong> {STORAGE_TEXT.testingModeText}
      </p>
      <StorageStatCards />
      <div className="grid gap-4 lg:grid-cols-[minmax(16rem,22rem)_minmax(0,1fr)]">
        <StorageTree current={path} onOpen={open} />
        <FolderBrowser path={path} onOpen={open} />
      </div>
      <PlainUpload folder={path} />
      <UploadTestArea />
    </section>
  );
}
