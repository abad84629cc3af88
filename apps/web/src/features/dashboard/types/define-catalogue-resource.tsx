import type { DataTableColumn, DataTableSort } from '../../../components/data-table';
import { defineAdminResource } from '../../admin/resource/define-admin-resource';
import { ResourceListPage } from '../../admin/resource/resource-list-page';
import type { AdminResourceConfig } from '../../admin/resource/resource-types';
import { listCatalogue } from './api/list-catalogue';
import { CATALOGUE_SCREENS, CatalogueNav, type CataloguePath } from './catalogue-nav';

interface CatalogueDecl<T> {
  /** Query-key name ('event-activity-type'). */
  name: string;
  path: CataloguePath;
  /** The API path (002 §7), e.g. '/api/EventActivityTypes'. */
  api: string;
  /** 'event activity types' in the table's texts. */
  many: string;
  columns: DataTableColumn<T>[];
  defaultSort: DataTableSort;
  /** A sentence under the table saying what its columns mean. */
  about?: string;
}

/**
 * One read-only type catalogue screen (002 §2): the whole catalogue from one GET (a bare array),
 * sorted and searched in the browser, 12 rows a page, under the row of catalogue links. Every
 * catalogue is declared with this, not written out nine times.
 */
export function defineCatalogueResource<T extends { id: string; name: string }>(decl: CatalogueDecl<T>) {
  const title = CATALOGUE_SCREENS.find((s) => s.path === decl.path)!.title;
  const config: AdminResourceConfig<T> = {
    base: 'dashboard',
    name: decl.name,
    label: { one: title, many: title },
    title,
    path: decl.path,
    getId: (row) => row.id,
    api: { list: listCatalogue<T>(decl.api) },
    list: {
      mode: 'client',
      columns: decl.columns,
      searchPlaceholder: `Search ${decl.many}...`,
      pageSizes: [12],
      defaultSort: decl.defaultSort,
      retry: true,
    },
    messages: {
      loadListFailed: `Failed to load ${decl.many}. Please try again later.`,
      empty: `No ${decl.many} yet`,
      emptySearch: (s) => `No ${decl.many} match "${s}"`,
    },
  };
  function CataloguePage() {
    return (
      <>
        <CatalogueNav />
        <ResourceListPage resource={config} />
        {decl.about && <p className="mx-auto mt-3 w-full max-w-7xl text-sm text-slate-600">{decl.about}</p>}
      </>
    );
  }
  return defineAdminResource<T>({ ...config, pages: { list: CataloguePage } });
}
