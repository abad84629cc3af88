import { TRASH_ENTRY_HEADER } from '@aedatlas/contracts';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import { aedChecks } from '../src/modules/aed-checks/aed-checks.table';
import { aeds } from '../src/modules/aeds/aeds.table';
import { bearer } from './helpers/app';
import { appWithAdminAndMember } from './helpers/app-with-admin-and-member';
import { testDatabases } from './helpers/databases';
import { eventually } from './helpers/push-service';
import { getBytes, multipartBody, newAedPayload, pdfDocument, photoWithGps, pngImage } from './helpers/files';

/* One optional photo with a visitor's check at the QR label, sent with the check receipt's token. */

const HERE = { latitude: 46.0569, longitude: 14.5058 };
let unique = 0;
/** A client address of its own per check, so the per-address limit never counts another test's. */
const nextAddress = () => `10.88.${Math.floor(++unique / 250)}.${(unique % 250) + 1}`;
type File = { name: string; contentType: string; bytes: Buffer };

describe.each(testDatabases)('the photo of a check on $kind', (engine) => {
  const t = appWithAdminAndMember(engine);
  beforeEach(async () => {
    await t.app.database.db.delete(aeds);
  });

  /** A new AED, its label's code and a visitor's check receipt. */
  async function checked(title = `Hall ${++unique}`) {
    const created = await t.app.inject({ method: 'POST', url: '/api/admin/aed', headers: bearer(t.adminToken), payload: { ...newAedPayload(title), ...HERE } });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    const [{ code }] = await t.app.database.db.select({ code: aeds.checkCode }).from(aeds).where(eq(aeds.id, id));
    const res = await t.app.inject({ method: 'POST', url: `/api/check/${code}`, payload: { fillMs: 4000 }, remoteAddress: nextAddress() });
    expect(res.statusCode, res.body).toBe(201);
    return { id, code, receipt: res.json() as { id: string; photoToken: string } };
  }
  const sendPhoto = (code: string, token: string, file: File) => {
    const { payload, headers } = multipartBody(token ? { token } : {}, file);
    return t.app.inject({ method: 'POST', url: `/api/check/${code}/photo`, payload, headers, remoteAddress: nextAddress() });
  };
  const jpeg = async (): Promise<File> => ({ name: 'cabinet.jpg', contentType: 'image/jpeg', bytes: await photoWithGps() });
  const rowOf = async (checkId: string) => (await t.app.database.db.select().from(aedChecks).where(eq(aedChecks.id, checkId)))[0];

  it('takes one photo, encoded again without its EXIF position, spends the token and shows in the AED check history', async () => {
    const { id, code, receipt } = await checked();
    expect(receipt.photoToken).toMatch(/^[\w-]{40,}$/);
    const sent = await sendPhoto(code.toUpperCase(), receipt.photoToken, await jpeg());
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()).toMatchObject({ checkId: receipt.id, contentType: 'image/jpeg', size: expect.any(Number) });

    const row = await rowOf(receipt.id);
    expect(row).toMatchObject({ photoContentType: 'image/jpeg', photoTokenHash: null, photoTokenExpiresAt: null });
    expect(row.photoKey).toMatch(new RegExp(`^aed-checks/${receipt.id}-[0-9a-f-]+\\.jpg$`));
    const stored = await t.app.storage.driver.read(row.photoKey!);
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect(JSON.stringify(row)).not.toContain(receipt.photoToken);

    const history = (await t.app.inject({ method: 'GET', url: `/api/admin/aed/${id}/checks`, headers: bearer(t.adminToken) })).json().data;
    expect(history).toEqual([expect.objectContaining({ id: receipt.id, by: 'visitor', photoUrl: expect.any(String) })]);
    // The admin opens it through its signed address: the photo as stored.
    const served = await getBytes(t.app, history[0].photoUrl);
    expect(served.status).toBe(200);
    expect(served.body.equals(stored)).toBe(true);
    // Nothing public names the photo.
    expect((await t.app.inject({ method: 'GET', url: `/api/aed/${id}` })).body).not.toContain(row.photoKey!);
  });

  it('goes to the trash with its AED and comes back with it; purged, the photo is removed from storage', async () => {
    const { id, code, receipt } = await checked();
    expect((await sendPhoto(code, receipt.photoToken, await jpeg())).statusCode).toBe(201);
    const key = (await rowOf(receipt.id)).photoKey!;
    const admin = bearer(t.adminToken);
    const trash = async () => {
      const deleted = await t.app.inject({ method: 'DELETE', url: `/api/admin/aed/${id}`, headers: admin });
      expect(deleted.statusCode, deleted.body).toBeLessThan(300);
      return deleted.headers[TRASH_ENTRY_HEADER] as string;
    };
    const restored = await t.app.inject({ method: 'POST', url: `/api/admin/trash/${await trash()}/restore`, headers: admin });
    expect(restored.statusCode, restored.body).toBe(200);
    const history = (await t.app.inject({ method: 'GET', url: `/api/admin/aed/${id}/checks`, headers: admin })).json().data;
    expect(history).toEqual([expect.objectContaining({ id: receipt.id, photoUrl: expect.any(String) })]);

    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/trash/${await trash()}`, headers: admin })).statusCode).toBe(204);
    expect(await eventually(async () => (await t.app.storage.driver.head(key)) === null)).toBe(true);
  });

  it('refuses a second photo: the token is spent and the first photo stays', async () => {
    const { code, receipt } = await checked();
    expect((await sendPhoto(code, receipt.photoToken, await jpeg())).statusCode).toBe(201);
    const first = (await rowOf(receipt.id)).photoKey;
    const again = await sendPhoto(code, receipt.photoToken, { name: 'again.png', contentType: 'image/png', bytes: await pngImage() });
    expect(again.statusCode).toBe(403);
    expect(again.json().message).toMatch(/once, within 30 minutes of the check/);
    const row = await rowOf(receipt.id);
    expect(row.photoKey).toBe(first);
    expect(row.photoContentType).toBe('image/jpeg');
  });

  it("refuses a wrong or missing token, another label's code and a token out of time, keeping nothing", async () => {
    const { code, receipt } = await checked();
    const other = await checked();
    expect((await sendPhoto(code, 'not-the-token', await jpeg())).statusCode).toBe(403);
    expect((await sendPhoto(code, '', await jpeg())).statusCode).toBe(403);
    // The right token at another AED's label.
    expect((await sendPhoto(other.code, receipt.photoToken, await jpeg())).statusCode).toBe(403);
    expect((await sendPhoto('0000000000000000', receipt.photoToken, await jpeg())).statusCode).toBe(403);
    expect((await sendPhoto('not-a-code', receipt.photoToken, await jpeg())).statusCode).toBe(400);
    expect((await rowOf(receipt.id)).photoKey).toBeNull();

    await t.app.database.db.update(aedChecks).set({ photoTokenExpiresAt: new Date(Date.now() - 1000) }).where(eq(aedChecks.id, other.receipt.id));
    const late = await sendPhoto(other.code, other.receipt.photoToken, await jpeg());
    expect(late.statusCode).toBe(403);
    expect((await rowOf(other.receipt.id)).photoKey).toBeNull();
  });

  it('refuses what is not a JPEG, PNG or WebP photo and photos over 5 MB, without spending the token', async () => {
    const { code, receipt } = await checked();
    const pdf = await sendPhoto(code, receipt.photoToken, { name: 'manual.pdf', contentType: 'application/pdf', bytes: pdfDocument() });
    expect(pdf.statusCode).toBe(415);
    expect(pdf.json().errors.file).toBe('The photo must be a JPEG, PNG or WebP image');
    // A name and a type that say JPEG over bytes that are not.
    expect((await sendPhoto(code, receipt.photoToken, { name: 'x.jpg', contentType: 'image/jpeg', bytes: pdfDocument() })).statusCode).toBe(415);
    const huge = await sendPhoto(code, receipt.photoToken, { name: 'big.jpg', contentType: 'image/jpeg', bytes: Buffer.concat([await photoWithGps(), Buffer.alloc(5 * 1024 * 1024)]) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().errors.file).toMatch(/limit is 5/);
    const notMultipart = await t.app.inject({ method: 'POST', url: `/api/check/${code}/photo`, payload: { token: receipt.photoToken } });
    expect(notMultipart.statusCode).toBe(415);
    const row = await rowOf(receipt.id);
    expect(row.photoKey).toBeNull();
    expect(row.photoTokenHash).not.toBeNull();
    // The refusals did not spend the token: a photo still goes.
    const png = await sendPhoto(code, receipt.photoToken, { name: 'cabinet.png', contentType: 'image/png', bytes: await pngImage() });
    expect(png.statusCode, png.body).toBe(201);
    expect(png.json().contentType).toBe('image/png');
  });
});
