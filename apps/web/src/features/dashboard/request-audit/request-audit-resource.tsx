import { defineAdminResource } from '../../admin/resource/define-admin-resource';
import { RequestAuditPage } from './request-audit-page';

/** /dashboard/audit (002 §2 'Request audit'): a screen of its own (a range, not a record list). */
export const requestAuditResource = defineAdminResource<never>({
  base: 'dashboard',
  name: 'request-audit',
  label: { one: 'Request', many: 'Requests' },
  path: 'audit',
  getId: () => '',
  api: {},
  pages: { list: RequestAuditPage },
});
