import type { Readable } from 'node:stream';

/** A file as storage describes it; the content type comes from what was stored with it. */
export interface StoredObject {
  key: string;
  size: number;
  contentType: string;
  timeCreated: Date;
}

export interface StorageListing {
  /** Folder keys directly below the prefix (without a trailing '/'). */
  folders: string[];
  files: StoredObject[];
}

/**
 * Where file bytes live. Keys are '/'-separated paths from the storage root; callers hand in
 * keys they built or checked (see storage-keys.ts), and the drivers check them again.
 * Two drivers: `local` (a folder on disk, addresses signed by this server) and `s3`.
 */
export interface StorageDriver {
  readonly kind: 'local' | 's3';
  /** An address a client PUTs the bytes to, with this content type, before `expiresAt`. */
  uploadUrl(key: string, contentType: string, maxBytes: number, expiresAt: Date): Promise<string>;
  /** An address anyone holding it may GET the file from until `expiresAt`. */
  downloadUrl(key: string, expiresAt: Date): Promise<string>;
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The whole file; callers check its size first. */
  read(key: string): Promise<Buffer>;
  /** The first `bytes` bytes (magic-byte checks). */
  readStart(key: string, bytes: number): Promise<Buffer>;
  stream(key: string): Promise<Readable>;
  /** Null when there is no such file. */
  head(key: string): Promise<StoredObject | null>;
  /** Moves a file to another key (the checked upload leaving its staging place). */
  move(from: string, to: string, contentType: string): Promise<void>;
  /** Deleting what is not there is not an error. */
  delete(key: string): Promise<void>;
  /** Everything directly below `prefix` ('' is the root), or every file below it when recursive. */
  list(prefix: string, recursive: boolean): Promise<StorageListing>;
}
