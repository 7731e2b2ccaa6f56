import type { EntityManager } from '@mikro-orm/postgresql';
import { sqlOne } from '../../database/sql';
import type { AuditAction } from './dto/admin.dto';

/** One line of the audit log. A null actor is the system (auto-hide). */
export interface LogEntry {
  actorId: number | null;
  action: AuditAction;
  subjectType: string;
  subjectId: number;
  caseId?: number | null;
  reason?: string | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/**
 * Appends to the audit log, in the caller's transaction so an action and its record commit
 * together. The table refuses UPDATE and DELETE (a trigger): this is the only write it takes.
 */
export async function appendLog(em: EntityManager, entry: LogEntry): Promise<number> {
  const row = await sqlOne<{ id: number }>(
    em,
    `insert into moderation_log (actor_id, action, subject_type, subject_id, case_id, reason, before, after)
     values (?, ?, ?, ?, ?, ?, ?::jsonb, ?::jsonb) returning id`,
    [
      entry.actorId,
      entry.action,
      entry.subjectType,
      entry.subjectId,
      entry.caseId ?? null,
      entry.reason ?? null,
      entry.before ? JSON.stringify(entry.before) : null,
      entry.after ? JSON.stringify(entry.after) : null,
    ],
  );
  return row!.id;
}
