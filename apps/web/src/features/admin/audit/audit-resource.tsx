import type { AuditEntry } from '@aedatlas/contracts';
import { lazy } from 'react';
import { defineAdminResource } from '../resource/define-admin-resource';

/** The audit log (ours: the seeds keep no such screen, but every admin change is recorded). */
export const auditResource = defineAdminResource<AuditEntry>({
  name: 'audit',
  label: { one: 'Change', many: 'Changes' },
  title: 'Audit Log',
  path: 'audit',
  getId: (e) => e.id,
  api: {},
  pages: { list: lazy(() => import('./audit-log-page')) },
});
