import { toUserSummaryDto, type UserSummaryRow } from '../../common/users/user-summary';
import type { UserRole } from '../users';
import type { AdminContentDto, AdminUserDto, AuditAction, AuditEntryDto, CaseStatus, ReportCaseDto, ResolveAction } from './dto/admin.dto';
import type { ReportReason } from './dto/report.dto';
import { toIso, toIsoOrNull, type Timestamp } from '../../common/time/timestamps';
import { toAmount } from '../../common/sql/amount';

const summaryOrNull = (row: UserSummaryRow | null) => (row ? toUserSummaryDto(row) : null);

export interface ReportCaseRow {
  id: number;
  subject_type: string;
  subject_id: number;
  status: CaseStatus;
  weight: number;
  reports_count: number;
  auto_hidden_at: Timestamp | null;
  action: ResolveAction | null;
  resolution_reason: string | null;
  resolved_at: Timestamp | null;
  created_at: Timestamp;
  last_reported_at: Timestamp;
  preview: string | null;
  media: string | null;
  hidden_at: Timestamp | null;
  subject_exists: boolean;
  author: UserSummaryRow | null;
  resolver: UserSummaryRow | null;
  reports: { id: number; reporter: UserSummaryRow; reason: ReportReason; details: string | null; weight: number; created_at: string }[];
  reasons: ReportReason[];
}

export function toReportCaseDto(row: ReportCaseRow): ReportCaseDto {
  return {
    id: row.id,
    subject_type: row.subject_type,
    subject_id: row.subject_id,
    status: row.status,
    weight: row.weight,
    reports_count: row.reports_count,
    reasons: [...row.reasons].sort(),
    subject: {
      exists: row.subject_exists,
      preview: row.preview,
      media: row.media,
      hidden: row.hidden_at !== null,
      author: summaryOrNull(row.author),
    },
    reports: row.reports.map((r) => ({
      id: r.id,
      reporter: toUserSummaryDto(r.reporter),
      reason: r.reason,
      details: r.details,
      weight: r.weight,
      created_at: toIso(r.created_at),
    })),
    auto_hidden_at: toIsoOrNull(row.auto_hidden_at),
    action: row.action,
    resolution_reason: row.resolution_reason,
    resolved_by: summaryOrNull(row.resolver),
    resolved_at: toIsoOrNull(row.resolved_at),
    created_at: toIso(row.created_at),
    last_reported_at: toIso(row.last_reported_at),
  };
}

export interface AdminUserRow {
  id: number;
  first_name: string;
  last_name: string;
  username: string;
  email: string;
  avatar: string | null;
  role: UserRole;
  banned_at: Timestamp | null;
  suspended_until: Timestamp | null;
  deleted_at: Timestamp | null;
  deletion_scheduled_at: Timestamp | null;
  open_reports: number;
  warnings: number;
  created_at: Timestamp;
}

export function toAdminUserDto(row: AdminUserRow): AdminUserDto {
  return {
    id: row.id,
    first_name: row.first_name,
    last_name: row.last_name,
    username: row.username,
    email: row.email,
    avatar: row.avatar,
    role: row.role,
    status: row.deleted_at ? 'deleted' : row.banned_at ? 'banned' : row.suspended_until ? 'suspended' : row.deletion_scheduled_at ? 'deleting' : 'active',
    banned_at: toIsoOrNull(row.banned_at),
    suspended_until: toIsoOrNull(row.suspended_until),
    deletion_scheduled_at: row.deleted_at ? null : toIsoOrNull(row.deletion_scheduled_at),
    open_reports: row.open_reports,
    warnings: row.warnings,
    created_at: toIso(row.created_at),
  };
}

export interface AdminContentRow {
  id: number;
  subject_type: string;
  preview: string | null;
  media: string | null;
  price: string | null;
  currency: string | null;
  author: UserSummaryRow | null;
  hidden_at: Timestamp | null;
  open_reports: number;
  created_at: Timestamp;
}

export function toAdminContentDto(row: AdminContentRow): AdminContentDto {
  return {
    id: row.id,
    subject_type: row.subject_type,
    preview: row.preview,
    media: row.media,
    price: toAmount(row.price),
    currency: row.currency,
    author: summaryOrNull(row.author),
    hidden_at: toIsoOrNull(row.hidden_at),
    open_reports: row.open_reports,
    created_at: toIso(row.created_at),
  };
}

export interface AuditRow {
  id: number;
  actor: UserSummaryRow | null;
  action: AuditAction;
  subject_type: string;
  subject_id: number;
  case_id: number | null;
  reason: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  created_at: Timestamp;
}

export function toAuditEntryDto(row: AuditRow): AuditEntryDto {
  return {
    id: row.id,
    actor: summaryOrNull(row.actor),
    action: row.action,
    subject_type: row.subject_type,
    subject_id: row.subject_id,
    case_id: row.case_id,
    reason: row.reason,
    before: row.before,
    after: row.after,
    created_at: toIso(row.created_at),
  };
}
