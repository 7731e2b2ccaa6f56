import { createReadStream, createWriteStream } from 'node:fs';
import { copyFile, mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { checkKey, ObjectNotFoundError, ObjectStore, type ByteRange, type StoredObject } from './object-store';

/** Moves a file, copying it when the target is on another file system (UPLOADS_DIR elsewhere). */
async function moveFile(from: string, to: string): Promise<void> {
  await mkdir(dirname(to), { recursive: true });
  try {
    await rename(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') {
      throw error;
    }
    await copyFile(from, to);
    await rm(from, { force: true });
  }
}

/** The default driver: every key is a file under UPLOADS_DIR, laid out as before object storage existed. */
export class LocalObjectStore extends ObjectStore {
  readonly driver = 'local' as const;

  constructor(readonly root: string) {
    super();
  }

  private file(key: string): string {
    return join(this.root, checkKey(key));
  }

  async put(key: string, body: Buffer | Readable): Promise<void> {
    const file = this.file(key);
    await mkdir(dirname(file), { recursive: true });
    await pipeline(Buffer.isBuffer(body) ? Readable.from([body]) : body, createWriteStream(file));
  }

  adoptFile(key: string, path: string): Promise<void> {
    return moveFile(path, this.file(key));
  }

  async read(key: string, range?: ByteRange): Promise<Readable> {
    const file = this.file(key);
    if (!(await this.stat(key))) {
      throw new ObjectNotFoundError(key);
    }
    return createReadStream(file, range);
  }

  async stat(key: string): Promise<{ size: number; modified: Date } | undefined> {
    const found = await stat(this.file(key)).catch(() => undefined);
    return found?.isFile() ? { size: found.size, modified: found.mtime } : undefined;
  }

  move(from: string, to: string): Promise<void> {
    return moveFile(this.file(from), this.file(to));
  }

  async delete(keys: readonly string[]): Promise<void> {
    await Promise.all(keys.map((key) => rm(this.file(key), { force: true })));
  }

  async deletePrefix(prefix: string): Promise<void> {
    await rm(this.file(prefix.replace(/\/+$/, '')), { recursive: true, force: true });
  }

  async *list(prefix: string): AsyncIterable<StoredObject> {
    const base = prefix ? this.file(prefix.replace(/\/+$/, '')) : this.root;
    const entries = await readdir(base, { recursive: true, withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      if (entry.isFile()) {
        const path = join(entry.parentPath, entry.name);
        const info = await stat(path).catch(() => undefined);
        if (info) {
          yield { key: relative(this.root, path).split(sep).join('/'), size: info.size, modified: info.mtime };
        }
      }
    }
  }

  async download(key: string, path: string): Promise<void> {
    await pipeline(await this.read(key), createWriteStream(path));
  }

  localPath(key: string): string {
    return this.file(key);
  }

  signedUrl(): Promise<undefined> {
    return Promise.resolve(undefined);
  }

  publicUrl(): undefined {
    return undefined;
  }
}
