import { mkdir, open, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { CompressedDocument } from './compressed-document';

/**
 * The last good map feed, kept on disk under DATA_DIR so that a server started while its database
 * is away can still show the map (outage/stand-in-app.ts). One file: a line that names the format,
 * a line of JSON (ETag, when the AEDs were last known current), then the feed's gzip bytes. It is
 * written to a temporary name and renamed, so a reader sees the old file or the new one, whole.
 */
const FORMAT = 'aedatlas-last-good-feed 1';
export const LAST_GOOD_FEED_FILE = path.join('last-good', 'map-feed.bin');
/**
 * How often the file may be written: the feed of a million AEDs is some 37 MB of gzip, and a busy
 * registry changes many times a minute. A stand-in's map is at most this much older than memory's.
 */
export const LAST_GOOD_WRITE_EVERY_MS = 60_000;

export interface LastGoodFeed {
  etag: string;
  gzip: Buffer;
  /** When its AEDs were last known to be current. */
  asOf: Date;
}

interface Log {
  warn(obj: object, msg: string): void;
}

/**
 * Keeps the feed file up to date: `offer` is called whenever the feed is known current (on every
 * answer, so it must cost nothing) and the file is written at most every `everyMs`, in the
 * background. `flush` writes what is pending (a clean stop).
 */
export function lastGoodFeedKeeper(dataDir: string, { log, everyMs = LAST_GOOD_WRITE_EVERY_MS }: { log: Log; everyMs?: number }) {
  const file = path.join(dataDir, LAST_GOOD_FEED_FILE);
  let offered: { doc: CompressedDocument; confirmedAt: number } | undefined;
  let written: { etag: string; confirmedAt: number } | undefined;
  let lastWriteAt = 0;
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> = Promise.resolve();

  const isNews = () => offered !== undefined && (offered.doc.etag !== written?.etag || offered.confirmedAt > written.confirmedAt);

  function writeNow(): Promise<void> {
    timer = undefined;
    const next = offered;
    if (!next || !isNews()) return writing;
    lastWriteAt = Date.now();
    writing = writing
      .then(() => writeFeedFile(file, { etag: next.doc.etag, gzip: next.doc.gzip, asOf: new Date(next.confirmedAt) }))
      .then(() => void (written = { etag: next.doc.etag, confirmedAt: next.confirmedAt }))
      // A full or read-only disk costs the stand-in its map, never an answer.
      .catch((err: unknown) => log.warn({ err }, 'the last good map feed could not be kept on disk'));
    return writing;
  }

  return {
    offer(doc: CompressedDocument, confirmedAt: number) {
      offered = { doc, confirmedAt };
      if (timer || !isNews()) return;
      timer = setTimeout(writeNow, Math.max(0, lastWriteAt + everyMs - Date.now()));
      timer.unref();
    },
    async flush() {
      if (timer) clearTimeout(timer);
      await writeNow();
    },
  };
}
export type LastGoodFeedKeeper = ReturnType<typeof lastGoodFeedKeeper>;

async function writeFeedFile(file: string, feed: LastGoodFeed) {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  const handle = await open(temporary, 'w', 0o600);
  try {
    await handle.writeFile(`${FORMAT}\n${JSON.stringify({ etag: feed.etag, asOf: feed.asOf.toISOString() })}\n`);
    await handle.writeFile(feed.gzip);
    // On disk before the rename: a crash leaves the old file or the whole new one.
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(temporary, file).catch(async (err: unknown) => {
    await rm(temporary, { force: true });
    throw err;
  });
}

/** The feed file under `dataDir`, or undefined when there is none (or it is not one this server wrote). */
export async function readLastGoodFeed(dataDir: string): Promise<LastGoodFeed | undefined> {
  const bytes = await readFile(path.join(dataDir, LAST_GOOD_FEED_FILE)).catch(() => undefined);
  if (!bytes) return undefined;
  const firstEnd = bytes.indexOf(10);
  const secondEnd = bytes.indexOf(10, firstEnd + 1);
  if (firstEnd < 0 || secondEnd < 0 || bytes.subarray(0, firstEnd).toString('utf8') !== FORMAT) return undefined;
  try {
    const meta = JSON.parse(bytes.subarray(firstEnd + 1, secondEnd).toString('utf8')) as { etag?: unknown; asOf?: unknown };
    const asOf = new Date(String(meta.asOf));
    if (typeof meta.etag !== 'string' || Number.isNaN(asOf.getTime())) return undefined;
    return { etag: meta.etag, asOf, gzip: bytes.subarray(secondEnd + 1) };
  } catch {
    return undefined;
  }
}
