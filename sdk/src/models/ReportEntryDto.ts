/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { ReportReason } from './ReportReason.js';
import type { UserSummaryDto } from './UserSummaryDto.js';
export type ReportEntryDto = {
  created_at: string;
  details: string | null;
  id: number;
  reason: ReportReason;
  reporter: UserSummaryDto;
  /**
   * What the reporter's accuracy made this report weigh (0 from a new account)
   */
  weight: number;
};

