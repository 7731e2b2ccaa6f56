import { basename } from 'node:path';
import { EntityManager } from '@mikro-orm/postgresql';
import { ConflictException, Injectable, NotFoundException, UnsupportedMediaTypeException } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { AuthUser } from '../../common/auth/auth-user';
import { isForeignKeyViolation } from '../../common/db/errors';
import { ValidationFailedException } from '../../common/errors/validation';
import { addField, megabytes, PayloadTooLargeException, validateFields } from '../../common/uploads/multipart';
import { MSG, STORAGE_MSG, UPLOAD_MSG } from '../../common/validation/messages';
import { withoutControlCharacters } from '../../common/validation/text-rules';
import { AppConfig } from '../../config/app-config';
import { sql, sqlOne } from '../../database/sql';
import { BlobStore, type ReceivedFile } from './blob-store';
import { UploadFormDto } from './dto/storage.input';
import type { StorageItemDetailDto } from './dto/storage-item.dto';
import { withMemberStorage } from './member-lock';
import { StorageAccess } from './storage-access';
import { StorageRepository } from './storage.repository';
import { StorageService } from './storage.service';

/** Largest file of one multipart upload (POST /storage); larger files go through the resumable endpoint. */
export const MULTIPART_FILE_MAX_BYTES = 100 * 1024 * 1024;
/** Most files in one multipart upload. */
export const MULTIPART_MAX_FILES = 10;
/** The multipart fields that carry files. */
export const FILE_FIELDS = ['files', 'file'];

/**
 * A name as stored: the last part of what the browser sent (which escaped `"` as %22, as forms
 * do), without control characters, at most 255 characters.
 */
export function storedName(filename: string | undefined): string {
  const base = withoutControlCharacters(basename((filename ?? '').replace(/%22/g, '"').replace(/\\/g, '/'))).trim();
  const name = base === '' || base === '.' || base === '..' ? 'file' : base;
  const chars = Array.from(name);
  if (chars.length <= 255) {
    return name;
  }
  const dot = name.lastIndexOf('.');
  const ext = dot > 0 ? Array.from(name.slice(dot)).slice(0, 16).join('') : '';
  return chars.slice(0, 255 - Array.from(ext).length).join('') + ext;
}

/** `report.pdf`, `report (2).pdf`, `report (3).pdf`… */
export function numberedName(name: string, n: number): string {
  if (n === 1) {
    return name;
  }
  const dot = name.lastIndexOf('.');
  const [stem, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  const suffix = ` (${n})`;
  return (
    Array.from(stem)
      .slice(0, 255 - suffix.length - Array.from(ext).length)
      .join('') +
    suffix +
    ext
  );
}

/** A received file and the name it will be stored under. */
export interface IncomingFile {
  file: ReceivedFile;
  name: string;
}

/**
 * Uploads into personal storage: multipart (POST /storage) streamed to disk, and the commit
 * shared with resumable uploads. Files count against the member's quota; a name already taken
 * in the folder gets a number, as file managers do.
 */
@Injectable()
export class StorageUploadsService {
  constructor(
    private readonly em: EntityManager,
    private readonly config: AppConfig,
    private readonly items: StorageRepository,
    private readonly access: StorageAccess,
    private readonly blobs: BlobStore,
    private readonly storage: StorageService,
  ) {}

  quotaExceeded(used: number): PayloadTooLargeException {
    const free = Math.max(0, this.config.storageQuotaBytes - used);
    return new PayloadTooLargeException(
      STORAGE_MSG.quotaExceeded(megabytes(this.config.storageQuotaBytes), megabytes(free)),
    );
  }

  async quota(me: AuthUser): Promise<{ used: number; quota: number; free: number }> {
    const used = await this.items.usedBytes(me.id);
    const quota = this.config.storageQuotaBytes;
    return { used, quota, free: Math.max(0, quota - used) };
  }

  /** POST /storage: one or more files (and an optional folder), each streamed to disk, then stored at once. */
  async uploadMultipart(me: AuthUser, request: FastifyRequest): Promise<StorageItemDetailDto[]> {
    if (!request.isMultipart()) {
      throw new UnsupportedMediaTypeException(UPLOAD_MSG.notMultipart);
    }
    const used = await this.items.usedBytes(me.id);
    const received: IncomingFile[] = [];
    const fields: Record<string, string | string[]> = {};
    try {
      for await (const part of request.parts({
        limits: { fileSize: MULTIPART_FILE_MAX_BYTES, files: MULTIPART_MAX_FILES },
      })) {
        if (part.type === 'field') {
          const value = typeof part.value === 'string' ? part.value : String(part.value);
          if (value !== '') {
            addField(fields, part.fieldname, value);
          }
          continue;
        }
        if (!FILE_FIELDS.includes(part.fieldname)) {
          part.file.resume();
          throw ValidationFailedException.field(part.fieldname, MSG.notAllowed);
        }
        const free = this.config.storageQuotaBytes - used - received.reduce((sum, r) => sum + r.file.size, 0);
        const file = await this.blobs.receive(part.file, part.filename, Math.min(MULTIPART_FILE_MAX_BYTES, free), () =>
          free < MULTIPART_FILE_MAX_BYTES
            ? this.quotaExceeded(used)
            : new PayloadTooLargeException(STORAGE_MSG.fileTooLarge(megabytes(MULTIPART_FILE_MAX_BYTES))),
        );
        received.push({ file, name: storedName(part.filename) });
        if (part.file.truncated) {
          throw new PayloadTooLargeException(STORAGE_MSG.fileTooLarge(megabytes(MULTIPART_FILE_MAX_BYTES)));
        }
      }
      const form = await validateFields(fields, UploadFormDto);
      if (!received.length) {
        throw ValidationFailedException.field('files', STORAGE_MSG.chooseFiles);
      }
      const folderId = await this.access.ownFolder(me.id, form.folder_id);
      const ids = await this.store(me, received, folderId);
      return Promise.all(ids.map((id) => this.storage.get(me, id)));
    } catch (error) {
      await this.blobs.discard(received.map((r) => r.file));
      throw error;
    }
  }

  /**
   * Stores received files as items of `folderId` at once, within the member's quota (413
   * otherwise), ending the resumable upload `uploadId` when it is one. Returns the new ids.
   */
  async store(
    me: AuthUser,
    files: readonly IncomingFile[],
    folderId: number | null,
    uploadId?: string,
  ): Promise<number[]> {
    const adopted: string[] = [];
    try {
      return await withMemberStorage(this.em, me.id, async (tx) => {
        if (uploadId) {
          await sql(tx, 'delete from storage_uploads where id = ? and user_id = ?', [uploadId, me.id]);
        }
        const used = await this.items.usedBytes(me.id, tx);
        if (used + files.reduce((sum, f) => sum + f.file.size, 0) > this.config.storageQuotaBytes) {
          throw this.quotaExceeded(used);
        }
        const ids: number[] = [];
        for (const { file, name } of files) {
          const blob = await this.blobs.adopt(file, me.id);
          adopted.push(blob);
          ids.push(await this.insertFile(tx, me.id, folderId, name, file, blob));
        }
        return ids;
      });
    } catch (error) {
      await this.blobs.remove(me.id, adopted);
      throw isForeignKeyViolation(error) ? new NotFoundException(STORAGE_MSG.folderNotFound) : error;
    }
  }

  /** Inserts a file under the first free name of `name`, `name (2)`, `name (3)`… */
  private async insertFile(
    tx: EntityManager,
    userId: number,
    folderId: number | null,
    name: string,
    file: ReceivedFile,
    blob: string,
  ): Promise<number> {
    for (let n = 1; n <= 1000; n++) {
      const row = await sqlOne<{ id: number }>(
        tx,
        `insert into storage_items (user_id, parent_id, kind, name, size, mime_type, blob, sha256)
         values (?, ?, 'file', ?, ?, ?, ?, ?) on conflict do nothing returning id`,
        [userId, folderId, numberedName(name, n), file.size, file.mimeType, blob, file.sha256],
      );
      if (row) {
        return row.id;
      }
    }
    throw new ConflictException(STORAGE_MSG.nameTaken);
  }
}
