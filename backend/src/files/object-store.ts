import { randomUUID } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';

/** One stored object, as a listing shows it. */
export interface StoredObject {
  key: string;
  size: number;
  modified: Date;
}

export interface PutOptions {
  contentType?: string;
  cacheControl?: string;
}

/** Bytes `start..end`, both inclusive (as HTTP Range counts them). */
export interface ByteRange {
  start: number;
  end: number;
}

export interface SignedUrlOptions {
  expiresInSeconds: number;
  contentType?: string;
  contentDisposition?: string;
}

/** Raised by `read` for a key that holds nothing. */
export class ObjectNotFoundError extends Error {
  constructor(key: string) {
    super(`no stored object at ${key}`);
  }
}

/** Public media never change under a name (every name is generated), so a year's cache is safe. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

/**
 * Every file Plaza keeps, by key: `public/<kind>/…` (served at /storage/<kind>/…), `storage/<member>/<blob>`
 * (personal storage), `private/videos/<area>/…` (videos being processed, originals), `exports/<member>/<zip>`.
 * Two drivers: the local disk under UPLOADS_DIR (keys are paths) and an S3-compatible bucket. Keys are
 * always made by Plaza (generated names), never taken from a request as they are.
 */
export abstract class ObjectStore {
  abstract readonly driver: 'local' | 's3';

  abstract put(key: string, body: Buffer | Readable, options?: PutOptions): Promise<void>;
  /** Moves a local file (a temporary one) into the store under `key`; the file is gone afterwards. */
  abstract adoptFile(key: string, path: string, options?: PutOptions): Promise<void>;
  /** The object's bytes (a range of them); ObjectNotFoundError when there is none. */
  abstract read(key: string, range?: ByteRange): Promise<Readable>;
  abstract stat(key: string): Promise<{ size: number; modified: Date } | undefined>;
  abstract move(from: string, to: string): Promise<void>;
  /** Removes objects; missing ones are not an error. */
  abstract delete(keys: readonly string[]): Promise<void>;
  abstract deletePrefix(prefix: string): Promise<void>;
  abstract list(prefix: string): AsyncIterable<StoredObject>;
  /** Copies an object to a local file. */
  abstract download(key: string, path: string): Promise<void>;
  /** The object's path on this machine, for the local driver only. */
  abstract localPath(key: string): string | undefined;
  /** A short-lived address that serves the object without Plaza (s3 only; undefined for local). */
  abstract signedUrl(key: string, options: SignedUrlOptions): Promise<string | undefined>;
  /** The object's address on the CDN / public bucket (S3_PUBLIC_URL), when there is one. */
  abstract publicUrl(key: string): string | undefined;

  /**
   * Runs `fn` on a local file holding the object (ffmpeg, sharp's metadata): the file itself with the
   * local driver, a temporary download (removed afterwards) with s3.
   */
  async withLocalFile<T>(key: string, fn: (path: string) => Promise<T>): Promise<T> {
    const local = this.localPath(key);
    if (local) {
      return fn(local);
    }
    const dir = join(tmpdir(), 'plaza-objects');
    await mkdir(dir, { recursive: true });
    const path = join(dir, randomUUID());
    try {
      await this.download(key, path);
      return await fn(path);
    } finally {
      await rm(path, { force: true });
    }
  }
}

/** A local folder for files being made (zips, transcodes) before they are stored: same disk as UPLOADS_DIR, so the local driver only renames. */
export function scratchDir(uploadsDir: string): string {
  return join(uploadsDir, '.tmp');
}

/** A key is only ever built from Plaza's own names: one with `..` or an empty segment is refused. */
export function checkKey(key: string): string {
  if (!key || key.startsWith('/') || key.split('/').some((part) => part === '' || part === '.' || part === '..')) {
    throw new Error(`not a storage key: ${key}`);
  }
  return key;
}
