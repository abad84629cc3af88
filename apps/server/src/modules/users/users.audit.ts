import type { Db } from '../../db/client';
import type { AuthUser } from '../../plugins/auth';
import { recordAudit } from '../audit/audit';
import { listIceContacts } from '../ice/ice.repo';
import { toUserDto, type ProfileUpdate } from './users.repo';

/** The audit row of a profile change, with the user as the API shows it before and after. */
export async function auditUserUpdate(tx: Db, actor: AuthUser | null, update: ProfileUpdate) {
  const contacts = await listIceContacts(tx, update.after.id);
  await recordAudit(tx, actor, {
    action: 'update',
    entityType: 'user',
    entityId: update.after.id,
    before: toUserDto(update.before, contacts),
    after: toUserDto(update.after, contacts),
  });
}
