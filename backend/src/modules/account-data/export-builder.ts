import { randomUUID } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import { MemberDataRegistry } from '../../common/member-data/member-data-registry';
import { ZipArchive } from '../../common/member-data/zip-archive';
import { DomainEvents } from '../../common/outbox/domain-events';
import { AppConfig } from '../../config/app-config';
import { ObjectStore, scratchDir } from '../../files/object-store';
import { sql, sqlOne } from '../../database/sql';
import { JobHandler } from '../../queue/job-handler.decorator';
import { JobQueue } from '../../queue/job-queue';
import { RealtimeService } from '../../realtime/realtime.service';
import { languageOf, mailDate, translator } from '../../common/i18n/translate';
import { renderMail } from '../../mail/template';
import type { ExportJob } from './account-data.job';
import { EXPORT_TTL_DAYS, MemberExportsService, STALE_EXPORT_SECONDS, type ExportRow } from './member-exports.service';

/**
 * The `exports` queue's processor: writes a member's zip, domain after domain (each domain's
 * MemberDataContributor, through the registry), to disk as it goes; tells the member how far it
 * is over the socket; then marks it ready with its notification (outbox) and mails the signed link.
 */
@Injectable()
export class ExportBuilder {
  private readonly logger = new Logger('Exports');

  constructor(
    private readonly em: EntityManager,
    private readonly registry: MemberDataRegistry,
    private readonly exports: MemberExportsService,
    private readonly realtime: RealtimeService,
    private readonly events: DomainEvents,
    private readonly queue: JobQueue,
    private readonly config: AppConfig,
    private readonly store: ObjectStore,
  ) {}

  @JobHandler('exports.build')
  async build({ exportId }: ExportJob): Promise<void> {
    const em = this.em.fork();
    const claimed = await sqlOne<{ user_id: number }>(
      em,
      // A running export is taken over only when its builder has been silent (it died with its process).
      `update member_exports set status = 'running', progress = 0, heartbeat_at = now()
        where id = ? and (status = 'pending' or (status = 'running' and heartbeat_at < now() - make_interval(secs => ?)))
        returning user_id`,
      [exportId, STALE_EXPORT_SECONDS],
    );
    if (!claimed) {
      return;
    }
    const userId = claimed.user_id;
    const file = `${randomUUID()}.zip`;
    const scratch = scratchDir(this.config.uploadsDir);
    await mkdir(scratch, { recursive: true });
    const building = join(scratch, file);
    const archive = new ZipArchive(building, this.store);
    try {
      const parts = this.registry.all();
      let shown = 0;
      for (const [index, { contributor }] of parts.entries()) {
        await contributor.export({ id: userId }, archive);
        const progress = Math.floor(((index + 1) / parts.length) * 99);
        if (progress !== shown) {
          shown = progress;
          await sql(em, 'update member_exports set progress = ?, heartbeat_at = now() where id = ?', [progress, exportId]);
          this.realtime.toUser(userId, 'export.progress', { export_id: exportId, progress, status: 'running' });
        }
      }
      const size = await archive.finish();
      await this.store.adoptFile(this.exports.keyOf(userId, file), building, { contentType: 'application/zip' });
      const row = await em.transactional(async (tx) => {
        const ready = await sqlOne<ExportRow>(
          tx,
          `update member_exports set status = 'ready', progress = 100, file = ?, size_bytes = ?, finished_at = now(),
             expires_at = now() + make_interval(days => ?) where id = ? returning *`,
          [file, size, EXPORT_TTL_DAYS, exportId],
        );
        await this.events.record(tx, 'export.ready', { exportId, userId });
        return ready!;
      });
      this.realtime.toUser(userId, 'export.progress', { export_id: exportId, progress: 100, status: 'ready' });
      await this.mail(row);
    } catch (error) {
      archive.abort();
      await rm(building, { force: true });
      await this.store.delete([this.exports.keyOf(userId, file)]).catch(() => undefined);
      this.logger.error(`export ${exportId} failed: ${String(error)}`);
      await sql(em, `update member_exports set status = 'failed', finished_at = now() where id = ?`, [exportId]);
      this.realtime.toUser(userId, 'export.progress', { export_id: exportId, progress: 0, status: 'failed' });
    }
  }

  private async mail(row: ExportRow): Promise<void> {
    const user = await sqlOne<{ email: string; first_name: string; language: string | null }>(
      this.em.fork(),
      'select email, first_name, language from users where id = ?',
      [row.user_id],
    );
    if (!user) {
      return;
    }
    const link = `${this.config.publicUrl}${this.exports.linkFor(row)}`;
    const language = languageOf(user.language);
    const t = translator(language);
    const mail = await renderMail({
      language,
      subject: t('export.subject'),
      greeting: t('mail.greeting', { name: user.first_name }),
      blocks: [
        { paragraph: t('export.ready') },
        { paragraph: t('export.link', { date: mailDate(language, new Date(row.expires_at!)) }) },
        { button: { label: t('export.button'), href: link } },
        { note: t('export.note') },
      ],
    });
    await this.queue.add('mail.send', { to: user.email, ...mail });
  }
}
