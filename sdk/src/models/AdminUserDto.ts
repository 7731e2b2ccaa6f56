/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { AccountStatus } from './AccountStatus.js';
import type { UserRole } from './UserRole.js';
export type AdminUserDto = {
  avatar: string | null;
  banned_at: string | null;
  created_at: string;
  /**
   * When the account will be deleted (the member can still cancel until then)
   */
  deletion_scheduled_at: string | null;
  email: string;
  first_name: string;
  id: number;
  last_name: string;
  /**
   * Open report cases about the member or their content
   */
  open_reports: number;
  role: UserRole;
  status: AccountStatus;
  /**
   * Set while a suspension runs
   */
  suspended_until: string | null;
  username: string;
  /**
   * Warnings moderators gave
   */
  warnings: number;
};

