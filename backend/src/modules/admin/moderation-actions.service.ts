import { EntityManager } from '@mikro-orm/postgresql';
import { ConflictException, ForbiddenException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import type { AuthUser } from '../../common/auth/auth-user';
import { isStaff } from '../../common/auth/roles';
import { ValidationFailedException } from '../../common/errors/validation';
import { DomainEvents } from '../../common/outbox/domain-events';
import { excerpt } from '../../common/sql/fragments';
import { ImageStore } from '../../common/uploads/images';
import { MODERATION_MSG } from '../../common/validation/messages';
import { sql, sqlOne } from '../../database/sql';
import { AccountDeletionService } from '../account-data';
import { TokensService } from '../auth';
import type { UserRole } from '../users';
import type { ResolveAction } from './dto/admin.dto';
import { appendLog } from './moderation-log';
import { inScope, moderationSubject, type ModerationSubject } from './moderation-subjects';
import { toIsoOrNull } from '../../common/time/timestamps';

/** What an action changes outside its transaction, done once it committed. */
export class AfterCommit {
  /** Members whose sessions and sockets end now (banned or suspended). */
  readonly signOut = new Map<number, 'banned' | 'suspended'>();
  /** Members told what a moderator did to them or their content (audit log id, sentence). */
  readonly notices: { logId: number; actorId: number; userId: number; description: string }[] = [];
  /** Files of removed rows. */
  readonly files: (() => Promise<void>)[] = [];
  /** Members whose account a moderator deleted: erased once this is committed. */
  readonly erase: number[] = [];
}

/** Common options of an action taken on a report case or directly. */
export interface ActionContext {
  actor: AuthUser;
  reason?: string | null;
  caseId?: number | null;
}

/** A moderated row as actions need it, locked in the transaction. */
export interface SubjectRow {
  id: number;
  author_id: number | null;
  hidden: boolean;
  preview: string | null;
}

/** A member as account actions need them, locked in the transaction. */
export interface TargetUser {
  id: number;
  role: UserRole;
  banned_at: Date | null;
  suspended_until: Date | null;
}

const withReason = (text: string, reason?: string | null) => excerpt(reason ? `${text}: ${reason}` : text, 255);

/**
 * Every moderator action, each writing its audit-log line in the same transaction: hide,
 * restore and remove content; warn, suspend, ban and unban a member; change a role. Actions run
 * inside `run`, which afterwards ends the sessions and sockets of members banned or suspended,
 * notifies the members concerned and deletes the files of removed rows.
 */
@Injectable()
export class ModerationActions {
  private readonly logger = new Logger('Moderation');

  constructor(
    private readonly em: EntityManager,
    private readonly tokens: TokensService,
    private readonly events: DomainEvents,
    private readonly images: ImageStore,
    private readonly deletions: AccountDeletionService,
  ) {}

  async run<T>(work: (tx: EntityManager, after: AfterCommit) => Promise<T>): Promise<T> {
    const after = new AfterCommit();
    const result = await this.em.transactional(async (tx) => {
      const value = await work(tx, after);
      // The members concerned hear of it for sure: recorded with the action (the outbox delivers it).
      for (const notice of after.notices) {
        await this.events.record(tx, 'moderation.notice', notice);
      }
      return value;
    });
    for (const [userId, reason] of after.signOut) {
      await this.tokens.revokeUserSessions(userId, reason);
      this.events.emit('user.banned', { userId });
    }
    for (const userId of after.erase) {
      await this.tokens.revokeUserSessions(userId, 'deleted');
      await this.deletions.eraseSoon(userId);
    }
    for (const remove of after.files) {
      await remove().catch((error: unknown) => this.logger.warn(`Could not delete a removed row's file: ${String(error)}`));
    }
    return result;
  }

  /** The declaration of a content section (404 for members or unknown types). */
  contentSubject(type: string): ModerationSubject {
    const subject = moderationSubject(type);
    if (!subject?.content) {
      throw new NotFoundException(MODERATION_MSG.unknownSection);
    }
    return subject;
  }

  /** Locks a row of a content section; 404 when it does not exist. */
  async lockContent(tx: EntityManager, subject: ModerationSubject, id: number): Promise<SubjectRow> {
    const row = await sqlOne<SubjectRow>(
      tx,
      `select s.id, s.${subject.author} as author_id, s.hidden_at is not null as hidden, ${subject.preview} as preview
         from ${subject.table} s where s.id = ?${inScope(subject)} for update of s`,
      [id],
    );
    if (!row) {
      throw new NotFoundException(MODERATION_MSG.contentNotFound);
    }
    return row;
  }

  private notice(after: AfterCommit, logId: number, ctx: ActionContext, userId: number | null, description: string): void {
    if (userId !== null && userId !== ctx.actor.id) {
      after.notices.push({ logId, actorId: ctx.actor.id, userId, description });
    }
  }

  private describe(subject: ModerationSubject, row: SubjectRow): string {
    return `${subject.label.toLowerCase()} “${excerpt(row.preview ?? '', 60)}”`;
  }

  /**
   * Hides the row from everyone but its author. False when it already was hidden, unless
   * `uphold`: a moderator's decision on what reports hid pending review, logged and told as a hide.
   */
  async hide(tx: EntityManager, after: AfterCommit, ctx: ActionContext, subject: ModerationSubject, row: SubjectRow, uphold = false): Promise<boolean> {
    if (row.hidden && !uphold) {
      return false;
    }
    const [{ hidden_at, was }] = await sql<{ hidden_at: Date; was: Date | null }>(
      tx,
      `update ${subject.table} s set hidden_at = coalesce(s.hidden_at, now()) from (select hidden_at from ${subject.table} where id = ?) old
        where s.id = ? returning s.hidden_at, old.hidden_at as was`,
      [row.id, row.id],
    );
    const logId = await appendLog(tx, {
      actorId: ctx.actor.id,
      action: 'hide',
      subjectType: subject.type,
      subjectId: row.id,
      caseId: ctx.caseId,
      reason: ctx.reason,
      before: { hidden_at: toIsoOrNull(was) },
      after: { hidden_at: toIsoOrNull(hidden_at) },
    });
    this.notice(after, logId, ctx, row.author_id, withReason(`hid your ${this.describe(subject, row)}`, ctx.reason));
    return true;
  }

  /** Shows a hidden row again. False when it was not hidden. */
  async restore(tx: EntityManager, ctx: Omit<ActionContext, 'actor'> & { actor: AuthUser | null }, subject: ModerationSubject, row: SubjectRow): Promise<boolean> {
    if (!row.hidden) {
      return false;
    }
    const [{ hidden_at }] = await sql<{ hidden_at: Date }>(
      tx,
      `update ${subject.table} s set hidden_at = null from (select hidden_at from ${subject.table} where id = ?) old where s.id = ? returning old.hidden_at`,
      [row.id, row.id],
    );
    await appendLog(tx, {
      actorId: ctx.actor?.id ?? null,
      action: 'restore',
      subjectType: subject.type,
      subjectId: row.id,
      caseId: ctx.caseId,
      reason: ctx.reason,
      before: { hidden_at: toIsoOrNull(hidden_at) },
      after: { hidden_at: null },
    });
    return true;
  }

  /** Deletes the row for good; the log keeps what it was. */
  async remove(tx: EntityManager, after: AfterCommit, ctx: ActionContext, subject: ModerationSubject, row: SubjectRow): Promise<void> {
    const deleted = await sql<{ snapshot: Record<string, unknown> }>(
      tx,
      subject.deleteSql ?? `delete from ${subject.table} s where s.id = ? returning to_jsonb(s) as snapshot`,
      [row.id],
    );
    const removed = deleted.find((d) => d.snapshot.id === row.id) ?? deleted[0];
    // The section deletes the files it keeps (storage blobs, video renditions) once this is committed.
    after.files.push(async () => this.events.emit('moderation.removed', { type: subject.type, rows: deleted.map((d) => d.snapshot) }));
    const logId = await appendLog(tx, {
      actorId: ctx.actor.id,
      action: 'remove',
      subjectType: subject.type,
      subjectId: row.id,
      caseId: ctx.caseId,
      reason: ctx.reason,
      before: removed.snapshot,
      after: null,
    });
    for (const image of subject.images ?? []) {
      const value = removed.snapshot[image.column];
      const names = (Array.isArray(value) ? value : [value]).filter((name): name is string => typeof name === 'string');
      after.files.push(() => this.images.removeAll(names, image.kind));
    }
    this.notice(after, logId, ctx, row.author_id, withReason(`removed your ${this.describe(subject, row)}`, ctx.reason));
  }

  /** Resolves report case `ctx.caseId` (locked by the caller) with `action`; returns its reporters. */
  async closeCase(tx: EntityManager, ctx: ActionContext, action: ResolveAction): Promise<number[]> {
    const row = await sqlOne<{ reporter_ids: number[] | null }>(
      tx,
      `update report_cases set status = 'resolved', action = ?, resolution_reason = ?, resolved_by = ?, resolved_at = now() where id = ?
       returning (select array_agg(reporter_id order by reporter_id) from reports where case_id = report_cases.id) as reporter_ids`,
      [action, ctx.reason ?? null, ctx.actor.id, ctx.caseId],
    );
    return row?.reporter_ids ?? [];
  }

  /**
   * Locks the member an account action is about. Nobody acts on their own account, and only an
   * administrator acts on a moderator or an administrator.
   */
  async lockTarget(tx: EntityManager, actor: AuthUser, userId: number | null): Promise<TargetUser> {
    if (userId === null) {
      throw new ValidationFailedException({ action: [MODERATION_MSG.noAuthor] });
    }
    const user = await sqlOne<TargetUser>(tx, 'select id, role, banned_at, suspended_until from users where id = ? for update', [userId]);
    if (!user) {
      throw new NotFoundException(MODERATION_MSG.noAuthor);
    }
    if (user.id === actor.id) {
      throw new ForbiddenException(MODERATION_MSG.notYourself);
    }
    if (isStaff(user.role) && actor.role !== 'admin') {
      throw new ForbiddenException(MODERATION_MSG.staffTarget);
    }
    return user;
  }

  async warn(tx: EntityManager, after: AfterCommit, ctx: ActionContext, user: TargetUser): Promise<void> {
    const logId = await appendLog(tx, { actorId: ctx.actor.id, action: 'warn', subjectType: 'user', subjectId: user.id, caseId: ctx.caseId, reason: ctx.reason });
    this.notice(after, logId, ctx, user.id, withReason('warned you', ctx.reason));
  }

  async suspend(tx: EntityManager, after: AfterCommit, ctx: ActionContext, user: TargetUser, until: Date): Promise<void> {
    if (user.banned_at) {
      throw new ConflictException(MODERATION_MSG.alreadyBanned);
    }
    await sql(tx, 'update users set suspended_until = ? where id = ?', [until, user.id]);
    const logId = await appendLog(tx, {
      actorId: ctx.actor.id,
      action: 'suspend',
      subjectType: 'user',
      subjectId: user.id,
      caseId: ctx.caseId,
      reason: ctx.reason,
      before: { suspended_until: toIsoOrNull(user.suspended_until) },
      after: { suspended_until: until.toISOString() },
    });
    after.signOut.set(user.id, 'suspended');
    const day = until.toISOString().slice(0, 16).replace('T', ' ');
    this.notice(after, logId, ctx, user.id, withReason(`suspended your account until ${day} UTC`, ctx.reason));
  }

  async ban(tx: EntityManager, after: AfterCommit, ctx: ActionContext, user: TargetUser): Promise<void> {
    if (user.banned_at) {
      throw new ConflictException(MODERATION_MSG.alreadyBanned);
    }
    const [{ banned_at }] = await sql<{ banned_at: Date }>(tx, 'update users set banned_at = now(), is_online = false where id = ? returning banned_at', [user.id]);
    const logId = await appendLog(tx, {
      actorId: ctx.actor.id,
      action: 'ban',
      subjectType: 'user',
      subjectId: user.id,
      caseId: ctx.caseId,
      reason: ctx.reason,
      before: { banned_at: null },
      after: { banned_at: toIsoOrNull(banned_at) },
    });
    after.signOut.set(user.id, 'banned');
    this.notice(after, logId, ctx, user.id, withReason('banned your account', ctx.reason));
  }

  /** Deletes the account now (no grace period): access ends at commit, the erasure follows. */
  async deleteAccount(tx: EntityManager, after: AfterCommit, ctx: ActionContext, user: TargetUser): Promise<void> {
    const { deletion_scheduled_at } = await this.deletions.markDeletedNow(tx, user.id, ctx.actor.id);
    await appendLog(tx, {
      actorId: ctx.actor.id,
      action: 'delete',
      subjectType: 'user',
      subjectId: user.id,
      reason: ctx.reason,
      before: { deletion_scheduled_at: toIsoOrNull(deletion_scheduled_at) },
      after: { deleted: true },
    });
    after.erase.push(user.id);
  }

  /** Lifts a ban and any running suspension. */
  async unban(tx: EntityManager, ctx: ActionContext, user: TargetUser): Promise<void> {
    const suspended = user.suspended_until !== null && new Date(user.suspended_until).getTime() > Date.now();
    if (!user.banned_at && !suspended) {
      throw new ConflictException(MODERATION_MSG.notBanned);
    }
    await sql(tx, 'update users set banned_at = null, suspended_until = null where id = ?', [user.id]);
    await appendLog(tx, {
      actorId: ctx.actor.id,
      action: 'unban',
      subjectType: 'user',
      subjectId: user.id,
      reason: ctx.reason,
      before: { banned_at: toIsoOrNull(user.banned_at), suspended_until: toIsoOrNull(user.suspended_until) },
      after: { banned_at: null, suspended_until: null },
    });
  }

  async setRole(tx: EntityManager, ctx: ActionContext, user: TargetUser, role: UserRole): Promise<void> {
    if (user.role === role) {
      return;
    }
    await sql(tx, 'update users set role = ? where id = ?', [role, user.id]);
    await appendLog(tx, {
      actorId: ctx.actor.id,
      action: 'role',
      subjectType: 'user',
      subjectId: user.id,
      reason: ctx.reason,
      before: { role: user.role },
      after: { role },
    });
  }
}
