/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { ReportReason } from './ReportReason.js';
import type { ReportSubjectType } from './ReportSubjectType.js';
export type ReportDto = {
  created_at: string;
  details: string | null;
  id: number;
  reason: ReportReason;
  subject_id: number;
  subject_type: ReportSubjectType;
};

