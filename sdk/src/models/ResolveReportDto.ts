/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { ResolveAction } from './ResolveAction.js';
export type ResolveReportDto = {
  /**
   * warn, suspend and ban also hide the reported content
   */
  action: ResolveAction;
  /**
   * Why: shown in the audit log and to the member concerned
   */
  reason?: string;
  /**
   * End of the suspension (action suspend)
   */
  until?: string;
};

