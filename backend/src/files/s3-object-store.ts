import { createReadStream, createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { StorageSettings } from '../config/app-config';
import { checkKey, IMMUTABLE_CACHE, ObjectNotFoundError, ObjectStore, type ByteRange, type PutOptions, type SignedUrlOptions, type StoredObject } from './object-store';

type S3Settings = NonNullable<StorageSettings['s3']>;

/** Parts of a multipart upload (lib-storage): files larger than one part go up in parallel parts. */
export const PART_SIZE = 8 * 1024 * 1024;

/**
 * The client for S3_ENDPOINT. Checksums only where S3 requires them: Garage, SeaweedFS and other
 * S3-compatible servers do not all accept the SDK's default CRC32 trailers on every request.
 */
export function s3ClientConfig(s3: S3Settings): S3ClientConfig {
  return {
    endpoint: s3.endpoint,
    region: s3.region,
    forcePathStyle: s3.forcePathStyle,
    credentials: s3.accessKeyId && s3.secretAccessKey ? { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey } : undefined,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  };
}

/**
 * The origins a browser is sent to for files (presigned addresses, S3_PUBLIC_URL), which the page's
 * CSP must allow for images, video, downloads and the storage preview frame.
 */
export function bucketOrigins(s3: S3Settings): string[] {
  const origins: string[] = [];
  if (s3.endpoint) {
    const url = new URL(s3.endpoint);
    origins.push(s3.forcePathStyle ? url.origin : `${url.protocol}//${s3.bucket}.${url.host}`);
  } else {
    origins.push(`https://${s3.bucket}.s3.${s3.region}.amazonaws.com`);
  }
  if (s3.publicUrl) {
    origins.push(new URL(s3.publicUrl).origin);
  }
  return origins;
}

const missing = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
};

/** A copy source names the bucket and the key, each segment URL-encoded. */
const copySource = (bucket: string, key: string) => `${bucket}/${key.split('/').map(encodeURIComponent).join('/')}`;

/** Public keys get a year's cache (their names never change); the rest none in between. */
const cacheFor = (key: string, options?: PutOptions) => options?.cacheControl ?? (key.startsWith('public/') ? IMMUTABLE_CACHE : 'private, no-store');

/** STORAGE_DRIVER=s3: every key is an object of S3_BUCKET. */
export class S3ObjectStore extends ObjectStore {
  readonly driver = 's3' as const;
  readonly client: S3Client;
  readonly bucket: string;

  constructor(private readonly settings: S3Settings) {
    super();
    this.client = new S3Client(s3ClientConfig(settings));
    this.bucket = settings.bucket;
  }

  async put(key: string, body: Buffer | Readable, options?: PutOptions): Promise<void> {
    const params = { Bucket: this.bucket, Key: checkKey(key), ContentType: options?.contentType, CacheControl: cacheFor(key, options) };
    if (Buffer.isBuffer(body) && body.length <= PART_SIZE) {
      await this.client.send(new PutObjectCommand({ ...params, Body: body }));
      return;
    }
    await new Upload({ client: this.client, params: { ...params, Body: body }, partSize: PART_SIZE, queueSize: 4 }).done();
  }

  async adoptFile(key: string, path: string, options?: PutOptions): Promise<void> {
    await this.put(key, createReadStream(path), options);
    await rm(path, { force: true });
  }

  async read(key: string, range?: ByteRange): Promise<Readable> {
    try {
      const answer = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: checkKey(key), Range: range ? `bytes=${range.start}-${range.end}` : undefined }),
      );
      return answer.Body as Readable;
    } catch (error) {
      if (missing(error)) {
        throw new ObjectNotFoundError(key);
      }
      throw error;
    }
  }

  async stat(key: string): Promise<{ size: number; modified: Date } | undefined> {
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: checkKey(key) }));
      return { size: head.ContentLength ?? 0, modified: head.LastModified ?? new Date(0) };
    } catch (error) {
      if (missing(error)) {
        return undefined;
      }
      throw error;
    }
  }

  async move(from: string, to: string): Promise<void> {
    await this.client.send(
      new CopyObjectCommand({ Bucket: this.bucket, Key: checkKey(to), CopySource: copySource(this.bucket, checkKey(from)), CacheControl: cacheFor(to), MetadataDirective: 'REPLACE' }),
    );
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: from }));
  }

  async delete(keys: readonly string[]): Promise<void> {
    for (let i = 0; i < keys.length; i += 1000) {
      const batch = keys.slice(i, i + 1000).map((key) => ({ Key: checkKey(key) }));
      if (batch.length) {
        await this.client.send(new DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects: batch, Quiet: true } }));
      }
    }
  }

  async deletePrefix(prefix: string): Promise<void> {
    const keys: string[] = [];
    for await (const object of this.list(prefix)) {
      keys.push(object.key);
    }
    await this.delete(keys);
  }

  async *list(prefix: string): AsyncIterable<StoredObject> {
    let token: string | undefined;
    do {
      const page = await this.client.send(new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, ContinuationToken: token }));
      for (const object of page.Contents ?? []) {
        if (object.Key) {
          yield { key: object.Key, size: object.Size ?? 0, modified: object.LastModified ?? new Date(0) };
        }
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async download(key: string, path: string): Promise<void> {
    await pipeline(await this.read(key), createWriteStream(path));
  }

  localPath(): undefined {
    return undefined;
  }

  signedUrl(key: string, options: SignedUrlOptions): Promise<string> {
    const command = new GetObjectCommand({
      Bucket: this.bucket,
      Key: checkKey(key),
      ResponseContentType: options.contentType,
      ResponseContentDisposition: options.contentDisposition,
      ResponseCacheControl: 'private, no-store',
    });
    return getSignedUrl(this.client, command, { expiresIn: options.expiresInSeconds });
  }

  publicUrl(key: string): string | undefined {
    return this.settings.publicUrl ? `${this.settings.publicUrl}/${checkKey(key).split('/').map(encodeURIComponent).join('/')}` : undefined;
  }
}
