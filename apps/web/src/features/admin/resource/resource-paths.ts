import type { AdminResourceConfig } from './resource-types';

/** Absolute paths of a resource's screens; the first declared path of each kind is the one linked. */
export function pathsOf<T>(resource: AdminResourceConfig<T>) {
  const recordPaths = resource.recordPaths ?? [`${resource.path}/:id`];
  const createPaths = resource.createPaths ?? [`${resource.path}/new`];
  return {
    list: `/admin/${resource.path}`,
    create: `/admin/${createPaths[0]}`,
    record: (id: string) => `/admin/${recordPaths[0].replace(':id', encodeURIComponent(id))}`,
    recordPaths,
    createPaths,
  };
}
