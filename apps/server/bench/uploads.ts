import fs from 'node:fs/promises';
import path from 'node:path';
import { BENCH_ADMIN } from './notifications';

const MB = 2 ** 20;

/** A PDF of `bytes` bytes: a real header, then filler (documents may be up to 25 MB). */
function pdfOf(bytes: number): Buffer {
  const head = Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n');
  const tail = Buffer.from('\n%%EOF\n');
  const body = Buffer.alloc(bytes - head.length - tail.length);
  for (let i = 0; i < body.length; i += 4) body.writeUInt32LE((i * 2654435761) >>> 0, i - (i + 4 > body.length ? 4 - (body.length - i) : 0));
  return Buffer.concat([head, body, tail]);
}

/**
 * Upload throughput through the local driver: `files` uploads of `sizeMb` MB, one after another,
 * each the whole three-step flow (address, PUT of the bytes, completion with its checks and move),
 * next to copying the same bytes on the same disk with the same flush to disk.
 */
export async function measureUploads(url: string, dataDir: string, aedId: string, files = 10, sizeMb = 20) {
  const form = new URLSearchParams({ grant_type: 'password', client_id: 'aedatlas-web', username: BENCH_ADMIN.email, password: BENCH_ADMIN.password });
  const token = ((await (await fetch(`${url}/auth/realms/aedatlas/protocol/openid-connect/token`, { method: 'POST', body: form })).json()) as { access_token: string }).access_token;
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const bytes = pdfOf(sizeMb * MB);

  let putMs = 0;
  const started = performance.now();
  for (let i = 0; i < files; i += 1) {
    const issued = await fetch(`${url}/api/files/upload-url`, { method: 'POST', headers, body: JSON.stringify({ fileName: `bench-${i}.pdf`, contentType: 'application/pdf' }) });
    const { uploadId, uploadUrl } = (await issued.json()) as { uploadId: string; uploadUrl: string };
    const putStart = performance.now();
    const put = await fetch(new URL(uploadUrl, url), { method: 'PUT', body: new Uint8Array(bytes), headers: { 'content-type': 'application/pdf' } });
    putMs += performance.now() - putStart;
    if (put.status !== 200) throw new Error(`upload PUT answered ${put.status}: ${await put.text()}`);
    const done = await fetch(`${url}/api/files/upload-complete`, { method: 'POST', headers, body: JSON.stringify({ uploadId, fileSize: bytes.length, entityType: 'AED', aedId }) });
    if (done.status !== 200) throw new Error(`upload-complete answered ${done.status}: ${await done.text()}`);
  }
  const flowMs = performance.now() - started;

  // The ceiling: the same bytes copied on the same disk, each copy flushed as the driver flushes.
  const folder = path.join(dataDir, 'bench-copy');
  await fs.mkdir(folder, { recursive: true });
  const source = path.join(folder, 'source.pdf');
  await fs.writeFile(source, bytes);
  const copyStart = performance.now();
  for (let i = 0; i < files; i += 1) {
    const target = path.join(folder, `copy-${i}.pdf`);
    await fs.copyFile(source, target);
    const handle = await fs.open(target, 'r+');
    await handle.sync();
    await handle.close();
  }
  const copyMs = performance.now() - copyStart;
  await fs.rm(folder, { recursive: true, force: true });

  const total = (files * bytes.length) / MB;
  return {
    flowMbPerSecond: total / (flowMs / 1000),
    putMbPerSecond: total / (putMs / 1000),
    copyMbPerSecond: total / (copyMs / 1000),
  };
}
