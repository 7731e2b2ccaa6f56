import { EntityManager } from '@mikro-orm/postgresql';
import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import type { AuthUser } from '../../common/auth/auth-user';
import { ValidationFailedException } from '../../common/errors/validation';
import { ME_CTE } from '../../common/sql/fragments';
import { MODERATION_MSG } from '../../common/validation/messages';
import { AppConfig } from '../../config/app-config';
import { sql, sqlOne } from '../../database/sql';
import type { CreateReportDto, ReportDto } from './dto/report.dto';
import { appendLog } from './moderation-log';
import { inScope, moderationSubject, type ModerationSubject } from './moderation-subjects';
import { toIso } from '../../common/time/timestamps';
import { isNewAccount } from '../../common/users/account-trust';

/**
 * How much a member's report weighs, from their past reports (Discourse's flag accuracy): those
 * moderators upheld against those they dismissed, smoothed so a newcomer's report weighs 1, an
 * accurate reporter's up to 2 and a careless one's down to 0.25. A new account's report weighs 0
 * (ReportsService.create): moderators see it, auto-hide does not count it.
 */
export const REPORTER_WEIGHT_SQL = `
  select least(2, greatest(0.25, round(2.0 * (count(*) filter (where rc.action <> 'dismiss') + 1) / (count(*) + 2), 2)))::float as weight
    from reports r join report_cases rc on rc.id = r.case_id and rc.status = 'resolved'
   where r.reporter_id = ?`;

interface ReportRow {
  id: number;
  reason: ReportDto['reason'];
  details: string | null;
  created_at: Date;
}

/**
 * Members' reports. A report joins the subject's open case (or opens one); when the case's
 * weight reaches MODERATION_AUTO_HIDE_WEIGHT, the content is hidden pending review, and the
 * system's action is logged.
 */
@Injectable()
export class ReportsService {
  constructor(
    private readonly em: EntityManager,
    private readonly config: AppConfig,
  ) {}

  async create(me: AuthUser, dto: CreateReportDto): Promise<ReportDto> {
    const subject = moderationSubject(dto.subject_type)!;
    const report = await this.em.transactional(async (tx) => {
      const target = await this.visibleSubject(tx, subject, me.id, dto.subject_id);
      if (target.author_id === me.id) {
        throw new ValidationFailedException({ subject_id: [MODERATION_MSG.ownContent] });
      }
      const caseRow = await sqlOne<{ id: number }>(
        tx,
        `insert into report_cases (subject_type, subject_id, author_id) values (?, ?, ?)
         on conflict (subject_type, subject_id) where status = 'open' do update set last_reported_at = now()
         returning id`,
        [subject.type, dto.subject_id, target.author_id],
      );
      const caseId = caseRow!.id;
      const inserted = await sqlOne<ReportRow & { weight: number }>(
        tx,
        `insert into reports (case_id, reporter_id, reason, details, weight)
         select ?, ?, ?, ?, case when ? then 0 else weight end from (${REPORTER_WEIGHT_SQL}) w
         on conflict (case_id, reporter_id) do nothing
         returning id, reason, details, created_at, weight::float`,
        [caseId, me.id, dto.reason, dto.details || null, isNewAccount(me, this.config.trustNewAccountHours), me.id],
      );
      if (!inserted) {
        throw new ConflictException(MODERATION_MSG.alreadyReported);
      }
      const summed = await sqlOne<{ weight: number; auto_hidden_at: Date | null }>(
        tx,
        `update report_cases set weight = weight + ?, reports_count = reports_count + 1 where id = ?
         returning weight::float, auto_hidden_at`,
        [inserted.weight, caseId],
      );
      const threshold = this.config.moderationAutoHideWeight;
      if (subject.content && !target.hidden && !summed!.auto_hidden_at && threshold > 0 && summed!.weight >= threshold) {
        await this.autoHide(tx, subject, dto.subject_id, caseId, summed!.weight);
      }
      return inserted;
    });
    return {
      id: report.id,
      subject_type: subject.type,
      subject_id: dto.subject_id,
      reason: report.reason,
      details: report.details,
      created_at: toIso(report.created_at),
    };
  }

  /** The subject as the reporter sees it (404 when they cannot: gone, blocked, hidden, not theirs to see). */
  private async visibleSubject(tx: EntityManager, subject: ModerationSubject, viewerId: number, id: number): Promise<{ author_id: number | null; hidden: boolean }> {
    const row = await sqlOne<{ author_id: number | null; hidden: boolean }>(
      tx,
      `with ${ME_CTE} select s.${subject.author} as author_id, ${subject.content ? 's.hidden_at is not null' : 'false'} as hidden
         from ${subject.table} s cross join me where s.id = ?${inScope(subject)} and ${subject.visible}
         for update of s`,
      [viewerId, id],
    );
    if (!row) {
      throw new NotFoundException(MODERATION_MSG.subjectNotFound);
    }
    return row;
  }

  private async autoHide(tx: EntityManager, subject: ModerationSubject, id: number, caseId: number, weight: number): Promise<void> {
    const [row] = await sql<{ hidden_at: Date }>(tx, `update ${subject.table} set hidden_at = now() where id = ? returning hidden_at`, [id]);
    await sql(tx, 'update report_cases set auto_hidden_at = ? where id = ?', [row.hidden_at, caseId]);
    await appendLog(tx, {
      actorId: null,
      action: 'auto_hide',
      subjectType: subject.type,
      subjectId: id,
      caseId,
      reason: `Reports reached a weight of ${weight} (threshold ${this.config.moderationAutoHideWeight})`,
      before: { hidden_at: null },
      after: { hidden_at: toIso(row.hidden_at) },
    });
  }
}
