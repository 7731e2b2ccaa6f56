import type { EntityManager } from '@mikro-orm/postgresql';
import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import type { AuthUser } from '../../common/auth/auth-user';
import { ValidationFailedException } from '../../common/errors/validation';
import { DomainEvents } from '../../common/outbox/domain-events';
import { pageParams, type Page } from '../../common/paging/paging';
import { found } from '../../common/access/ownership';
import { MODERATION_MSG } from '../../common/validation/messages';
import { sqlOne } from '../../database/sql';
import type { UserRole } from '../users';
import { AdminRepository } from './admin.repository';
import type {
  AdminContentDto,
  AdminContentQueryDto,
  AdminReportsQueryDto,
  AdminUserDto,
  AdminUsersQueryDto,
  AuditEntryDto,
  AuditLogQueryDto,
  ContentSectionDto,
  ReportCaseDto,
  ResolveAction,
  ResolveReportDto,
  StatsDto,
} from './dto/admin.dto';
import { appendLog } from './moderation-log';
import { AfterCommit, ModerationActions, type ActionContext, type TargetUser } from './moderation-actions.service';
import { moderationSubject, MODERATION_SUBJECTS } from './moderation-subjects';

/** What reporters read once their report was handled (after the moderator's name). */
const OUTCOME: Record<ResolveAction, (label: string) => string> = {
  dismiss: (label) => `reviewed your report on a ${label} and found no rule broken`,
  hide: (label) => `reviewed your report and hid the ${label}`,
  remove: (label) => `reviewed your report and removed the ${label}`,
  warn: () => 'reviewed your report and took action against the member',
  suspend: () => 'reviewed your report and took action against the member',
  ban: () => 'reviewed your report and took action against the member',
};

/** A suspension's end: required, valid and in the future (422 otherwise). */
function suspensionEnd(until: string | undefined): Date {
  if (!until) {
    throw new ValidationFailedException({ until: [MODERATION_MSG.untilRequired] });
  }
  const date = new Date(until);
  if (Number.isNaN(date.getTime()) || date.getTime() <= Date.now()) {
    throw new ValidationFailedException({ until: [MODERATION_MSG.untilFuture] });
  }
  return date;
}

/** The moderation console's use cases: the reports queue, members, content, audit log, stats. */
@Injectable()
export class AdminService {
  constructor(
    private readonly repo: AdminRepository,
    private readonly actions: ModerationActions,
    private readonly events: DomainEvents,
  ) {}

  listReports(query: AdminReportsQueryDto): Promise<Page<ReportCaseDto>> {
    return this.repo.reportCases(query, pageParams(query));
  }

  async getReport(id: number): Promise<ReportCaseDto> {
    return found(await this.repo.reportCase(id), MODERATION_MSG.reportNotFound);
  }

  /**
   * Resolves every report of a case with one decision. warn, suspend and ban also hide the
   * reported content (it was found in breach); dismiss shows again what the reports had hidden.
   * The reporters and the author are notified once it is committed.
   */
  async resolve(actor: AuthUser, caseId: number, dto: ResolveReportDto): Promise<ReportCaseDto> {
    const until = dto.action === 'suspend' ? suspensionEnd(dto.until) : undefined;
    await this.actions.run(async (tx, after) => {
      const kase = await sqlOne<{ id: number; subject_type: string; subject_id: number; author_id: number | null; status: string; auto_hidden_at: Date | null }>(
        tx,
        'select id, subject_type, subject_id, author_id, status, auto_hidden_at from report_cases where id = ? for update',
        [caseId],
      );
      if (!kase) {
        throw new NotFoundException(MODERATION_MSG.reportNotFound);
      }
      if (kase.status !== 'open') {
        throw new ConflictException(MODERATION_MSG.alreadyResolved);
      }
      const subject = moderationSubject(kase.subject_type)!;
      const ctx: ActionContext = { actor, reason: dto.reason ?? null, caseId };
      if (!subject.content && (dto.action === 'hide' || dto.action === 'remove')) {
        throw new ValidationFailedException({ action: [MODERATION_MSG.notContent] });
      }
      // The content, when it still exists (its author may have deleted it since).
      const row = subject.content ? await this.actions.lockContent(tx, subject, kase.subject_id).catch(() => undefined) : undefined;
      const authorId = subject.content ? (row?.author_id ?? kase.author_id) : kase.subject_id;
      const target = ['warn', 'suspend', 'ban'].includes(dto.action) ? await this.actions.lockTarget(tx, actor, authorId) : undefined;
      switch (dto.action) {
        case 'dismiss':
          if (row && kase.auto_hidden_at) {
            await this.actions.restore(tx, ctx, subject, row);
          }
          await appendLog(tx, { actorId: actor.id, action: 'dismiss', subjectType: subject.type, subjectId: kase.subject_id, caseId, reason: ctx.reason });
          break;
        case 'hide':
          // What the reports hid automatically stays hidden, now by the moderator's decision.
          if (row) {
            await this.actions.hide(tx, after, ctx, subject, row, true);
          }
          break;
        case 'remove':
          if (row) {
            await this.actions.remove(tx, after, ctx, subject, row);
          }
          break;
        case 'warn':
          await this.actions.warn(tx, after, ctx, target!);
          break;
        case 'suspend':
          await this.actions.suspend(tx, after, ctx, target!, until!);
          break;
        case 'ban':
          await this.actions.ban(tx, after, ctx, target!);
          break;
      }
      if (row && target) {
        await this.actions.hide(tx, after, ctx, subject, row);
      }
      const reporterIds = await this.actions.closeCase(tx, ctx, dto.action);
      await this.events.record(tx, 'moderation.resolved', { caseId, actorId: actor.id, reporterIds, description: OUTCOME[dto.action](subject.label.toLowerCase()) });
    });
    return this.getReport(caseId);
  }

  listUsers(query: AdminUsersQueryDto): Promise<Page<AdminUserDto>> {
    return this.repo.users(query, pageParams(query));
  }

  async getUser(id: number): Promise<AdminUserDto> {
    return found(await this.repo.user(id), MODERATION_MSG.noAuthor);
  }

  /** Runs an account action on member `id` and answers the member as it now is. */
  private async onUser(
    actor: AuthUser,
    id: number,
    act: (ctx: ActionContext, target: TargetUser, after: AfterCommit, tx: EntityManager) => Promise<void>,
    reason?: string,
  ): Promise<AdminUserDto> {
    await this.getUser(id);
    await this.actions.run(async (tx, after) => {
      const target = await this.actions.lockTarget(tx, actor, id);
      await act({ actor, reason: reason ?? null }, target, after, tx);
    });
    return this.getUser(id);
  }

  ban(actor: AuthUser, id: number, reason?: string): Promise<AdminUserDto> {
    return this.onUser(actor, id, (ctx, target, after, tx) => this.actions.ban(tx, after, ctx, target), reason);
  }

  unban(actor: AuthUser, id: number, reason?: string): Promise<AdminUserDto> {
    return this.onUser(actor, id, (ctx, target, _after, tx) => this.actions.unban(tx, ctx, target), reason);
  }

  suspend(actor: AuthUser, id: number, until: string, reason?: string): Promise<AdminUserDto> {
    const end = suspensionEnd(until);
    return this.onUser(actor, id, (ctx, target, after, tx) => this.actions.suspend(tx, after, ctx, target, end), reason);
  }

  /** Deletes a member's account at once, with the reason in the audit log (their data is erased by the `accounts` queue). */
  deleteAccount(actor: AuthUser, id: number, reason: string): Promise<AdminUserDto> {
    return this.onUser(actor, id, (ctx, target, after, tx) => this.actions.deleteAccount(tx, after, ctx, target), reason);
  }

  warn(actor: AuthUser, id: number, reason: string): Promise<AdminUserDto> {
    return this.onUser(actor, id, (ctx, target, after, tx) => this.actions.warn(tx, after, ctx, target), reason);
  }

  setRole(actor: AuthUser, id: number, role: UserRole): Promise<AdminUserDto> {
    return this.onUser(actor, id, (ctx, target, _after, tx) => this.actions.setRole(tx, ctx, target, role));
  }

  sections(): ContentSectionDto[] {
    return MODERATION_SUBJECTS.map(({ type, label, plural, content, group }) => ({ type, label, plural, content, group }));
  }

  listContent(type: string, query: AdminContentQueryDto): Promise<Page<AdminContentDto>> {
    return this.repo.content(this.actions.contentSubject(type), query, pageParams(query));
  }

  async getContent(type: string, id: number): Promise<AdminContentDto> {
    return found(await this.repo.contentItem(this.actions.contentSubject(type), id), MODERATION_MSG.contentNotFound);
  }

  /**
   * Hides, restores or removes one row of a content section. An open report case on it is
   * resolved by the same decision (restoring dismisses it).
   */
  async moderateContent(actor: AuthUser, type: string, id: number, action: 'hide' | 'restore' | 'remove', reason?: string): Promise<AdminContentDto | undefined> {
    const subject = this.actions.contentSubject(type);
    await this.actions.run(async (tx, after) => {
      const row = await this.actions.lockContent(tx, subject, id);
      const open = await sqlOne<{ id: number }>(tx, `select id from report_cases where subject_type = ? and subject_id = ? and status = 'open' for update`, [subject.type, id]);
      const ctx: ActionContext = { actor, reason: reason ?? null, caseId: open?.id ?? null };
      if (action === 'hide' && !(await this.actions.hide(tx, after, ctx, subject, row))) {
        throw new ConflictException(MODERATION_MSG.alreadyHidden);
      }
      if (action === 'restore' && !(await this.actions.restore(tx, ctx, subject, row))) {
        throw new ConflictException(MODERATION_MSG.notHidden);
      }
      if (action === 'remove') {
        await this.actions.remove(tx, after, ctx, subject, row);
      }
      if (!open) {
        return;
      }
      const decision: ResolveAction = action === 'restore' ? 'dismiss' : action;
      const reporterIds = await this.actions.closeCase(tx, ctx, decision);
      await this.events.record(tx, 'moderation.resolved', { caseId: open.id, actorId: actor.id, reporterIds, description: OUTCOME[decision](subject.label.toLowerCase()) });
    });
    return action === 'remove' ? undefined : this.getContent(type, id);
  }

  auditLog(query: AuditLogQueryDto): Promise<Page<AuditEntryDto>> {
    return this.repo.auditLog(query, pageParams(query));
  }

  stats(days = 14): Promise<StatsDto> {
    return this.repo.stats(days);
  }
}
