/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { ExportStatus } from './ExportStatus.js';
export type MemberExportDto = {
  created_at: string;
  /**
   * While ready and not expired: the signed download link (works without a token until expires_at)
   */
  download_url: string | null;
  /**
   * Until when it can be downloaded (7 days after it was ready)
   */
  expires_at: string | null;
  /**
   * When the zip was ready (or the building failed)
   */
  finished_at: string | null;
  id: number;
  /**
   * How far the building is, 0–100
   */
  progress: number;
  /**
   * Size of the zip in bytes
   */
  size_bytes: number | null;
  status: ExportStatus;
};

