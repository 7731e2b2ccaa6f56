/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { AuditAction } from './AuditAction.js';
import type { ReportSubjectType } from './ReportSubjectType.js';
import type { UserSummaryDto } from './UserSummaryDto.js';
export type AuditEntryDto = {
  action: AuditAction;
  /**
   * The moderator; null for the system (auto-hide)
   */
  actor: UserSummaryDto | null;
  /**
   * The state after
   */
  after: Record<string, any> | null;
  /**
   * The state before
   */
  before: Record<string, any> | null;
  /**
   * The report case it resolved
   */
  case_id: number | null;
  created_at: string;
  id: number;
  reason: string | null;
  subject_id: number;
  subject_type: ReportSubjectType;
};

