import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { notificationReads, notifications } from '../modules/notifications/notifications.table';
import { users } from '../modules/users/users.table';
import type { Db } from '../db/client';
import { DEMO_ACCOUNTS } from './demo-accounts';

const HOUR = 3_600_000;

interface DemoSend {
  title: string;
  message: string;
  at?: { lat: number; lon: number };
  hoursAgo: number;
  /** Who read it, how long after it was sent, and where they were (if they shared it). */
  reads: { email: string; afterMinutes: number; at?: { lat: number; lon: number } }[];
}

const [admin, member] = DEMO_ACCOUNTS.map((a) => a.email);

const SENDS: DemoSend[] = [
  {
    title: 'Tečaj temeljnih postopkov oživljanja',
    message: 'V soboto ob 9.00 v Zdravstvenem domu Ljubljana: tečaj TPO z uporabo AED. Prijave do četrtka.',
    hoursAgo: 72,
    reads: [{ email: member, afterMinutes: 14, at: { lat: 46.0569, lon: 14.5058 } }],
  },
  {
    title: 'AED pri Blejskem gradu spet deluje',
    message: 'Defibrilator pri vhodu na Blejski grad ima nove elektrode in baterijo ter je znova na voljo.',
    at: { lat: 46.3698, lon: 14.1003 },
    hoursAgo: 26,
    reads: [
      { email: member, afterMinutes: 5, at: { lat: 46.3625, lon: 14.0938 } },
      { email: admin, afterMinutes: 42 },
    ],
  },
  {
    title: 'Preverite svoje kontakte v sili',
    message: 'Prosimo, preverite, ali so telefonske številke vaših kontaktov v sili (ICE) še pravilne.',
    hoursAgo: 2,
    reads: [],
  },
];

/**
 * A few notifications to the demo accounts, some read (with where), one unread: the console's
 * lists, details and read maps, and the member's inbox, have something to show on a first start.
 */
export async function seedDemoNotifications(db: Db): Promise<number> {
  const accounts = await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, [admin, member]));
  const idOf = new Map(accounts.map((a) => [a.email, a.id]));
  const adminId = idOf.get(admin);
  const memberId = idOf.get(member);
  if (!adminId || !memberId) return 0;
  let written = 0;
  for (const send of SENDS) {
    const sendId = randomUUID();
    const createdAt = new Date(Date.now() - send.hoursAgo * HOUR);
    const recipients = send.reads.some((r) => r.email === admin) ? [memberId, adminId] : [memberId];
    const rows = await db
      .insert(notifications)
      .values(
        recipients.map((userId) => ({
          sendId,
          userId,
          title: send.title,
          message: send.message,
          latitude: send.at?.lat ?? null,
          longitude: send.at?.lon ?? null,
          sentBy: adminId,
          // No browser was subscribed yet: the notification waits in the inbox.
          status: 'inbox',
          createdAt,
          updatedAt: createdAt,
        })),
      )
      .returning({ id: notifications.id, userId: notifications.userId });
    written += rows.length;
    const reads = send.reads.map((r) => ({ read: r, row: rows.find((x) => x.userId === idOf.get(r.email))! }));
    if (reads.length) {
      await db.insert(notificationReads).values(
        reads.map(({ read, row }) => ({
          notificationId: row.id,
          userId: row.userId,
          readAt: new Date(createdAt.getTime() + read.afterMinutes * 60_000),
          latitude: read.at?.lat ?? null,
          longitude: read.at?.lon ?? null,
        })),
      );
    }
  }
  return written;
}
