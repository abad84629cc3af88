import type { RowData } from '@tanstack/react-table';
import type { RouteObject } from 'react-router';
import { ResourceFormPage } from './resource-form-page';
import { ResourceListPage } from './resource-list-page';
import type { AdminResourceConfig } from './resource-types';

/** A declared resource, ready for the router: its routes under /admin (or /dashboard) and the paths they take. */
export interface AdminResource {
  name: string;
  /** 'admin' or 'dashboard': which area's router serves it. */
  base: 'admin' | 'dashboard';
  /** Paths under /admin this resource serves (the shell shows 'coming soon' only for paths nobody serves). */
  paths: string[];
  routes: RouteObject[];
}

/**
 * Declares an admin resource once (learned from react-admin's <Resource>): the list, the
 * detail modal and the create/edit form come from the declaration; `pages` replaces any of them.
 */
export function defineAdminResource<T extends RowData>(config: AdminResourceConfig<T>): AdminResource & { config: AdminResourceConfig<T> } {
  const routes: RouteObject[] = [];
  const add = (path: string, element: React.ReactNode) => routes.push({ path, element });
  const { pages = {}, form, api } = config;

  const List = pages.list;
  if (List) add(config.path, <List />);
  // Keyed by resource: moving between two list screens starts the next one afresh (its own state).
  else if (config.list) add(config.path, <ResourceListPage key={config.name} resource={config} />);

  // A form in a side panel lives on the list page: no create or edit page of its own.
  const onPages = form?.presentation !== 'panel';
  const Create = pages.create;
  const canCreate = Create || (form && onPages && api.create);
  if (canCreate) for (const path of config.createPaths ?? [`${config.path}/new`]) add(path, Create ? <Create /> : <ResourceFormPage resource={config} />);

  const Edit = pages.edit;
  const canEdit = Edit || (form && onPages && api.get);
  if (canEdit) for (const path of config.recordPaths ?? [`${config.path}/:id`]) add(path, Edit ? <Edit /> : <ResourceFormPage resource={config} />);

  for (const extra of config.extraRoutes ?? []) {
    const Extra = extra.component;
    add(extra.path, <Extra />);
  }
  return { name: config.name, base: config.base ?? 'admin', paths: routes.map((r) => r.path!), routes, config };
}
