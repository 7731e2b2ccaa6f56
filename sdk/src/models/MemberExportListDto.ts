/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { MemberExportDto } from './MemberExportDto.js';
export type MemberExportListDto = {
  data: Array<MemberExportDto>;
  /**
   * When a new export may be requested; null: now
   */
  next_export_at: string | null;
};

