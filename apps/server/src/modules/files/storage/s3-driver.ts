import type * as S3 from '@aws-sdk/client-s3';
import type { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { Readable } from 'node:stream';
import type { StorageDriver, StorageListing, StoredObject } from './storage-driver';
import { baseName, contentTypeOfKey, isHiddenName, isSafeKey } from './storage-keys';
import { UnsafeKeyError } from './local-driver';

export interface S3Settings {
  bucket: string;
  region: string;
  endpoint?: string;
  credentials?: { accessKeyId: string; secretAccessKey: string };
  forcePathStyle: boolean;
}

/** The parts of the AWS SDK the driver uses. */
interface S3Sdk {
  client: typeof S3;
  getSignedUrl: typeof getSignedUrl;
}

/**
 * The SDK is loaded only when files live in S3: it is the largest package the server has, and a
 * server on local storage starts some 100 ms faster without it.
 */
export async function createS3Driver(settings: S3Settings): Promise<S3Driver> {
  const [client, presigner] = await Promise.all([import('@aws-sdk/client-s3'), import('@aws-sdk/s3-request-presigner')]);
  return new S3Driver(settings, { client, getSignedUrl: presigner.getSignedUrl });
}

const secondsUntil = (date: Date) => Math.max(1, Math.floor((date.getTime() - Date.now()) / 1000));

/**
 * Files in an S3 bucket (or anything speaking its protocol). Clients upload and download
 * directly with presigned addresses; the server reads a file back only to check it.
 */
export class S3Driver implements StorageDriver {
  readonly kind = 's3' as const;
  private readonly client: S3.S3Client;
  private readonly bucket: string;

  constructor(
    settings: S3Settings,
    private readonly sdk: S3Sdk,
  ) {
    const config: S3.S3ClientConfig = {
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      credentials: settings.credentials,
      // A presigned PUT must not demand checksum headers the browser does not send.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    };
    this.client = new sdk.client.S3Client(config);
    this.bucket = settings.bucket;
  }

  private checked(key: string): string {
    if (!isSafeKey(key)) throw new UnsafeKeyError('Unsafe storage key');
    return key;
  }

  uploadUrl(key: string, contentType: string, _maxBytes: number, expiresAt: Date) {
    // S3 cannot hold a presigned PUT to a size; upload-complete checks the stored size instead.
    return this.sdk.getSignedUrl(this.client, new this.sdk.client.PutObjectCommand({ Bucket: this.bucket, Key: this.checked(key), ContentType: contentType }), {
      expiresIn: secondsUntil(expiresAt),
      signableHeaders: new Set(['content-type']),
    });
  }

  downloadUrl(key: string, expiresAt: Date) {
    return this.sdk.getSignedUrl(this.client, new this.sdk.client.GetObjectCommand({ Bucket: this.bucket, Key: this.checked(key) }), { expiresIn: secondsUntil(expiresAt) });
  }

  async put(key: string, body: Buffer, contentType: string) {
    await this.client.send(new this.sdk.client.PutObjectCommand({ Bucket: this.bucket, Key: this.checked(key), Body: body, ContentType: contentType }));
  }

  async read(key: string) {
    const out = await this.client.send(new this.sdk.client.GetObjectCommand({ Bucket: this.bucket, Key: this.checked(key) }));
    return Buffer.from(await out.Body!.transformToByteArray());
  }

  async readStart(key: string, bytes: number) {
    const out = await this.client.send(new this.sdk.client.GetObjectCommand({ Bucket: this.bucket, Key: this.checked(key), Range: `bytes=0-${bytes - 1}` }));
    return Buffer.from(await out.Body!.transformToByteArray());
  }

  async stream(key: string) {
    const out = await this.client.send(new this.sdk.client.GetObjectCommand({ Bucket: this.bucket, Key: this.checked(key) }));
    return out.Body as Readable;
  }

  async head(key: string): Promise<StoredObject | null> {
    try {
      const out = await this.client.send(new this.sdk.client.HeadObjectCommand({ Bucket: this.bucket, Key: this.checked(key) }));
      return { key, size: out.ContentLength ?? 0, contentType: contentTypeOfKey(key), timeCreated: out.LastModified ?? new Date() };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async move(from: string, to: string, contentType: string) {
    const source = `${this.bucket}/${this.checked(from).split('/').map(encodeURIComponent).join('/')}`;
    await this.client.send(
      new this.sdk.client.CopyObjectCommand({ Bucket: this.bucket, Key: this.checked(to), CopySource: source, ContentType: contentType, MetadataDirective: 'REPLACE' }),
    );
    await this.delete(from);
  }

  async delete(key: string) {
    await this.client.send(new this.sdk.client.DeleteObjectCommand({ Bucket: this.bucket, Key: this.checked(key) }));
  }

  async list(prefix: string, recursive: boolean): Promise<StorageListing> {
    const listing: StorageListing = { folders: [], files: [] };
    const start = prefix ? `${prefix}/` : '';
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new this.sdk.client.ListObjectsV2Command({ Bucket: this.bucket, Prefix: start, Delimiter: recursive ? undefined : '/', ContinuationToken: token }),
      );
      for (const folder of page.CommonPrefixes ?? []) {
        const key = folder.Prefix!.replace(/\/$/, '');
        if (!isHiddenName(baseName(key))) listing.folders.push(key);
      }
      for (const object of page.Contents ?? []) {
        const key = object.Key!;
        if (key.slice(start.length).split('/').some(isHiddenName)) continue;
        listing.files.push({ key, size: object.Size ?? 0, contentType: contentTypeOfKey(key), timeCreated: object.LastModified ?? new Date() });
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return listing;
  }
}

function isNotFound(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NotFound' || e.name === 'NoSuchKey' || e.$metadata?.httpStatusCode === 404;
}
