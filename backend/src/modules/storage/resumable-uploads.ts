import type { IncomingMessage, ServerResponse } from 'node:http';
import { EntityManager } from '@mikro-orm/postgresql';
import { HttpException, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { ERRORS, EVENTS, MemoryLocker, Server, type Upload } from '@tus/server';
import type { AuthUser } from '../../common/auth/auth-user';
import { unexpectedErrorAnswer } from '../../common/errors/all-exceptions.filter';
import { parseId } from '../../common/http/id.pipe';
import { STORAGE_MSG } from '../../common/validation/messages';
import { AppConfig } from '../../config/app-config';
import { sql, sqlOne } from '../../database/sql';
import { RedisConnections } from '../../redis/redis.module';
import { BlobStore } from './blob-store';
import { withMemberStorage } from './member-lock';
import { StorageAccess } from './storage-access';
import { StorageRepository } from './storage.repository';
import { storedName, StorageUploadsService } from './storage-uploads.service';
import { StorageService } from './storage.service';
import { RedisUploadLocker } from './upload-locker';

/** Where resumable uploads are received (the tus protocol's creation URL). */
export const RESUMABLE_PATH = '/api/storage/uploads';

/** A tus hook's refusal: the status and a plain-text message the client shows. */
const refusal = (status_code: number, message: string) => ({ status_code, body: message });

/**
 * The folder an upload's metadata names: undefined for none (the top), else its id; anything that
 * cannot be an id (`abc`, `1e400`, `[]`) is refused as POST /storage refuses it (422).
 */
function metadataFolder(upload: Upload): number | undefined {
  const folder = upload.metadata?.folder_id;
  if (folder === undefined || folder === null || folder === '') {
    return undefined;
  }
  const id = parseId(folder);
  if (id === undefined) {
    throw refusal(422, STORAGE_MSG.notAFolder);
  }
  return id;
}

/** The Node request behind a tus hook's web request. */
const nodeRequest = (req: unknown) => (req as { runtime?: { node?: { req?: IncomingMessage } } }).runtime?.node?.req;

/**
 * Resumable uploads (tus) beside POST /storage: a dropped connection resumes from the last byte. The
 * declared length is reserved against the quota; an upload's requests take its lock (Redis across
 * instances, else memory). Why: docs/decisions.md#resumable-uploads
 */
@Injectable()
export class ResumableUploads implements OnModuleInit {
  private readonly logger = new Logger('ResumableUploads');
  private readonly members = new WeakMap<IncomingMessage, AuthUser>();
  private readonly server: Server;
  private lastCleanup = 0;

  constructor(
    private readonly em: EntityManager,
    private readonly config: AppConfig,
    private readonly blobs: BlobStore,
    private readonly items: StorageRepository,
    private readonly access: StorageAccess,
    private readonly uploads: StorageUploadsService,
    private readonly storage: StorageService,
    redis: RedisConnections,
  ) {
    this.server = new Server({
      path: RESUMABLE_PATH,
      relativeLocation: true,
      datastore: blobs.resumable,
      locker: redis.enabled
        ? new RedisUploadLocker(redis, config.redisPrefix, config.redisCommandTimeoutMs, { acquireTimeoutMs: config.uploadLockWaitMs })
        : new MemoryLocker({ acquireLockTimeout: config.uploadLockWaitMs }),
      maxSize: config.storageQuotaBytes,
      disableTerminationForFinishedUploads: true,
      onIncomingRequest: (req, id) => this.checkOwner(req, id),
      onUploadCreate: (req, upload) => this.create(req, upload),
      onUploadFinish: (req, upload) => this.finish(req, upload),
      onResponseError: (_req, error) => this.describe(error),
    });
    this.server.on(EVENTS.POST_TERMINATE, (req, _res, id) => {
      void this.forget(this.member(req).id, id);
    });
  }

  onModuleInit(): void {
    void this.cleanUp();
  }

  /** Serves one request of the protocol for `member` (POST, HEAD, PATCH, DELETE, OPTIONS). */
  handle(member: AuthUser, req: IncomingMessage, res: ServerResponse): Promise<void> {
    this.members.set(req, member);
    return this.server.handle(req, res);
  }

  private member(req: unknown): AuthUser {
    const raw = nodeRequest(req);
    const member = raw && this.members.get(raw);
    if (!member) {
      throw refusal(401, 'Unauthenticated');
    }
    return member;
  }

  private async checkOwner(req: { method: string }, id: string): Promise<void> {
    const member = this.member(req);
    if (req.method === 'POST' || req.method === 'OPTIONS') {
      return;
    }
    const row = await sqlOne(this.em, 'select 1 from storage_uploads where id = ? and user_id = ?', [id, member.id]);
    if (!row) {
      throw refusal(404, STORAGE_MSG.uploadNotFound);
    }
  }

  /** Checks the folder and reserves the declared length against the quota. */
  private async create(req: unknown, upload: Upload): Promise<{ metadata?: Upload['metadata'] }> {
    const member = this.member(req);
    if (upload.size === undefined) {
      throw refusal(400, STORAGE_MSG.uploadLength);
    }
    const size = upload.size;
    const folder = metadataFolder(upload);
    const folderId = await this.asTusError(() => this.access.ownFolder(member.id, folder));
    await withMemberStorage(this.em, member.id, async (tx) => {
      const used = await this.items.usedBytes(member.id, tx);
      if (used + size > this.config.storageQuotaBytes) {
        throw refusal(413, this.uploads.quotaExceeded(used).message);
      }
      await sql(tx, 'insert into storage_uploads (id, user_id, size) values (?, ?, ?)', [upload.id, member.id, size]);
    });
    void this.cleanUp();
    return {
      metadata: {
        ...upload.metadata,
        filename: storedName(upload.metadata?.filename ?? undefined),
        folder_id: folderId === null ? null : String(folderId),
      },
    };
  }

  /** Stores the finished file as an item; the response body is the item. */
  private async finish(
    req: unknown,
    upload: Upload,
  ): Promise<{ status_code: number; headers: Record<string, string>; body: string }> {
    const member = this.member(req);
    const name = storedName(upload.metadata?.filename ?? undefined);
    try {
      const file = await this.blobs.inspect(this.blobs.resumableKey(upload.id), name);
      const folderId = await this.access.ownFolder(member.id, metadataFolder(upload));
      const [id] = await this.uploads.store(member, [{ file, name }], folderId, upload.id);
      const item = await this.storage.get(member, id);
      return {
        status_code: 200,
        headers: { 'content-type': 'application/json; charset=utf-8' },
        body: JSON.stringify({ data: item }),
      };
    } catch (error) {
      await this.forget(member.id, upload.id);
      throw this.tusError(error);
    } finally {
      await this.blobs.finishedResumable(upload.id);
    }
  }

  /** Forgets an upload that was ended or failed: its reservation and its bytes. */
  private async forget(userId: number, id: string): Promise<void> {
    await sql(this.em, 'delete from storage_uploads where id = ? and user_id = ?', [id, userId]);
    await this.blobs.removeResumable(id);
  }

  /** At most hourly: expired uploads' bytes and reservations go. */
  private async cleanUp(): Promise<void> {
    if (Date.now() - this.lastCleanup < 60 * 60 * 1000) {
      return;
    }
    this.lastCleanup = Date.now();
    try {
      await this.server.cleanUpExpiredUploads();
      await sql(this.em, `delete from storage_uploads where created_at < now() - interval '1 day'`);
    } catch (error) {
      this.logger.warn(`cleaning expired uploads failed: ${String(error)}`);
    }
  }

  /**
   * The client sees the same messages as the rest of the API (quota, folder, name). A request
   * that waited too long for another one on the same upload gets 423 Locked, as tusd answers it
   * (tus clients retry it), where @tus/server says 500. Any other error is answered as the API
   * answers it (AllExceptionsFilter, which these answers bypass): never with what a driver said
   * (@tus/server would add its message to the body), and a 500 is logged with its request id.
   */
  private describe(
    error: Error | { status_code: number; body: string },
  ): { status_code: number; body: string } | undefined {
    if (!('status_code' in error)) {
      const answer = error instanceof HttpException ? { statusCode: error.getStatus(), message: error.message } : unexpectedErrorAnswer(error);
      return refusal(answer.statusCode, answer.message);
    }
    if (error.status_code === 413 && /maximum size/i.test(error.body)) {
      return refusal(413, this.uploads.quotaExceeded(0).message);
    }
    if (error === ERRORS.ERR_LOCK_TIMEOUT) {
      return refusal(423, STORAGE_MSG.uploadBusy);
    }
    if (error.status_code >= 500) {
      this.logger.error(`tus answered ${error.status_code}: ${error.body.trim()}`);
    }
    return undefined;
  }

  private tusError(error: unknown): unknown {
    if (error instanceof HttpException) {
      return refusal(error.getStatus(), error.message);
    }
    return error;
  }

  private async asTusError<T>(fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (error) {
      throw this.tusError(error);
    }
  }
}
