/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { ModeratedSubjectDto } from './ModeratedSubjectDto.js';
import type { ReportCaseStatus } from './ReportCaseStatus.js';
import type { ReportEntryDto } from './ReportEntryDto.js';
import type { ReportReason } from './ReportReason.js';
import type { ReportSubjectType } from './ReportSubjectType.js';
import type { ResolveAction } from './ResolveAction.js';
import type { UserSummaryDto } from './UserSummaryDto.js';
export type ReportCaseDto = {
  action: ResolveAction | null;
  /**
   * When the reports hid it pending review
   */
  auto_hidden_at: string | null;
  created_at: string;
  /**
   * The id to resolve it with
   */
  id: number;
  last_reported_at: string;
  reasons: Array<ReportReason>;
  reports: Array<ReportEntryDto>;
  reports_count: number;
  resolution_reason: string | null;
  resolved_at: string | null;
  resolved_by: UserSummaryDto | null;
  status: ReportCaseStatus;
  subject: ModeratedSubjectDto;
  subject_id: number;
  subject_type: ReportSubjectType;
  /**
   * Sum of the reports’ weights
   */
  weight: number;
};

