import { ADMIN_AED_PAGE_SIZES } from '@aedatlas/contracts';
import { lazy } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/button-styles';
import { defineAdminResource } from '../resource/define-admin-resource';
import { deleteAed, updateAed, createAed } from './api/save-aed';
import { getAdminAed } from './api/get-admin-aed';
import { listAdminAeds, type AdminAedRow } from './api/list-admin-aeds';
import { aedColumns, aedSortFields } from './aed-columns';
import { AedExpiryPage } from './expiry/aed-expiry-page';
import { healthAddressFilter } from './health-filter';
import { AedPicturesPage } from './pictures/aed-pictures-page';
import { PrintLabelsLink } from './labels/print-labels-link';

// The form pages carry Leaflet: they load on demand, so the rest of the console stays light.
const AedCreatePage = lazy(() => import('./aed-create-page'));
const AedEditPage = lazy(() => import('./aed-edit-page'));

/** The AED registry (001 §2): list generated from the declaration; form, expiry and pictures screens of its own. */
export const aedsResource = defineAdminResource<AdminAedRow>({
  name: 'aed',
  label: { one: 'AED', many: 'AEDs' },
  title: 'AEDs',
  path: 'aeds',
  recordPaths: ['aed/:id'],
  createPaths: ['aed/new', 'aeds/new'],
  getId: (aed) => aed.id,
  getVersion: (aed) => aed.modifiedAt,
  api: {
    list: listAdminAeds,
    get: getAdminAed as (id: string) => Promise<AdminAedRow>,
    create: createAed,
    update: updateAed,
    remove: deleteAed,
  },
  list: {
    exportPath: '/api/admin/aed',
    columns: aedColumns,
    searchPlaceholder: 'Search AEDs...',
    searchDelayMs: 2000,
    pageSizes: ADMIN_AED_PAGE_SIZES,
    defaultSort: { id: 'updatedAt', desc: true },
    sortFields: aedSortFields,
    // The registry health dashboard's figures link here with ?health=...
    addressFilters: [healthAddressFilter],
    rowClick: 'edit',
    rowActions: { edit: true },
    headerActions: (
      <>
        <PrintLabelsLink />
        <Link to="/admin/aed-expiry" className={buttonClass('secondary')}>
          View by Expiry
        </Link>
        <Link to="/admin/aed/new" className={buttonClass('primary')}>
          + Add New AED
        </Link>
      </>
    ),
  },
  messages: {
    loadListFailed: 'Failed to load AEDs. Please try again later.',
    empty: 'No AEDs found',
    emptySearch: () => 'No AEDs found matching your search',
    loadOneFailed: 'Failed to load AED',
  },
  pages: { create: AedCreatePage, edit: AedEditPage },
  extraRoutes: [
    { path: 'aed-expiry', component: AedExpiryPage },
    // Loaded when opened: it draws a Leaflet map, which the console's route table must not pull in.
    { path: 'aed-coverage', component: lazy(() => import('./aed-coverage/aed-coverage-page').then((m) => ({ default: m.AedCoveragePage }))) },
    { path: 'aed/:id/pictures', component: AedPicturesPage },
  ],
});
