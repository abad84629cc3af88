import type { Db } from '../../db/client';
import type { AuthUser } from '../../plugins/auth';
import { recordAudit } from '../audit/audit';
import { listIceContacts } from '../ice/ice.repo';
import { toUserDto, type ProfileUpdate } from './users.repo';

/**
 * The audit row of a profile change, with the user as the API shows it before and after; the
 * roles too when the change gave or took one (the console's dispatch role).
 */
export async function auditUserUpdate(tx: Db, actor: AuthUser | null, update: ProfileUpdate) {
  const contacts = await listIceContacts(tx, update.after.id);
  const rolesChanged = update.before.roles.join() !== update.after.roles.join();
  const snapshot = (u: ProfileUpdate['before']) => ({ ...toUserDto(u, contacts), ...(rolesChanged ? { roles: u.roles } : {}) });
  await recordAudit(tx, actor, {
    action: 'update',
    entityType: 'user',
    entityId: update.after.id,
    before: snapshot(update.before),
    after: snapshot(update.after),
  });
}
