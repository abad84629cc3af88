import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appMeta } from '../../db/meta.table';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** A contact for push services: a mailto: or https: URL (RFC 8292). */
  subject: string;
}

const META_KEY = 'vapid-keys';

/**
 * The server's VAPID key pair: from the environment when given, otherwise generated on the
 * first start and kept in the database, so every instance and every restart signs with the
 * same key and browsers' subscriptions stay valid.
 */
export async function loadOrCreateVapidKeys(db: Db, configured: Partial<VapidKeys> & { subject: string }): Promise<VapidKeys> {
  if (configured.publicKey && configured.privateKey) {
    return { publicKey: configured.publicKey, privateKey: configured.privateKey, subject: configured.subject };
  }
  const kept = async () => (await db.select().from(appMeta).where(eq(appMeta.key, META_KEY)))[0]?.value as { publicKey: string; privateKey: string } | undefined;
  let stored = await kept();
  if (!stored) {
    // web-push is loaded only to make the first pair, not on every start.
    const { default: webpush } = await import('web-push');
    // Two instances starting together both try; the first insert wins and both read it back.
    await db.insert(appMeta).values({ key: META_KEY, value: webpush.generateVAPIDKeys() }).onConflictDoNothing();
    stored = (await kept())!;
  }
  return { publicKey: stored.publicKey, privateKey: stored.privateKey, subject: configured.subject };
}
