import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { bearer } from './app';

/** A JPEG photo with EXIF, including a GPS position (what a phone camera writes). */
export function photoWithGps(width = 640, height = 480): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 40 } } })
    .jpeg({ quality: 90 })
    .withExif({ IFD0: { Make: 'TestCam', Model: 'Phone 1' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '46/1 3/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '14/1 30/1 0/1' } })
    .toBuffer();
}

export const pngImage = () => sharp({ create: { width: 32, height: 32, channels: 4, background: '#00ff00' } }).png().toBuffer();
export const pdfDocument = (bytes = 2000) => Buffer.concat([Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<<>>\nendobj\n'), Buffer.alloc(bytes, 0x20), Buffer.from('\n%%EOF\n')]);

/** A PUT to an upload address: through the app for the local driver's own addresses, over the network for S3. */
export async function putBytes(app: FastifyInstance, url: string, body: Buffer, contentType: string): Promise<{ status: number; body: string }> {
  if (url.startsWith('/')) {
    const res = await app.inject({ method: 'PUT', url, payload: body, headers: { 'content-type': contentType } });
    return { status: res.statusCode, body: res.body };
  }
  const res = await fetch(url, { method: 'PUT', body: new Uint8Array(body), headers: { 'content-type': contentType } });
  return { status: res.status, body: await res.text() };
}

/** A GET of a download address, either kind. */
export async function getBytes(app: FastifyInstance, url: string): Promise<{ status: number; body: Buffer; headers: Record<string, string | string[] | undefined> }> {
  if (url.startsWith('/')) {
    const res = await app.inject({ method: 'GET', url });
    return { status: res.statusCode, body: res.rawPayload, headers: res.headers as Record<string, string> };
  }
  const res = await fetch(url);
  return { status: res.status, body: Buffer.from(await res.arrayBuffer()), headers: Object.fromEntries(res.headers) };
}

export interface UploadInput {
  fileName: string;
  contentType: string;
  bytes: Buffer;
  entity: Record<string, unknown>;
  declaredSize?: number;
}

/** The three steps of 002 §7 as a client makes them; returns each answer. */
export async function uploadFile(app: FastifyInstance, token: string, input: UploadInput) {
  const urlRes = await app.inject({ method: 'POST', url: '/api/files/upload-url', headers: bearer(token), payload: { fileName: input.fileName, contentType: input.contentType } });
  if (urlRes.statusCode !== 200) return { urlRes, put: null, complete: null };
  const { uploadId, uploadUrl } = urlRes.json();
  const put = await putBytes(app, uploadUrl, input.bytes, input.contentType);
  const complete = await app.inject({
    method: 'POST',
    url: '/api/files/upload-complete',
    headers: bearer(token),
    payload: { uploadId, fileSize: input.declaredSize ?? input.bytes.length, ...input.entity },
  });
  return { urlRes, uploadId: uploadId as string, uploadUrl: uploadUrl as string, put, complete };
}

/** A multipart/form-data body with fields first, then one file. */
export function multipartBody(fields: Record<string, string>, file: { name: string; contentType: string; bytes: Buffer }) {
  const boundary = `----aedatlas${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.contentType}\r\n\r\n`));
  parts.push(file.bytes, Buffer.from(`\r\n--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

// Kept here too for the files that take it with the upload helpers.
export { newAedPayload } from './aed-payload';

/**
 * A PNG whose header claims `width` × `height` pixels, with almost no data: what a
 * decompression bomb looks like before it is decoded.
 */
export function pngClaiming(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', zlib.deflateSync(Buffer.alloc(1024))), chunk('IEND', Buffer.alloc(0))]);
}
