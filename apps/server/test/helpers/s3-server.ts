import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Hash } from '@smithy/hash-node';
import { SignatureV4 } from '@smithy/signature-v4';
import S3rver from 's3rver';

export const S3_TEST_BUCKET = 'aedatlas-test';
const ACCESS_KEY = 'S3RVER';
const SECRET_KEY = 'S3RVER';
const REGION = 'us-east-1';

const signer = new SignatureV4({
  credentials: { accessKeyId: ACCESS_KEY, secretAccessKey: SECRET_KEY },
  region: REGION,
  service: 's3',
  sha256: Hash.bind(null, 'sha256'),
  uriEscapePath: false,
});

/**
 * Checks a presigned (query) SigV4 address as S3 does: the signature over method, path, query
 * and signed headers, and the expiry. s3rver serves the objects but does not check V4 signatures.
 */
async function presignedCheck(req: http.IncomingMessage, port: number): Promise<string | null> {
  const url = new URL(req.url!, `http://127.0.0.1:${port}`);
  const q = url.searchParams;
  if (!q.has('X-Amz-Signature')) return null;
  const date = q.get('X-Amz-Date')!;
  const signedAt = new Date(`${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6, 8)}T${date.slice(9, 11)}:${date.slice(11, 13)}:${date.slice(13, 15)}Z`);
  const expiresIn = Number(q.get('X-Amz-Expires'));
  if (!(expiresIn > 0) || signedAt.getTime() + expiresIn * 1000 < Date.now()) return 'Request has expired';
  const signedHeaders = (q.get('X-Amz-SignedHeaders') ?? '').split(';');
  // The signer adds these again; the rest of the query (X-Amz-Content-Sha256, x-id) is signed as sent.
  const added = new Set(['X-Amz-Algorithm', 'X-Amz-Credential', 'X-Amz-Date', 'X-Amz-Expires', 'X-Amz-SignedHeaders', 'X-Amz-Signature']);
  const query: Record<string, string> = {};
  for (const [k, v] of q) if (!added.has(k)) query[k] = v;
  const headers: Record<string, string> = {};
  for (const name of signedHeaders) headers[name] = String(req.headers[name] ?? '');
  // The payload hash the signature was made with (UNSIGNED-PAYLOAD for presigned S3 addresses).
  if (q.has('X-Amz-Content-Sha256')) headers['X-Amz-Content-Sha256'] = q.get('X-Amz-Content-Sha256')!;
  const expected = await signer.presign(
    { method: req.method!, protocol: 'http:', hostname: '127.0.0.1', port, path: url.pathname, query, headers },
    { signingDate: signedAt, expiresIn, signableHeaders: new Set(signedHeaders) },
  );
  return expected.query!['X-Amz-Signature'] === q.get('X-Amz-Signature') ? null : 'SignatureDoesNotMatch';
}

/**
 * A local server speaking the S3 protocol (s3rver) behind a front that checks presigned addresses'
 * signatures and expiry, as S3 does. Its settings are the env the app reads for STORAGE_DRIVER=s3.
 */
export async function startS3Server(): Promise<{ env: Record<string, string>; close(): Promise<void> }> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'aedatlas-s3-'));
  const s3 = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: S3_TEST_BUCKET, configs: [] }] });
  const backend = ((await s3.run()) as AddressInfo).port;
  const front = http.createServer((req, res) => {
    const port = (front.address() as AddressInfo).port;
    presignedCheck(req, port).then((refusal) => {
      if (refusal) {
        req.resume();
        res.writeHead(403, { 'content-type': 'application/xml' }).end(`<Error><Code>AccessDenied</Code><Message>${refusal}</Message></Error>`);
        return;
      }
      const upstream = http.request({ host: '127.0.0.1', port: backend, method: req.method, path: req.url, headers: { ...req.headers, host: `127.0.0.1:${port}` } }, (answer) => {
        res.writeHead(answer.statusCode!, answer.headers);
        answer.pipe(res);
      });
      upstream.on('error', () => res.destroy());
      req.pipe(upstream);
    });
  });
  await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve));
  return {
    env: {
      STORAGE_DRIVER: 's3',
      S3_BUCKET: S3_TEST_BUCKET,
      S3_REGION: REGION,
      S3_ENDPOINT: `http://127.0.0.1:${(front.address() as AddressInfo).port}`,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: ACCESS_KEY,
      S3_SECRET_ACCESS_KEY: SECRET_KEY,
    },
    async close() {
      front.closeAllConnections();
      await new Promise((resolve) => front.close(resolve));
      await s3.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}
