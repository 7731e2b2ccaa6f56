/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { DayCountDto } from './DayCountDto.js';
import type { SectionCountDto } from './SectionCountDto.js';
export type StatsDto = {
  banned_members: number;
  content: Array<SectionCountDto>;
  hidden_content: number;
  members_total: number;
  /**
   * Members who joined in the last 7 days
   */
  new_members_7d: number;
  open_reports: number;
  /**
   * Oldest first, one entry per day, today last
   */
  per_day: Array<DayCountDto>;
  suspended_members: number;
};

