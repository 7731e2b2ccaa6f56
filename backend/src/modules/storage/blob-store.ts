import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Injectable, Logger } from '@nestjs/common';
import { S3Store } from '@tus/s3-store';
import { FileStore } from '@tus/file-store';
import type { DataStore } from '@tus/server';
import { lookup } from 'mime-types';
import { AppConfig } from '../../config/app-config';
import { ObjectStore } from '../../files/object-store';
import { s3ClientConfig } from '../../files/s3-object-store';

/** An unfinished resumable upload is forgotten (and stops counting against the quota) after a day. */
export const RESUMABLE_EXPIRY_MS = 24 * 60 * 60 * 1000;

/** A file received, not yet a stored item. */
export interface ReceivedFile {
  /** Where it is now: a temporary local path, or (a finished resumable upload) a storage key. */
  path: string;
  /** True when `path` is a key of the object store rather than a local file. */
  stored?: boolean;
  size: number;
  sha256: string;
  /** What the bytes are (magic numbers first, then the name's extension). */
  mimeType: string;
}

/** Bytes read to recognise a file's type. */
const HEAD_BYTES = 4100;

/** What a file's name says it is, when its bytes do not say (text formats have no magic number). */
function typeFromName(name: string): string {
  const type = lookup(name);
  return type || 'application/octet-stream';
}

/** What a file is, from its first bytes, else its name. */
export async function detectType(head: Buffer, name: string): Promise<string> {
  const { fileTypeFromBuffer } = await import('file-type');
  const found = head.length ? await fileTypeFromBuffer(head) : undefined;
  return found?.mime ?? typeFromName(name);
}

/**
 * The bytes of personal storage, in the object store under `storage/<member id>/<generated name>`
 * (never under public/). Uploads are received into a local temporary folder (`.incoming/`, hashed on
 * the way) before they are stored; resumable uploads under way live in the tus data store (the
 * `.resumable/` folder, or the bucket with the s3 driver). Only a stored item's row knows a file's name.
 */
@Injectable()
export class BlobStore {
  private readonly logger = new Logger('BlobStore');
  readonly incomingDir: string;
  readonly resumableDir: string;
  /** Where tus keeps uploads under way: files under resumableDir, or the bucket (@tus/s3-store). */
  readonly resumable: DataStore;

  constructor(
    config: AppConfig,
    readonly store: ObjectStore,
  ) {
    const root = join(config.uploadsDir, 'storage');
    this.incomingDir = join(root, '.incoming');
    this.resumableDir = join(root, '.resumable');
    const s3 = config.storage.s3;
    this.resumable = s3
      ? new S3Store({ s3ClientConfig: { ...s3ClientConfig(s3), bucket: s3.bucket }, expirationPeriodInMilliseconds: RESUMABLE_EXPIRY_MS })
      : new FileStore({ directory: this.resumableDir, expirationPeriodInMilliseconds: RESUMABLE_EXPIRY_MS });
  }

  keyOf(userId: number, blob: string): string {
    return `storage/${userId}/${blob}`;
  }

  /** The storage key of a finished resumable upload's bytes (the tus S3 store has no key prefix). */
  resumableKey(id: string): string {
    return this.store.driver === 's3' ? id : `storage/.resumable/${id}`;
  }

  /**
   * Writes `source` to a temporary file while hashing it. More than `maxBytes` stops the copy,
   * removes the partial file and throws `tooLarge()`.
   */
  async receive(source: Readable, name: string, maxBytes: number, tooLarge: () => Error): Promise<ReceivedFile> {
    await mkdir(this.incomingDir, { recursive: true });
    const path = join(this.incomingDir, randomUUID());
    const hash = createHash('sha256');
    const head: Buffer[] = [];
    let size = 0;
    const meter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        size += chunk.length;
        if (size > maxBytes) {
          done(tooLarge());
          return;
        }
        hash.update(chunk);
        if (size - chunk.length < HEAD_BYTES) {
          head.push(chunk);
        }
        done(null, chunk);
      },
    });
    try {
      await pipeline(source, meter, createWriteStream(path, { flags: 'wx' }));
    } catch (error) {
      await rm(path, { force: true });
      throw error;
    }
    return {
      path,
      size,
      sha256: hash.digest('hex'),
      mimeType: await detectType(Buffer.concat(head).subarray(0, HEAD_BYTES), name),
    };
  }

  /** Hashes and recognises a file already in the store (a finished resumable upload), streaming it once. */
  async inspect(key: string, name: string): Promise<ReceivedFile> {
    const hash = createHash('sha256');
    const head: Buffer[] = [];
    let size = 0;
    for await (const chunk of await this.store.read(key)) {
      const bytes = chunk as Buffer;
      if (size < HEAD_BYTES) {
        head.push(bytes);
      }
      size += bytes.length;
      hash.update(bytes);
    }
    return { path: key, stored: true, size, sha256: hash.digest('hex'), mimeType: await detectType(Buffer.concat(head).subarray(0, HEAD_BYTES), name) };
  }

  /** Stores a received file in the member's folder under a new generated name, returned. */
  async adopt(file: ReceivedFile, userId: number): Promise<string> {
    const blob = randomUUID();
    if (file.stored) {
      await this.store.move(file.path, this.keyOf(userId, blob));
    } else {
      await this.store.adoptFile(this.keyOf(userId, blob), file.path);
    }
    return blob;
  }

  /** Removes files that were received but not stored (a failed or refused upload). */
  async discard(files: readonly ReceivedFile[]): Promise<void> {
    await Promise.all(files.filter((f) => !f.stored).map((f) => rm(f.path, { force: true })));
  }

  /** Removes stored files of a member. */
  async remove(userId: number, blobs: readonly string[]): Promise<void> {
    await this.store.delete(blobs.filter((b) => /^[0-9a-f-]{36}$/.test(b)).map((b) => this.keyOf(userId, b)));
  }

  /** Removes every stored file of a member (their account is gone). */
  async removeMember(userId: number): Promise<void> {
    await this.store.deletePrefix(`storage/${userId}/`);
  }

  /** Forgets a resumable upload's bytes (ended, failed, expired or its member gone). */
  async removeResumable(id: string): Promise<void> {
    await this.resumable.remove(id).catch((error: unknown) => {
      // Already gone (finished and moved, or never written): nothing to remove.
      this.logger.debug(`resumable upload ${id}: ${String(error)}`);
    });
    if (this.store.driver === 'local') {
      await rm(join(this.resumableDir, `${id}.json`), { force: true });
    }
  }

  /** Forgets what tus kept beside a finished upload's bytes (its metadata), once they are stored. */
  async finishedResumable(id: string): Promise<void> {
    await this.store.delete(this.store.driver === 's3' ? [`${id}.info`] : [`storage/.resumable/${id}.json`]);
  }

  /** The bytes `start..end` (inclusive) of a stored file. */
  read(userId: number, blob: string, range?: { start: number; end: number }): Promise<Readable> {
    return this.store.read(this.keyOf(userId, blob), range);
  }
}
