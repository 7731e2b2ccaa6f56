import { createWriteStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ZipFile } from 'yazl';
import type { ObjectStore } from '../../files/object-store';
import type { MemberDataArchive } from './member-data';

/** Text is handed to the zip in pieces of about this many characters. */
const CHUNK_CHARS = 64 * 1024;

/** A name safe as one path segment inside a zip: no separators, no `..`, no control characters. */
export function safeSegment(name: string): string {
  // eslint-disable-next-line no-control-regex
  const cleaned = name.replace(/[\u0000-\u001f\u007f/\\:*?"<>|]/g, '_').trim();
  return !cleaned || /^\.+$/.test(cleaned) ? '_' : cleaned.slice(0, 200);
}

/** Joins small strings into pieces of CHUNK_CHARS, so the zip gets few large writes. */
async function* coalesce(chunks: AsyncIterable<string> | Iterable<string>): AsyncGenerator<string> {
  let pending = '';
  for await (const chunk of chunks) {
    pending += chunk;
    if (pending.length >= CHUNK_CHARS) {
      yield pending;
      pending = '';
    }
  }
  if (pending) {
    yield pending;
  }
}

async function* jsonArray(rows: AsyncIterable<unknown> | Iterable<unknown>): AsyncGenerator<string> {
  let first = true;
  yield '[';
  for await (const row of rows) {
    yield `${first ? '\n' : ',\n'}  ${JSON.stringify(row)}`;
    first = false;
  }
  yield first ? ']\n' : '\n]\n';
}

/**
 * A zip written to `target` while it is filled (yazl): each entry is streamed in and awaited
 * before the next, so whatever the account's size only one entry's buffers are in memory.
 * JSON and text are deflated; files (media, mostly compressed already) are stored.
 */
export class ZipArchive implements MemberDataArchive {
  private readonly zip = new ZipFile();
  private readonly written: Promise<void>;
  private failure?: unknown;
  /** Entries and bytes of files added so far (progress). */
  entries = 0;

  constructor(
    readonly target: string,
    private readonly store: ObjectStore,
  ) {
    this.written = pipeline(this.zip.outputStream as Readable, createWriteStream(target, { flags: 'wx' }));
    this.written.catch((error: unknown) => {
      this.failure = error;
    });
  }

  json(path: string, rows: AsyncIterable<unknown> | Iterable<unknown>): Promise<void> {
    return this.text(path, jsonArray(rows));
  }

  document(path: string, value: unknown): Promise<void> {
    return this.text(path, [`${JSON.stringify(value, null, 2)}\n`]);
  }

  text(path: string, chunks: AsyncIterable<string> | Iterable<string>): Promise<void> {
    return this.add(path, Readable.from(coalesce(chunks), { objectMode: false }), true);
  }

  async file(path: string, key: string): Promise<void> {
    const info = await this.store.stat(key);
    if (!info) {
      return;
    }
    await this.add(path, await this.store.read(key), false, info.size);
  }

  /** Writes the zip's directory and closes the file; answers its size in bytes. */
  async finish(): Promise<number> {
    this.zip.end();
    await this.written;
    return (await stat(this.target)).size;
  }

  /** Stops writing after a failure (the caller removes the file). */
  abort(): void {
    (this.zip.outputStream as Readable).destroy();
  }

  private add(path: string, source: Readable, compress: boolean, size?: number): Promise<void> {
    if (this.failure) {
      return Promise.reject(this.failure as Error);
    }
    return new Promise<void>((resolve, reject) => {
      // The entry is done when yazl has read its source to the end (it reads entries in order).
      source.once('end', resolve);
      source.once('error', reject);
      this.written.catch(reject);
      this.entries++;
      this.zip.addReadStream(source, path, { compress, mtime: new Date(), ...(size === undefined ? {} : { size }) });
    });
  }
}
