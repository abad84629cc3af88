import type { Paged } from '@aedatlas/contracts';
import type { ComponentType, ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { ZodType } from 'zod';
import type { DataTableColumn, DataTableSort } from '../../../components/data-table';

/** The server's paged answer (ARCHITECTURE "Lists"); a bare array is accepted too (001 §3). */
export type { Paged };

/** What the list page asks for; `page` from 0. */
export interface ListParams {
  page: number;
  size: number;
  sortBy?: string;
  sortOrder?: 'asc' | 'desc';
  search?: string;
  /** The list's filters from its address (`addressFilters`), by name: `{ health: 'overdue' }`. */
  filters?: Record<string, string>;
}

/** A filter a list takes from its address (`?health=overdue`), for links from other screens. */
export interface AddressFilter {
  /** The address parameter, sent to the API under the same name. */
  name: string;
  /** The values the list offers; another one in the address is ignored. */
  values: readonly string[];
  /** The value in words, shown while it is on ('Out of service over 72 hours'). */
  label: (value: string) => string;
}

/** The resource's fetchers, from its own `api/` files; any may be missing (read-only resources). */
export interface ResourceApi<T> {
  /** Missing only for a screen-only resource (`pages.list`, e.g. Statistics). */
  list?: (params: ListParams, signal?: AbortSignal) => Promise<Paged<T> | T[]>;
  get?: (id: string, signal?: AbortSignal) => Promise<T>;
  create?: (payload: unknown) => Promise<unknown>;
  /** `version` goes out as If-Match (see README 'Never lose an edit'); undefined sends none. */
  update?: (id: string, payload: unknown, version?: string) => Promise<unknown>;
  remove?: (id: string) => Promise<unknown>;
}

/** One field of the detail modal; `value` defaults to `record[key]`. */
export interface DetailField<T> {
  label: string;
  key?: keyof T & string;
  value?: (record: T) => unknown;
  /** Custom rendering; empty values still show 'Not available'. */
  render?: (record: T) => ReactNode;
}

export interface DetailGroup<T> {
  title: string;
  fields: DetailField<T>[];
  /** Full-width content instead of the label/value rows (a list of related records, raw JSON). */
  render?: (record: T) => ReactNode;
}

export type FormFieldType = 'text' | 'email' | 'tel' | 'url' | 'number' | 'date' | 'time' | 'datetime-local' | 'textarea' | 'select' | 'checkbox';

/** One input of the generated form. The contracts schema does the checking, not the field. */
export interface FormFieldDecl {
  name: string;
  label: string;
  type?: FormFieldType;
  options?: readonly { value: string; label: string }[];
  /** For 'select': the blank first option ('Select accessibility'). */
  blankOption?: string;
  placeholder?: string;
  /** A line under the input saying what belongs there; read with the input (aria-describedby). */
  hint?: string;
  /** Marks the label with '*'; the schema still decides. */
  required?: boolean;
  /** Shown but not editable (id, createdAt...). */
  readOnly?: boolean;
  /** Only on the create or only on the edit form. */
  only?: 'create' | 'edit';
  rows?: number;
  step?: string;
  /** Spans both grid columns. */
  wide?: boolean;
  autoComplete?: string;
}

export interface FormSection {
  title: string;
  fields: FormFieldDecl[];
}

export type FormValues = Record<string, unknown>;
export type FormMode = 'create' | 'edit';

export interface ResourceForm<T> {
  /** The contracts schema of the create payload (messages are the seeds'). */
  createSchema?: ZodType;
  /** The contracts schema of the update payload; defaults to createSchema. */
  updateSchema?: ZodType;
  sections: FormSection[];
  /** Values of a new record. */
  defaults?: FormValues;
  /** Record -> form values for editing; defaults to the record itself. */
  toValues?: (record: T) => FormValues;
  /** Parsed form values -> request body; defaults to the parsed values. `record`: the one being edited. */
  toPayload?: (values: FormValues, mode: FormMode, record?: T) => unknown;
  /** Lists every error above the form as well as beside each field (001 §5 'all errors listed together'). */
  errorSummary?: boolean;
  /** The banner after a failed save; default: the server's message, else the error's, else '{create|update}Failed'. */
  saveErrorMessage?: (error: unknown, mode: FormMode) => string;
  /** More of the record below the edit form (the user's ICE contacts panel). */
  afterForm?: (record: T) => ReactNode;
  /**
   * More inputs inside the form, under the declared sections, given the form itself: a map that
   * sets the coordinates fields (NFC tags). The schema still checks what they set.
   */
  extraFields?: (form: UseFormReturn<FormValues>, context: { mode: FormMode; disabled: boolean }) => ReactNode;
  /**
   * 'page' (default): create and edit are pages of their own; 'panel': a side panel over the list
   * (002 §2: 'a side panel for add or edit'); after a save the list reloads and the panel closes.
   */
  presentation?: 'page' | 'panel';
  /** The panel's 'Add new' button text; default 'Add new {one}'. */
  addLabel?: string;
}

export interface ResourceMessages {
  loadListFailed: string;
  loadOneFailed: string;
  createFailed: string;
  updateFailed: string;
  deleteFailed: string;
  /** The success toasts: 'Action successful!' (the seeds' 201 toast), '{one} updated', '{one} deleted'. */
  created: string;
  updated: string;
  deleted: string;
  deleteConfirm: string;
  empty: string;
  emptySearch: (search: string) => string;
  /** A second line under the empty text: 'No users match "{search}"' / 'No users available.' */
  emptyHint?: (search: string) => string;
  /** The edit page's title when the record does not exist (404). */
  notFound: string;
  /** A sentence under `notFound` ('The user you're looking for doesn't exist.'). */
  notFoundHint?: string;
  /** When set, any call of the screen refused with 401 says this instead (002 §8: clubs, roles). */
  unauthorized?: string;
}

/** What a screen may show at the top of the list (links and buttons beside the title). */
export type HeaderActions = ReactNode;

export interface ResourceListConfig<T> {
  columns: DataTableColumn<T>[];
  /**
   * 'server' (default) pages, sorts and searches through the API; 'client' loads all rows once;
   * 'legacy': the legacy dashboard's generic table (002 §2, §9): server mode with 12 rows a page,
   * search 500 ms after the last keystroke, Previous / Next, and edit / delete as icon buttons.
   */
  mode?: 'server' | 'client' | 'legacy';
  searchPlaceholder?: string;
  /** Delay between the last keystroke and the search request (001 §9). */
  searchDelayMs?: number;
  pageSizes?: readonly number[];
  defaultPageSize?: number;
  defaultSort?: DataTableSort | null;
  /** Column id -> API sortBy name; columns not listed do not sort in server mode. */
  sortFields?: Record<string, string>;
  /** 'auto' (default): page buttons only with more than one page; 'always' (devices, activities: 001 §2). */
  pager?: 'always' | 'auto';
  /** A 'Try Again' button under the load failure text. */
  retry?: boolean;
  /** The error's own message under the load failure text ('Error loading users' + message). */
  errorDetail?: boolean;
  /** Row click: 'detail' opens the detail modal, 'edit' goes to the edit page. */
  rowClick?: 'detail' | 'edit';
  /** Rows that may not be deleted get no delete button (the protected roles of 002 §5). */
  canDelete?: (record: T) => boolean;
  /** The row's name for screen readers ('Edit {name}', 'Delete {name}'); default its id. */
  rowLabel?: (record: T) => string;
  /** Adds Edit / Delete buttons in a last 'Actions' column. */
  rowActions?: { edit?: boolean; delete?: boolean; view?: boolean };
  /**
   * More buttons of the row, first in its 'Actions' column (the clubs' Activate). Each keeps its
   * own state (a confirmation, a call) and is named for its row; null for rows without any.
   */
  rowExtraActions?: (record: T) => ReactNode;
  headerActions?: HeaderActions;
  /**
   * The list's API path ('/api/admin/aed'): an 'Export CSV' button then gives the whole list as
   * searched and sorted on screen, from `${exportPath}/export.csv`. Server lists only.
   */
  exportPath?: string;
  /** Filters of the list beyond search and sort that the export takes too (the trash's kind). */
  exportQuery?: Record<string, string | undefined>;
  /**
   * Filters the list takes from its address besides search and sort: each goes to `api.list` as
   * `params.filters` and to the export, and shows above the table with a button that clears it.
   */
  addressFilters?: readonly AddressFilter[];
  /** 'Showing N of total AEDs (Page x of y)' by default. */
  countText?: (count: { shown: number; total: number; page: number; pages: number }) => string;
}

/** Screens that need more than the generated ones replace them here. */
export interface ResourcePages {
  list?: ComponentType;
  create?: ComponentType;
  edit?: ComponentType;
}

export interface AdminResourceConfig<T> {
  /**
   * The area the screens live in: 'admin' (default, /admin/...) or 'dashboard' (/dashboard/...,
   * the legacy dashboard of 002, in the same shell and for admins only).
   */
  base?: 'admin' | 'dashboard';
  /** Query-key and test name: 'aed', 'user'. */
  name: string;
  /** 'AEDs' in texts ('No AEDs found'), 'AED' in titles ('Edit AED'). */
  label: { one: string; many: string };
  /** List title ('AEDs'). */
  title?: string;
  /** The list's path under /admin ('aeds'). */
  path: string;
  /** Paths of one record under /admin; ':id' is replaced. The first is the one links use. */
  recordPaths?: string[];
  /** Paths of the create form under /admin. The first is the one links use. */
  createPaths?: string[];
  getId: (record: T) => string;
  /**
   * The record's version (its updatedAt / modifiedAt as the API shows it). The edit form sends the
   * version it was loaded with, so a save over someone else's newer change gets a 409 instead.
   */
  getVersion?: (record: T) => string | undefined;
  api: ResourceApi<T>;
  list?: ResourceListConfig<T>;
  /** 'modal' (default) or 'panel': a slide-over from the right (002's details slide-overs). */
  detail?: { title: (record: T) => string; groups: DetailGroup<T>[]; presentation?: 'modal' | 'panel' };
  form?: ResourceForm<T>;
  pages?: ResourcePages;
  messages?: Partial<ResourceMessages>;
  /** Extra screens of this resource (the AED pictures page), paths under /admin. */
  extraRoutes?: { path: string; component: ComponentType }[];
}
