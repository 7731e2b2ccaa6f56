import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { ObjectStore } from './object-store';

/**
 * A domain's claim on the objects under `prefix`: given some of their keys, it answers those a row
 * of its own still refers to. Registered by the domain (FileOwners.register) when it starts.
 */
export interface FileOwner {
  prefix: string;
  referenced(keys: readonly string[]): Promise<Set<string>>;
}

/** A PostgreSQL text[] literal of `values` (for `= any(?::text[])`). */
export function textArray(values: readonly string[]): string {
  return `{${values.map((v) => `"${v.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
}

/** The last segment of a key (a stored file's generated name). */
export const nameOf = (key: string): string => key.slice(key.lastIndexOf('/') + 1);

/** An object younger than this is never swept: its row may not be committed yet (an upload in flight). */
export const SWEEP_GRACE_MS = 60 * 60 * 1000;
const BATCH = 500;

/** The domains' claims on stored files (the orphan sweep's registry). */
@Injectable()
export class FileOwners {
  readonly owners: FileOwner[] = [];

  register(owner: FileOwner): void {
    this.owners.push(owner);
  }
}

/**
 * Every STORAGE_SWEEP_SECONDS, in processes that run workers: removes stored objects under a
 * registered prefix that no row refers to any more and that are older than an hour (a crash
 * between a delete's commit and its files' removal, a failed upload's leftovers). Deleting a row
 * removes its objects at once; this sweep is the safety net.
 */
@Injectable()
export class OrphanSweeper implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('OrphanSweeper');
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly store: ObjectStore,
    private readonly owners: FileOwners,
    private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.role === 'api' || this.config.storageSweepSeconds === 0) {
      return;
    }
    this.timer = setInterval(() => {
      this.sweep().catch((error: unknown) => this.logger.error(`sweep failed: ${String(error)}`));
    }, this.config.storageSweepSeconds * 1000);
    this.timer.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.timer);
  }

  /** One sweep; answers the keys it removed. `now` lets a test age the objects. */
  async sweep(now = Date.now()): Promise<string[]> {
    const removed: string[] = [];
    for (const owner of this.owners.owners) {
      let batch: string[] = [];
      const settle = async () => {
        const known = await owner.referenced(batch);
        const orphans = batch.filter((key) => !known.has(key));
        await this.store.delete(orphans);
        removed.push(...orphans);
        batch = [];
      };
      for await (const object of this.store.list(owner.prefix)) {
        if (now - object.modified.getTime() >= SWEEP_GRACE_MS) {
          batch.push(object.key);
        }
        if (batch.length >= BATCH) {
          await settle();
        }
      }
      if (batch.length) {
        await settle();
      }
    }
    if (removed.length) {
      this.logger.log(`removed ${removed.length} stored file(s) no row refers to`);
    }
    return removed;
  }
}
