import fs from 'node:fs/promises';
import path from 'node:path';
import { startBareServer } from './health-ratio';
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
 * next to two ceilings, in alternation: a bare node:http server writing the same PUT to a file
 * flushed to disk (the same client, the same HTTP), and copying the same bytes on the same disk
 * with the same flush (no HTTP at all).
 */
export async function measureUploads(url: string, dataDir: string, aedId: string, files = 10, sizeMb = 20) {
  const form = new URLSearchParams({ grant_type: 'password', client_id: 'aedatlas-web', username: BENCH_ADMIN.email, password: BENCH_ADMIN.password });
  const token = ((await (await fetch(`${url}/auth/realms/aedatlas/protocol/openid-connect/token`, { method: 'POST', body: form })).json()) as { access_token: string }).access_token;
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const bytes = pdfOf(sizeMb * MB);

  // The ceiling: the same bytes copied on the same disk, each copy flushed as the driver flushes.
  // Each upload is followed by one copy, so a change in the disk's pace (its flushes vary several
  // times over between runs on a shared host) falls on both sides alike.
  const folder = path.join(dataDir, 'bench-copy');
  await fs.mkdir(folder, { recursive: true });
  const source = path.join(folder, 'source.pdf');
  await fs.writeFile(source, bytes);
  const bare = await startBareServer(20000 + Math.floor(Math.random() * 400), {}, undefined, folder);

  let putMs = 0;
  let flowMs = 0;
  let barePutMs = 0;
  let copyMs = 0;
  for (let i = 0; i < files; i += 1) {
    const flowStart = performance.now();
    const issued = await fetch(`${url}/api/files/upload-url`, { method: 'POST', headers, body: JSON.stringify({ fileName: `bench-${i}.pdf`, contentType: 'application/pdf' }) });
    const { uploadId, uploadUrl } = (await issued.json()) as { uploadId: string; uploadUrl: string };
    const putStart = performance.now();
    const put = await fetch(new URL(uploadUrl, url), { method: 'PUT', body: new Uint8Array(bytes), headers: { 'content-type': 'application/pdf' } });
    putMs += performance.now() - putStart;
    if (put.status !== 200) throw new Error(`upload PUT answered ${put.status}: ${await put.text()}`);
    const done = await fetch(`${url}/api/files/upload-complete`, { method: 'POST', headers, body: JSON.stringify({ uploadId, fileSize: bytes.length, entityType: 'AED', aedId }) });
    if (done.status !== 200) throw new Error(`upload-complete answered ${done.status}: ${await done.text()}`);
    flowMs += performance.now() - flowStart;

    const bareStart = performance.now();
    const barePut = await fetch(`${bare.url}/upload`, { method: 'PUT', body: new Uint8Array(bytes), headers: { 'content-type': 'application/pdf' } });
    if (barePut.status !== 200) throw new Error(`the bare server answered ${barePut.status}: ${await barePut.text()}`);
    const { size } = (await barePut.json()) as { size: number };
    barePutMs += performance.now() - bareStart;
    if (size !== bytes.length) throw new Error(`the bare server wrote ${size} bytes of ${bytes.length}`);

    const copyStart = performance.now();
    const target = path.join(folder, `copy-${i}.pdf`);
    await fs.copyFile(source, target);
    const handle = await fs.open(target, 'r+');
    await handle.sync();
    await handle.close();
    copyMs += performance.now() - copyStart;
  }
  bare.stop();
  await fs.rm(folder, { recursive: true, force: true });

  const total = (files * bytes.length) / MB;
  return {
    flowMbPerSecond: total / (flowMs / 1000),
    putMbPerSecond: total / (putMs / 1000),
    barePutMbPerSecond: total / (barePutMs / 1000),
    copyMbPerSecond: total / (copyMs / 1000),
  };
}
