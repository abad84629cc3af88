import { useAdminPageTitle } from '../shell/admin-page-title';
import { ImportConflicts } from './import-conflicts';
import { ImportForm } from './import-form';
import { MissingInOsm } from './missing-in-osm';
import { RecentImports } from './recent-imports';

/** /admin/aed-import: run an OpenStreetMap import on an uploaded file, settle conflicts, see AEDs gone from OSM. */
export default function AedImportPage() {
  useAdminPageTitle('Import from OpenStreetMap');
  return (
    <section className="mx-auto w-full max-w-3xl space-y-8">
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Import from OpenStreetMap</h1>
        <p className="mt-1 text-slate-700">Adds and updates AEDs from an OpenStreetMap export, after a dry run you read first. Nothing is deleted.</p>
      </header>
      <ImportForm />
      <ImportConflicts />
      <MissingInOsm />
      <RecentImports />
    </section>
  );
}
