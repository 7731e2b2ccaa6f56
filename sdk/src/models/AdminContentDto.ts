/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { UserSummaryDto } from './UserSummaryDto.js';
export type AdminContentDto = {
  author: UserSummaryDto | null;
  created_at: string;
  hidden_at: string | null;
  id: number;
  media: string | null;
  open_reports: number;
  preview: string | null;
  subject_type: string;
};

