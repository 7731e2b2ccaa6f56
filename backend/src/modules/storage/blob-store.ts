import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream, type ReadStream } from 'node:fs';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Injectable } from '@nestjs/common';
import { lookup } from 'mime-types';
import { AppConfig } from '../../config/app-config';

/** A file received on disk, not yet a stored item. */
export interface ReceivedFile {
  /** Where it is now (a temporary path until `adopt` moves it). */
  path: string;
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
 * The bytes of personal storage, on disk under UPLOADS_DIR/storage (never under the public media
 * folder): `<member id>/<generated name>` per file, `.incoming/` for uploads being received and
 * `.resumable/` for resumable uploads under way. Only a stored item's row knows a file's name.
 */
@Injectable()
export class BlobStore {
  readonly root: string;
  readonly incomingDir: string;
  readonly resumableDir: string;

  constructor(config: AppConfig) {
    this.root = join(config.uploadsDir, 'storage');
    this.incomingDir = join(this.root, '.incoming');
    this.resumableDir = join(this.root, '.resumable');
  }

  pathOf(userId: number, blob: string): string {
    return join(this.root, String(userId), blob);
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

  /** Hashes and recognises a file already on disk (a finished resumable upload). */
  async inspect(path: string, name: string): Promise<ReceivedFile> {
    const hash = createHash('sha256');
    let size = 0;
    for await (const chunk of createReadStream(path)) {
      size += (chunk as Buffer).length;
      hash.update(chunk as Buffer);
    }
    const handle = await open(path, 'r');
    try {
      const head = Buffer.alloc(Math.min(HEAD_BYTES, size));
      await handle.read(head, 0, head.length, 0);
      return { path, size, sha256: hash.digest('hex'), mimeType: await detectType(head, name) };
    } finally {
      await handle.close();
    }
  }

  /** Moves a received file to the member's folder under a new generated name, returned. */
  async adopt(file: ReceivedFile, userId: number): Promise<string> {
    const blob = randomUUID();
    const target = this.pathOf(userId, blob);
    await mkdir(join(this.root, String(userId)), { recursive: true });
    await rename(file.path, target);
    return blob;
  }

  /** Removes files that were received but not stored (a failed or refused upload). */
  async discard(files: readonly ReceivedFile[]): Promise<void> {
    await Promise.all(files.map((f) => rm(f.path, { force: true })));
  }

  /** Removes stored files of a member. */
  async remove(userId: number, blobs: readonly string[]): Promise<void> {
    await Promise.all(
      blobs.filter((b) => /^[0-9a-f-]{36}$/.test(b)).map((b) => rm(this.pathOf(userId, b), { force: true })),
    );
  }

  /** Removes every stored file of a member (their account is gone). */
  async removeMember(userId: number): Promise<void> {
    await rm(join(this.root, String(userId)), { recursive: true, force: true });
  }

  /** The bytes `start..end` (inclusive) of a stored file. */
  read(userId: number, blob: string, range?: { start: number; end: number }): ReadStream {
    return createReadStream(this.pathOf(userId, blob), range);
  }
}
