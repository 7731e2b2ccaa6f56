import type { EntityManager } from '@mikro-orm/postgresql';
import type { Type } from '@nestjs/common';

/** The member whose data is exported or erased. */
export interface DataSubject {
  id: number;
}

/** Where a domain writes its part of a member's export: a zip streamed to disk, one entry at a time. */
export interface MemberDataArchive {
  /** A JSON array of `rows`, written as they come: pass pages from `keyset` and memory stays flat. */
  json(path: string, rows: AsyncIterable<unknown> | Iterable<unknown>): Promise<void>;
  /** A JSON document of one (small) value. */
  document(path: string, value: unknown): Promise<void>;
  /** A text file produced piece by piece. */
  text(path: string, chunks: AsyncIterable<string> | Iterable<string>): Promise<void>;
  /** A stored file (its object-store key), copied as it is; a file no longer there is skipped. */
  file(path: string, key: string): Promise<void>;
}

/** What an erasure gives each domain: bounded batches, each committed on its own. */
export interface ErasureContext {
  /**
   * Runs `batch` in a transaction of its own, again and again, until it answers fewer rows
   * handled than `limit`. A batch touches at most `limit` rows, so a member with a million rows never holds a
   * long transaction, and a run cut short resumes where it stopped: write batches that are safe
   * to run again (delete what is still there, files before the rows that name them).
   */
  repeat(batch: (tx: EntityManager, limit: number) => Promise<number>): Promise<void>;
}

/**
 * A domain's part of "take your data, or leave": the tables holding members' rows it answers for
 * (a test fails when a table referencing users is nobody's), what of them goes into the member's
 * export, and how they are erased when the account is deleted. A provider of the domain's module,
 * named by its descriptor's `memberData`.
 */
export interface MemberDataContributor {
  /** Tables with a column referencing users(id) whose member rows this contributor exports and erases. */
  readonly tables: readonly string[];
  export(member: DataSubject, archive: MemberDataArchive): Promise<void>;
  /** Removes (or anonymises, where others' data needs them) the member's rows; safe to run again. */
  erase(member: DataSubject, context: ErasureContext): Promise<void>;
}

/** A descriptor's view of it: the provider class, resolved at run time from the app's modules. */
export type MemberDataContributorClass = Type<MemberDataContributor>;
