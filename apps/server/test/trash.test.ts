import { TRASH_ENTRY_HEADER } from '@aedatlas/contracts';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { storedFiles } from '../src/modules/files/files.table';
import { runTrashPurge } from '../src/modules/trash/trash.job';
import { trashEntries } from '../src/modules/trash/trash.table';
import { roles, userRoles } from '../src/modules/users/users.table';
import { bearer, createTestUser } from './helpers/app';
import { testDatabases } from './helpers/databases';
import { appWithAdminAndMember } from './helpers/app-with-admin-and-member';
import { getBytes, newAedPayload, pngImage, uploadFile } from './helpers/files';
import { eventually } from './helpers/push-service';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const DAY_MS = 86_400_000;
let unique = 0;

describe.each(testDatabases)('trash on $kind', (engine) => {
  const t = appWithAdminAndMember(engine, { TRASH_RETENTION_DAYS: '30' });

  const call = (method: Method, url: string, payload?: object, token: string | null = t.adminToken) =>
    t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
  const db = () => t.app.database.db;

  async function aedWithPicture(description: string) {
    const aed = await call('POST', '/api/admin/aed', newAedPayload(description));
    expect(aed.statusCode).toBe(201);
    const id = aed.json().id as string;
    const upload = await uploadFile(t.app, t.adminToken, { fileName: 'front.png', contentType: 'image/png', bytes: await pngImage(), entity: { entityType: 'AED', aedId: id } });
    expect(upload.complete!.statusCode).toBe(200);
    expect((await call('PUT', `/api/admin/aed/${id}/maintainers`, { emails: [`keeper-${++unique}@example.test`] })).statusCode).toBe(200);
    return { id, fileId: upload.uploadId! };
  }

  /** Deletes through the console's route and returns the trash entry the answer names. */
  async function deleteToTrash(url: string) {
    const res = await call('DELETE', url);
    expect(res.statusCode, res.body).toBe(204);
    const entryId = res.headers[TRASH_ENTRY_HEADER] as string;
    expect(entryId).toMatch(/^[0-9a-f-]{36}$/);
    return entryId;
  }

  const mapIds = async () => ((await call('GET', '/api/aed/map', undefined, null)).json() as { id: string }[]).map((a) => a.id);

  it('delete then undo restores the AED with its pictures', async () => {
    const { id, fileId } = await aedWithPicture(`Undo me ${++unique}`);
    // A report from the street took it out of service: the restored AED is still out of service.
    const report = await t.app.inject({ method: 'POST', url: `/api/aed/${id}/reports`, payload: { kind: 'used', fillMs: 5000 } });
    expect(report.statusCode, report.body).toBe(201);
    const before = (await call('GET', `/api/admin/aed/${id}`)).json();
    expect(before.outOfService).toBe('used');
    expect(before.pictures).toHaveLength(1);
    expect(await mapIds()).toContain(id);

    const entryId = await deleteToTrash(`/api/admin/aed/${id}`);
    expect((await call('GET', `/api/admin/aed/${id}`)).statusCode).toBe(404);
    // The public map loses it at once.
    expect(await mapIds()).not.toContain(id);
    const listed = (await call('GET', '/api/admin/trash?kind=aed')).json();
    expect(listed.data[0]).toMatchObject({ id: entryId, kind: 'aed', entityId: id, title: before.title ?? before.description });
    expect(listed.data[0].dependentRows).toBeGreaterThanOrEqual(3);

    const restored = await call('POST', `/api/admin/trash/${entryId}/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toMatchObject({ kind: 'aed', entityId: id });
    const after = (await call('GET', `/api/admin/aed/${id}`)).json();
    expect(after).toEqual(before);
    expect((await call('GET', `/api/admin/aed/${id}/reminders`)).json().maintainers).toHaveLength(1);
    // The picture's file is still downloadable: its bytes were never removed.
    const redirect = await call('GET', `/api/files/${fileId}/content`, undefined, null);
    expect(redirect.statusCode).toBe(302);
    expect((await getBytes(t.app, redirect.headers.location as string)).status).toBe(200);
    expect(await mapIds()).toContain(id);
    expect((await call('GET', '/api/admin/trash?kind=aed')).json().data.some((e: { id: string }) => e.id === entryId)).toBe(false);

    const history = (await call('GET', `/api/admin/aed/${id}/history`)).json() as { action: string; entityType: string }[];
    expect(history.filter((h) => h.entityType === 'aed').map((h) => h.action)).toEqual(['restore', 'delete', 'create']);
  });

  it('a deleted picture goes to the trash with its file and comes back with Undo, still downloadable', async () => {
    const { id, fileId } = await aedWithPicture(`Picture undo ${++unique}`);
    const linked = await call('POST', '/api/admin/aed-picture', { aedId: id, url: 'https://example.org/linked.jpg' });
    expect(linked.statusCode).toBe(201);
    const before = (await call('GET', `/api/admin/aed/${id}`)).json();
    expect(before.pictures).toHaveLength(2);
    const uploaded = before.pictures.find((p: { url: string }) => p.url !== 'https://example.org/linked.jpg');
    const publicPictures = async () => ((await call('GET', `/api/aed/${id}`, undefined, null)).json().pictures as { id: string }[]).map((p) => p.id).sort();

    // The uploaded picture: its file record goes with it; its bytes stay for the restore.
    const uploadedEntry = await deleteToTrash(`/api/admin/aed-picture/${uploaded.id}`);
    expect((await call('GET', `/api/admin/aed-picture/${uploaded.id}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/files/${fileId}/content`, undefined, null)).statusCode).toBe(404);
    expect(await publicPictures()).toEqual([linked.json().id]);
    const listed = (await call('GET', '/api/admin/trash?kind=aed-picture')).json();
    expect(listed.data[0]).toMatchObject({ id: uploadedEntry, kind: 'aed-picture', entityId: uploaded.id, title: `Picture of ${before.title ?? before.description}` });

    const restored = await call('POST', `/api/admin/trash/${uploadedEntry}/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect((await call('GET', `/api/admin/aed-picture/${uploaded.id}`)).json()).toMatchObject({ id: uploaded.id, url: uploaded.url, aedId: id });
    const redirect = await call('GET', `/api/files/${fileId}/content`, undefined, null);
    expect(redirect.statusCode).toBe(302);
    expect((await getBytes(t.app, redirect.headers.location as string)).status).toBe(200);
    expect(await publicPictures()).toEqual(before.pictures.map((p: { id: string }) => p.id).sort());
    const restoreAudit = (await call('GET', `/api/admin/audit?entityType=aed-picture&entityId=${uploaded.id}&size=5`)).json().data[0];
    expect(restoreAudit).toMatchObject({ action: 'restore', after: { id: uploaded.id, aedId: id } });

    // A linked picture (no file) goes and comes back the same way; a second delete of it is a 404.
    const linkedEntry = await deleteToTrash(`/api/admin/aed-picture/${linked.json().id}`);
    expect((await call('DELETE', `/api/admin/aed-picture/${linked.json().id}`)).statusCode).toBe(404);
    expect((await call('POST', `/api/admin/trash/${linkedEntry}/restore`)).statusCode).toBe(200);
    expect((await call('GET', `/api/admin/aed/${id}`)).json().pictures).toHaveLength(2);

    // A picture whose AED is gone cannot come back on its own: 409 with the reason, nothing half-done.
    const orphanEntry = await deleteToTrash(`/api/admin/aed-picture/${linked.json().id}`);
    await deleteToTrash(`/api/admin/aed/${id}`);
    const refused = await call('POST', `/api/admin/trash/${orphanEntry}/restore`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/AED picture .* cannot be restored: a record it belongs to/);
    expect((await call('GET', '/api/admin/trash?kind=aed-picture')).json().data.map((e: { id: string }) => e.id)).toContain(orphanEntry);
  });

  it('a deleted role goes to the trash with the users who held it, and a restore gives it back to them', async () => {
    const role = `Trash role ${++unique}`;
    expect((await call('POST', '/api/admin/UserRoles', { role })).statusCode).toBe(201);
    const holder = await createTestUser(t.app);
    expect((await call('POST', '/api/admin/UserRoles/Assign', { userId: holder.id, role })).json().roles).toContain(role);
    const rolesOfHolder = async () =>
      (await db().select({ name: roles.normalizedName }).from(userRoles).innerJoin(roles, eq(roles.id, userRoles.roleId)).where(eq(userRoles.userId, holder.id))).map((r) => r.name);

    const res = await call('DELETE', '/api/admin/UserRoles', { role });
    expect(res.statusCode, res.body).toBe(204);
    const entryId = res.headers[TRASH_ENTRY_HEADER] as string;
    expect((await call('GET', '/api/admin/trash?kind=role')).json().data[0]).toMatchObject({ id: entryId, kind: 'role', title: role });
    expect(await rolesOfHolder()).not.toContain(role.toUpperCase());
    expect((await call('DELETE', '/api/admin/UserRoles', { role })).statusCode).toBe(404);

    expect((await call('POST', `/api/admin/trash/${entryId}/restore`)).statusCode).toBe(200);
    expect(await rolesOfHolder()).toContain(role.toUpperCase());
    const listed = ((await call('GET', '/api/admin/UserRoles')).json() as { name: string; userCount: number }[]).find((r) => r.name === role);
    expect(listed?.userCount).toBe(1);

    // A protected role is refused before anything is kept.
    const before = (await call('GET', '/api/admin/trash?kind=role')).json().totalCount;
    expect((await call('DELETE', '/api/admin/UserRoles', { role: 'ADMIN' })).statusCode).toBe(409);
    expect((await call('GET', '/api/admin/trash?kind=role')).json().totalCount).toBe(before);
  });

  it('restores twice as 404, and a restore that meets a taken id as 409 with the reason', async () => {
    const { id } = await aedWithPicture(`Twice ${++unique}`);
    const entryId = await deleteToTrash(`/api/admin/aed/${id}`);
    expect((await call('POST', `/api/admin/trash/${entryId}/restore`)).statusCode).toBe(200);
    const again = await call('POST', `/api/admin/trash/${entryId}/restore`);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toMatch(/no longer in the trash/);

    // An ICE contact whose phone another contact took meanwhile cannot come back: 409, nothing half-done.
    const owner = await createTestUser(t.app);
    const phone = `+386 41 ${String(100000 + ++unique)}`;
    const contact = (await call('POST', '/api/admin/icecontacts', { userId: owner.id, displayName: 'Mama', phone })).json();
    const contactEntry = await deleteToTrash(`/api/admin/icecontacts/${contact.id}`);
    const taker = await call('POST', '/api/admin/icecontacts', { userId: owner.id, displayName: 'Other', phone });
    expect(taker.statusCode).toBe(201);
    const blocked = await call('POST', `/api/admin/trash/${contactEntry}/restore`);
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().message).toBe('The ICE contact "Mama" cannot be restored: another record now has the same phone. Change or delete that record first.');
    expect((await call('GET', '/api/admin/trash?kind=ice-contact')).json().data.map((e: { id: string }) => e.id)).toContain(contactEntry);
  });

  it('restores an ICE contact of a user', async () => {
    const owner = await createTestUser(t.app);
    const contact = (await call('POST', '/api/admin/icecontacts', { userId: owner.id, displayName: 'Brat', email: `brat-${++unique}@example.test` })).json();
    const entryId = await deleteToTrash(`/api/admin/icecontacts/${contact.id}`);
    expect((await call('GET', `/api/admin/icecontacts/user/${owner.id}?page=0&size=20`)).json().data).toEqual([]);
    expect((await call('POST', `/api/admin/trash/${entryId}/restore`)).statusCode).toBe(200);
    expect((await call('GET', `/api/admin/icecontacts/user/${owner.id}?page=0&size=20`)).json().data).toEqual([contact]);
  });

  it('restores a help service with its options and their translations', async () => {
    const icon = 'https://cdn.example.com/icons/first-aid.svg';
    const service = (await call('POST', '/api/admin/helpservice', { key: `trash_service_${++unique}`, icon, visible: true, englishDisplayValue: 'Trash service' })).json();
    const option = await call('POST', `/api/admin/helpservice-option/service/${service.id}`, { key: `trash_option_${unique}`, icon, visible: true, englishDisplayValue: 'Trash option' });
    expect(option.statusCode).toBe(201);
    const before = (await call('GET', `/api/admin/helpservice/${service.id}`)).json();
    expect(before.options).toHaveLength(1);

    const entryId = await deleteToTrash(`/api/admin/helpservice/${service.id}`);
    expect((await call('GET', `/api/admin/helpservice/${service.id}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/admin/helpservice-option/${option.json().id}`)).statusCode).toBe(404);
    expect((await call('POST', `/api/admin/trash/${entryId}/restore`)).statusCode).toBe(200);
    expect((await call('GET', `/api/admin/helpservice/${service.id}`)).json()).toEqual(before);

    // One option alone, with its translation.
    const optionEntry = await deleteToTrash(`/api/admin/helpservice-option/${option.json().id}`);
    expect((await call('GET', `/api/admin/helpservice/${service.id}`)).json().options).toEqual([]);
    expect((await call('POST', `/api/admin/trash/${optionEntry}/restore`)).statusCode).toBe(200);
    expect((await call('GET', `/api/admin/helpservice/${service.id}`)).json()).toEqual(before);
  });

  it('lists newest first with kind and search filters, and refuses bad input with 400', async () => {
    const a = (await call('POST', '/api/admin/Advertisements', { title: `Tečaj ${++unique}`, url: 'https://example.org/a', language: 'si', text: 'x', active: true })).json();
    const entryA = await deleteToTrash(`/api/admin/Advertisements/${a.id}`);
    const b = (await call('POST', '/api/admin/News', { title: `Novica ${unique}`, url: 'https://example.org/b', language: 'sl', text: 'y', active: true }));
    expect(b.statusCode, b.body).toBe(201);
    const entryB = await deleteToTrash(`/api/admin/News/${b.json().id}`);
    const page = (await call('GET', '/api/admin/trash?size=2')).json();
    expect(page.data.map((e: { id: string }) => e.id)).toEqual([entryB, entryA]);
    expect(page.data[0]).toMatchObject({ kind: 'news', title: `Novica ${unique}` });
    const found = (await call('GET', `/api/admin/trash?search=${encodeURIComponent(`tecaj ${unique}`)}`)).json();
    expect(found.data.map((e: { id: string }) => e.id)).toEqual([entryA]);
    expect((await call('GET', '/api/admin/trash?kind=planet')).statusCode).toBe(400);
    expect((await call('GET', '/api/admin/trash?search=%00')).statusCode).toBe(400);
    expect((await call('POST', '/api/admin/trash/not-an-id/restore')).statusCode).toBe(400);
    // The advertisement comes back in its own list.
    expect((await call('POST', `/api/admin/trash/${entryA}/restore`)).statusCode).toBe(200);
    expect((await call('GET', `/api/admin/Advertisements/${a.id}`)).json()).toEqual(a);
  });

  it('restores an NFC tag and a store item of the legacy dashboard exactly as they were', async () => {
    const tag = await call('POST', '/api/admin/NfcTags', { name: `Triglav ${++unique}`, description: 'Na vrhu', latitude: 46.3783, longitude: 13.8366, valuePoints: 100 });
    expect(tag.statusCode, tag.body).toBe(201);
    const item = await call('POST', '/api/admin/StoreItems', { name: `Torbica ${unique}`, description: 'Za avto', shortDescription: 'Prva pomoč', basePrice: 24.9, discountedPrice: '19.90' });
    expect(item.statusCode, item.body).toBe(201);
    // A store item's id is `storeItemId` in the legacy API.
    for (const [path, id] of [['NfcTags', tag.json().id], ['StoreItems', item.json().storeItemId]] as const) {
      const before = (await call('GET', `/api/admin/${path}/${id}`)).json();
      const entryId = await deleteToTrash(`/api/admin/${path}/${id}`);
      expect((await call('GET', `/api/admin/${path}/${id}`)).statusCode).toBe(404);
      expect((await call('POST', `/api/admin/trash/${entryId}/restore`)).statusCode).toBe(200);
      expect((await call('GET', `/api/admin/${path}/${id}`)).json()).toEqual(before);
    }
  });

  it('restores a club, an activity, a changelog entry and a translation exactly as they were', async () => {
    const club = await call('POST', '/api/admin/Clubs', { name: `Gasilci ${++unique}`, icon: '/icons/catalogues/security-drill.svg', activationCode: `TRASH-${unique}`, walletAddress: `0x${'b'.repeat(40)}` });
    expect(club.statusCode, club.body).toBe(201);
    const activity = await call('POST', '/api/admin/activity', { title: `Tečaj TPO ${unique}`, description: 'Oživljanje', language: 'sl', points: 50, city: 'Ljubljana', latitude: 46.0569, longitude: 14.5058, startsAt: '2027-01-10T09:00:00.000Z', expiresAt: '2027-01-10T12:00:00.000Z' });
    expect(activity.statusCode, activity.body).toBe(201);
    const changelog = await call('POST', '/api/admin/Changelogs', { type: 'ios', version: `9.${unique}.0`, date: '2026-11-01', text: 'Nov zemljevid' });
    expect(changelog.statusCode, changelog.body).toBe(201);
    const service = await call('POST', '/api/admin/helpservice', { key: `trash_translation_${unique}`, icon: '/icons/helpservices/first-aid.svg' });
    expect(service.statusCode, service.body).toBe(201);
    const translation = await call('POST', '/api/admin/localization', { entityId: service.json().id, entityType: 'SERVICE', locale: 'de', fieldName: 'display_value', fieldValue: 'Erste Hilfe' });
    expect(translation.statusCode, translation.body).toBe(201);
    const records = [
      [`/api/admin/Clubs/${club.json().clubId}`, 'club'],
      [`/api/admin/activity/${activity.json().id}`, 'activity'],
      [`/api/admin/Changelogs/ios/9.${unique}.0`, 'changelog'],
      [`/api/admin/localization/${translation.json().id}`, 'localization'],
    ] as const;
    for (const [url, kind] of records) {
      const before = (await call('GET', url)).json();
      const entryId = await deleteToTrash(url);
      expect((await call('GET', url)).statusCode).toBe(404);
      expect((await call('GET', `/api/admin/trash?kind=${kind}`)).json().data[0]).toMatchObject({ id: entryId, kind });
      expect((await call('POST', `/api/admin/trash/${entryId}/restore`)).statusCode).toBe(200);
      expect((await call('GET', url)).json()).toEqual(before);
    }
  });

  it('purges entries past the retention period with their files, and not newer ones; delete forever purges one', async () => {
    const old = await aedWithPicture(`Old ${++unique}`);
    const recent = await aedWithPicture(`Recent ${unique}`);
    const [oldFile] = await db().select().from(storedFiles).where(eq(storedFiles.id, old.fileId));
    const [recentFile] = await db().select().from(storedFiles).where(eq(storedFiles.id, recent.fileId));
    const oldEntry = await deleteToTrash(`/api/admin/aed/${old.id}`);
    const recentEntry = await deleteToTrash(`/api/admin/aed/${recent.id}`);
    await db().update(trashEntries).set({ deletedAt: new Date(Date.now() - 31 * DAY_MS) }).where(eq(trashEntries.id, oldEntry));
    await db().update(trashEntries).set({ deletedAt: new Date(Date.now() - 29 * DAY_MS) }).where(eq(trashEntries.id, recentEntry));

    // The purge the app queued at its start may run now on a busy machine and take the old entry
    // first: then this run finds nothing. Either way exactly the old one is gone.
    const { purged } = await runTrashPurge(t.app);
    expect(purged).toBeLessThanOrEqual(1);
    const left = await db().select({ id: trashEntries.id }).from(trashEntries).where(inArray(trashEntries.id, [oldEntry, recentEntry]));
    expect(left.map((e) => e.id)).toEqual([recentEntry]);
    expect((await call('POST', `/api/admin/trash/${oldEntry}/restore`)).statusCode).toBe(404);
    expect(await eventually(async () => (await t.app.storage.driver.head(oldFile.storageKey!)) === null)).toBe(true);
    // The newer entry and its bytes stay.
    expect(await t.app.storage.driver.head(recentFile.storageKey!)).not.toBeNull();

    // Delete forever: gone at once, its bytes after the commit; a second time is a 404.
    expect((await call('DELETE', `/api/admin/trash/${recentEntry}`)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/admin/trash/${recentEntry}`)).statusCode).toBe(404);
    expect(await eventually(async () => (await t.app.storage.driver.head(recentFile.storageKey!)) === null)).toBe(true);
    const audit = (await call('GET', `/api/admin/aed/${recent.id}/history`)).json() as { action: string; entityType: string }[];
    expect(audit[0]).toMatchObject({ action: 'purge', entityType: 'aed' });
  });

  it('answers 401 without a token and 403 to a member on every trash route', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const routes: [Method, string][] = [
      ['GET', '/api/admin/trash'],
      ['POST', `/api/admin/trash/${id}/restore`],
      ['DELETE', `/api/admin/trash/${id}`],
      ['POST', '/api/admin/trash/purge-expired'],
    ];
    for (const [method, url] of routes) {
      expect((await call(method, url, undefined, null)).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(method, url, undefined, t.memberToken)).statusCode, `${method} ${url}`).toBe(403);
    }
  });
});
