export { adminRoutes } from './admin-routes';
export { defineAdminResource, type AdminResource } from './resource/define-admin-resource';
export { AdminLayout } from './shell/admin-layout';
export { useAdminPageTitle } from './shell/admin-page-title';
export { RequireAdmin } from './shell/require-admin';
