import { HELP_CENTER_PAGE_SIZES, HELP_CENTER_SEARCH_DELAY_MS, HELP_CENTER_SORT, type HelpCenter } from '@aedatlas/contracts';
import { lazy } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/button-styles';
import { defineAdminResource } from '../resource/define-admin-resource';
import { getHelpCenter } from './api/get-helpcenter';
import { listHelpCenters } from './api/list-helpcenters';
import { createHelpCenter, deleteHelpCenter, updateHelpCenter } from './api/save-helpcenter';
import { helpCenterColumns } from './helpcenter-columns';
import { HELP_CENTER_MESSAGES as M } from './helpcenter-messages';

// The form page carries Leaflet: it loads on demand, so the list stays light.
const HelpCenterFormPage = lazy(() => import('./helpcenter-form-page'));

/** Help centers (001 §2): the list is generated from this declaration; the form with its map is its own page. */
export const helpCentersResource = defineAdminResource<HelpCenter>({
  name: 'helpcenter',
  label: { one: 'Help Center', many: 'Help Centers' },
  title: 'Help Centers',
  path: 'helpcenters',
  recordPaths: ['helpcenter/:id'],
  createPaths: ['helpcenter/new'],
  getId: (h) => h.id,
  getVersion: (h) => h.modifiedAt,
  api: { list: listHelpCenters, get: getHelpCenter, create: createHelpCenter, update: updateHelpCenter, remove: deleteHelpCenter },
  list: {
    exportPath: '/api/admin/helpcenter',
    columns: helpCenterColumns,
    // Searched, sorted and paged on the server: the table never holds more than one page.
    mode: 'server',
    searchPlaceholder: 'Search help centers...',
    searchDelayMs: HELP_CENTER_SEARCH_DELAY_MS,
    pageSizes: HELP_CENTER_PAGE_SIZES,
    defaultSort: { id: 'name', desc: false },
    sortFields: Object.fromEntries(HELP_CENTER_SORT.map((field) => [field, field])),
    pager: 'always',
    retry: true,
    rowClick: 'edit',
    rowActions: { edit: true, delete: true },
    headerActions: (
      <Link to="/admin/helpcenter/new" className={buttonClass('primary')}>
        + Add New Help Center
      </Link>
    ),
  },
  messages: {
    loadListFailed: M.loadListFailed,
    loadOneFailed: M.loadOneFailed,
    deleteFailed: M.deleteFailed,
    deleteConfirm: M.deleteConfirm,
    empty: M.empty,
    emptySearch: () => M.emptySearch,
  },
  pages: { create: HelpCenterFormPage, edit: HelpCenterFormPage },
});
