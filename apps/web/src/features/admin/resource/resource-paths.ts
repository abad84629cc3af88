import type { AdminResourceConfig } from './resource-types';

/** Absolute paths of a resource's screens; the first declared path of each kind is the one linked. */
export function pathsOf<T>(resource: AdminResourceConfig<T>) {
  const recordPaths = resource.recordPaths ?? [`${resource.path}/:id`];
  const createPaths = resource.createPaths ?? [`${resource.path}/new`];
  const base = `/${resource.base ?? 'admin'}`;
  return {
    list: `${base}/${resource.path}`,
    create: `${base}/${createPaths[0]}`,
    record: (id: string) => `${base}/${recordPaths[0].replace(':id', encodeURIComponent(id))}`,
    recordPaths,
    createPaths,
  };
}
