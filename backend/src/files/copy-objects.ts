import { createReadStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { ObjectStore } from './object-store';

/** Keys that belong to one machine's work under way (temporary files, uploads being received), never copied. */
const TRANSIENT = /^(\.tmp\/|storage\/\.incoming\/|storage\/\.resumable\/)/;

export interface CopyReport {
  copied: number;
  skipped: number;
  failed: { key: string; reason: string }[];
  bytes: number;
}

/** Copies one object, then checks that the copy has the source's size. */
async function copyOne(from: ObjectStore, to: ObjectStore, key: string, size: number): Promise<void> {
  const target = to.localPath(key);
  const source = from.localPath(key);
  if (target) {
    // Into a local store: a temporary file beside the target, renamed once complete (an interrupted run leaves no half file).
    const partial = `${target}.partial`;
    await mkdir(dirname(target), { recursive: true });
    try {
      await from.download(key, partial);
      await rename(partial, target);
    } finally {
      await rm(partial, { force: true });
    }
  } else {
    await to.put(key, source ? createReadStream(source) : await from.read(key));
  }
  const copied = await to.stat(key);
  if (copied?.size !== size) {
    throw new Error(`the copy has ${copied?.size ?? 'no'} bytes, the source ${size}`);
  }
}

/**
 * Copies every object of `from` to `to` (local disk to bucket, or back): an object already there
 * with the same size is skipped, so a run that stopped can be started again and goes on where it
 * was. Each copy's size is checked; failures are reported, not thrown, so one bad file does not stop the rest.
 */
export async function copyObjects(from: ObjectStore, to: ObjectStore, progress: (line: string) => void = () => undefined): Promise<CopyReport> {
  const report: CopyReport = { copied: 0, skipped: 0, failed: [], bytes: 0 };
  for await (const object of from.list('')) {
    if (TRANSIENT.test(object.key) || object.key.endsWith('.partial')) {
      continue;
    }
    const present = await to.stat(object.key);
    if (present?.size === object.size) {
      report.skipped += 1;
      continue;
    }
    try {
      await copyOne(from, to, object.key, object.size);
      report.copied += 1;
      report.bytes += object.size;
      progress(`copied ${object.key} (${object.size} bytes)`);
    } catch (error) {
      report.failed.push({ key: object.key, reason: (error as Error).message });
      progress(`FAILED ${object.key}: ${(error as Error).message}`);
    }
  }
  return report;
}
