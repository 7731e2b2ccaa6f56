import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { EntityManager } from '@mikro-orm/postgresql';
import { ConflictException, HttpException, HttpStatus, Injectable, NotFoundException } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type { AuthUser } from '../../common/auth/auth-user';
import { LinkSigner } from '../../common/auth/signed-links';
import { toIso, toIsoOrNull } from '../../common/time/timestamps';
import { activeUser } from '../../common/users/user-status';
import { ACCOUNT_DATA_MSG } from '../../common/validation/messages';
import { AppConfig } from '../../config/app-config';
import { sql, sqlOne } from '../../database/sql';
import { JobQueue } from '../../queue/job-queue';
import type { ExportDownloadQueryDto, ExportStatus, MemberExportDto, MemberExportListDto } from './dto/account-data.dto';

/** One export a day per member. */
export const EXPORT_INTERVAL_HOURS = 24;
/** A ready export can be downloaded this long. */
export const EXPORT_TTL_DAYS = 7;
/** An unfinished export whose builder has been silent this long is built again (its process died). */
export const STALE_EXPORT_SECONDS = 15 * 60;
/** Exports listed (the newest). */
const LISTED = 20;

export interface ExportRow {
  id: number;
  user_id: number;
  status: ExportStatus;
  progress: number;
  file: string | null;
  size_bytes: string | number | null;
  created_at: Date;
  finished_at: Date | null;
  expires_at: Date | null;
}

const COLUMNS = 'x.id, x.user_id, x.status, x.progress, x.file, x.size_bytes, x.created_at, x.finished_at, x.expires_at';

/**
 * Members' data exports: asking for one (one a day), listing them, and their download, with the
 * member's bearer token or through the signed link the mail carries (valid until the export
 * expires, and only while the member may use Plaza: a ban, a suspension or a deletion ends it).
 */
@Injectable()
export class MemberExportsService {
  private readonly signer: LinkSigner;

  constructor(
    private readonly em: EntityManager,
    private readonly queue: JobQueue,
    private readonly config: AppConfig,
  ) {
    this.signer = new LinkSigner(config.jwtSecret, 'member-export');
  }

  /** Where the zips of member `userId` are kept (never under the public media folder). */
  directory(userId: number): string {
    return join(this.config.uploadsDir, 'exports', String(userId));
  }

  async request(me: AuthUser): Promise<MemberExportDto> {
    const row = await this.em.transactional(async (tx) => {
      // Two requests at once: the second waits for the first and then sees it.
      await sql(tx, 'select 1 from users where id = ? for update', [me.id]);
      const next = await this.nextAllowed(tx, me.id);
      if (next) {
        throw new HttpException(ACCOUNT_DATA_MSG.exportTooSoon(next), HttpStatus.TOO_MANY_REQUESTS);
      }
      return (await sqlOne<ExportRow>(tx, `insert into member_exports (user_id) values (?) returning ${COLUMNS.replace(/x\./g, '')}`, [me.id]))!;
    });
    await this.queue.add('exports.build', { exportId: row.id }, { jobId: `export-${row.id}`, attempts: 1 });
    return this.toDto(row);
  }

  /** Queues again the exports whose builder died (a crash, a deploy): answers their ids. */
  async resumeAbandoned(): Promise<number[]> {
    const stale = await sql<{ id: number }>(
      this.em.fork(),
      `select id from member_exports where status in ('pending', 'running')
        and coalesce(heartbeat_at, created_at) < now() - make_interval(secs => ?) order by id limit 100`,
      [STALE_EXPORT_SECONDS],
    );
    for (const { id } of stale) {
      await this.queue.add('exports.build', { exportId: id }, { jobId: `export-${id}-resumed-${Date.now()}`, attempts: 1 });
    }
    return stale.map((row) => row.id);
  }

  async list(me: AuthUser): Promise<MemberExportListDto> {
    const rows = await sql<ExportRow>(this.em, `select ${COLUMNS} from member_exports x where x.user_id = ? order by x.id desc limit ${LISTED}`, [me.id]);
    const next = await this.nextAllowed(this.em, me.id);
    return { data: rows.map((r) => this.toDto(r)), next_export_at: toIsoOrNull(next ?? null) };
  }

  /** When the member may ask for their next export, or undefined for now (failed ones do not count). */
  private async nextAllowed(em: EntityManager, userId: number): Promise<Date | undefined> {
    const row = await sqlOne<{ next: Date }>(
      em,
      `select created_at + make_interval(hours => ?) as next from member_exports
        where user_id = ? and status <> 'failed' and created_at > now() - make_interval(hours => ?) order by created_at desc limit 1`,
      [EXPORT_INTERVAL_HOURS, userId, EXPORT_INTERVAL_HOURS],
    );
    return row ? new Date(row.next) : undefined;
  }

  /** The signed download link of a ready export (relative to the site). */
  linkFor(row: Pick<ExportRow, 'id' | 'user_id' | 'expires_at'>): string {
    const expires = Math.floor(new Date(row.expires_at!).getTime() / 1000);
    return `/api/me/exports/${row.id}/download?e=${expires}&s=${this.signer.sign([row.id, row.user_id, expires])}`;
  }

  toDto(row: ExportRow): MemberExportDto {
    const downloadable = row.status === 'ready' && row.expires_at !== null && new Date(row.expires_at).getTime() > Date.now();
    return {
      id: row.id,
      status: row.status,
      progress: row.progress,
      created_at: toIso(row.created_at),
      finished_at: toIsoOrNull(row.finished_at),
      expires_at: toIsoOrNull(row.expires_at),
      size_bytes: row.size_bytes === null ? null : Number(row.size_bytes),
      download_url: downloadable ? this.linkFor(row) : null,
    };
  }

  /**
   * Streams the zip of export `id`: to its owner with their bearer token, or to whoever holds its
   * signed link. Another member's export, or a member no longer allowed on Plaza, is a 404.
   */
  async download(id: number, viewer: AuthUser | undefined, query: ExportDownloadQueryDto, reply: FastifyReply): Promise<void> {
    const row = await sqlOne<ExportRow & { username: string }>(
      this.em,
      `select ${COLUMNS}, u.username from member_exports x join users u on u.id = x.user_id and ${activeUser('u')} where x.id = ?`,
      [id],
    );
    if (viewer) {
      if (!row || row.user_id !== viewer.id) {
        throw new NotFoundException(ACCOUNT_DATA_MSG.exportNotFound);
      }
    } else {
      const expires = Number(query.e);
      if (!row || !Number.isInteger(expires) || expires * 1000 < Date.now() || !this.signer.verify([id, row.user_id, expires], query.s)) {
        throw new NotFoundException(ACCOUNT_DATA_MSG.linkInvalid);
      }
    }
    if (row.status !== 'ready') {
      throw new ConflictException(ACCOUNT_DATA_MSG.exportNotReady);
    }
    // Expired: its zip is gone, or about to go with the next sweep.
    if (!row.file || !row.expires_at || new Date(row.expires_at).getTime() <= Date.now()) {
      throw new NotFoundException(ACCOUNT_DATA_MSG.linkInvalid);
    }
    const day = toIso(row.created_at).slice(0, 10);
    await reply
      .status(200)
      .header('content-type', 'application/zip')
      .header('content-length', String(row.size_bytes))
      .header('content-disposition', `attachment; filename="plaza-${row.username.replace(/[^\w.-]/g, '_')}-${day}.zip"`)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(createReadStream(join(this.directory(row.user_id), row.file)));
  }

  /** Removes the zips of exports past their expiry (their rows stay, without a download). */
  async removeExpired(): Promise<number> {
    const rows = await sql<{ user_id: number; file: string }>(
      this.em.fork(),
      `update member_exports x set file = null from member_exports old
        where x.id = old.id and x.status = 'ready' and x.file is not null and x.expires_at <= now() returning x.user_id, old.file`,
    );
    await Promise.all(rows.map((r) => rm(join(this.directory(r.user_id), r.file), { force: true })));
    return rows.length;
  }
}
