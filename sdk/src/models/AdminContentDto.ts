/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { UserSummaryDto } from './UserSummaryDto.js';
export type AdminContentDto = {
  author: UserSummaryDto | null;
  created_at: string;
  /**
   * The ISO 4217 code of `price`
   */
  currency: string | null;
  hidden_at: string | null;
  id: number;
  media: string | null;
  open_reports: number;
  preview: string | null;
  /**
   * A listing's price or cost (null for other content and sections without one)
   */
  price: number | null;
  subject_type: string;
};

