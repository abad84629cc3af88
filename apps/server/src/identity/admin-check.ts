import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import { roles, userRoles } from '../modules/users/users.table';
import { StartError } from '../start-error';

/**
 * A server nobody can administer looks fine until the first AED needs fixing. After the start's
 * seeding: without an admin account in the database, and ADMIN_EMAIL and ADMIN_PASSWORD to make
 * one, a production start stops here; elsewhere a warning is enough. Tokens of an external
 * provider (OIDC_ISSUER) carry their own admins.
 */
export async function checkAnAdminCanSignIn(db: Db, config: AppConfig, log: FastifyBaseLogger) {
  if (config.admin || config.externalIssuer) return;
  const [admin] = await db.select({ userId: userRoles.userId }).from(userRoles).innerJoin(roles, eq(roles.id, userRoles.roleId)).where(eq(roles.name, 'ADMIN')).limit(1);
  if (admin) return;
  const unset = config.adminSettingsUnset;
  const what = unset.length === 2 ? 'ADMIN_EMAIL and ADMIN_PASSWORD are not set' : `${unset.join('')} is not set`;
  const message =
    `No administrator can sign in: ${what} and the database has no admin account. Set ADMIN_EMAIL and ADMIN_PASSWORD ` +
    '(a password of at least 8 characters) to create the first admin on the next start; once an admin exists, later starts need neither.';
  if (config.env === 'production') throw new StartError(message);
  log.warn(message);
}
