/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { ReportReason } from './ReportReason.js';
import type { ReportSubjectType } from './ReportSubjectType.js';
export type CreateReportDto = {
  /**
   * What moderators should know
   */
  details?: string;
  reason: ReportReason;
  /**
   * Its id
   */
  subject_id: number;
  /**
   * What kind of thing is reported
   */
  subject_type: ReportSubjectType;
};

