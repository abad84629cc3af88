/** A notification send to every prepared member, and uploads through the local driver. */
import { measureDelivery } from './notifications';
import { record } from './report';
import { measureUploads } from './uploads';

export async function recordDelivery(url: string, recipients: string[], count: number) {
  const delivery = await measureDelivery(url, recipients);
  record(`notification send to ${count.toLocaleString('en-US')} users: accepted in`, `${delivery.acceptedMs.toFixed(0)} ms`);
  record('notifications delivered to the local push service (it decrypts each one)', `${delivery.perSecond.toFixed(0)} /s (${delivery.sent} sent, ${delivery.failed} failed, ${delivery.seconds.toFixed(1)} s)`);
}

export async function recordUploads(url: string, dataDir: string) {
  const someAed = ((await (await fetch(`${url}/api/aed/nearest?lat=46.05&lon=14.5&limit=1`)).json()) as { id: string }[])[0].id;
  const uploads = await measureUploads(url, dataDir, someAed);
  record('uploads of 20 MB files, local driver: whole flow; PUT alone', `${uploads.flowMbPerSecond.toFixed(0)} MB/s; ${uploads.putMbPerSecond.toFixed(0)} MB/s`);
  record('bare node:http writing the same PUT to a file, flushed (ceiling over HTTP)', `${uploads.barePutMbPerSecond.toFixed(0)} MB/s`);
  record('copying the same bytes on the same disk, flushed (ceiling without HTTP)', `${uploads.copyMbPerSecond.toFixed(0)} MB/s`);
  record(
    'upload PUT / bare node:http PUT; / disk copy (each upload, bare PUT and copy in turn)',
    `${(uploads.putMbPerSecond / uploads.barePutMbPerSecond).toFixed(2)}x; ${(uploads.putMbPerSecond / uploads.copyMbPerSecond).toFixed(2)}x`,
  );
}
