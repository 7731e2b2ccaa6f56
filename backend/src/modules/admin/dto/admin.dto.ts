import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsDateString, IsIn, IsInt, IsNotEmpty, IsOptional, Max, Min } from 'class-validator';
import { PageQueryDto } from '../../../common/paging/paging';
import { UserSummaryDto } from '../../../common/users/user-summary';
import { IsId } from '../../../common/validation/id';
import { MODERATION_MSG, MSG } from '../../../common/validation/messages';
import { OptionalText, RequiredText } from '../../../common/validation/text-rules';
import { USER_ROLES, type UserRole } from '../../users';
import { MODERATION_GROUPS, SUBJECT_TYPES, type ModerationGroup } from '../moderation-subjects';
import { REPORT_REASONS, type ReportReason } from './report.dto';

export const CASE_STATUSES = ['open', 'resolved'] as const;
export type CaseStatus = (typeof CASE_STATUSES)[number];

/** What a moderator can decide on reported content. */
export const RESOLVE_ACTIONS = ['dismiss', 'hide', 'remove', 'warn', 'suspend', 'ban'] as const;
export type ResolveAction = (typeof RESOLVE_ACTIONS)[number];

/** `deleting`: the member asked for deletion and the grace period runs; `deleted`: access ended, data erased or being erased. */
export const ACCOUNT_STATUSES = ['active', 'suspended', 'banned', 'deleting', 'deleted'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

export const CONTENT_STATUSES = ['visible', 'hidden'] as const;

/** Every entry of the audit log, by what was done. */
export const AUDIT_ACTIONS = ['auto_hide', 'dismiss', 'hide', 'restore', 'remove', 'warn', 'suspend', 'ban', 'unban', 'role', 'delete'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const REASON_MAX = 1000;
const reasonRule = () => OptionalText(REASON_MAX, 'Spam links', { description: 'Why: shown in the audit log and to the member concerned' });

const ORDER_MESSAGE = (fields: readonly string[]) => `sort must be one of: ${fields.join(', ')}`;

// ---- reports ----------------------------------------------------------------------------------

export const REPORT_SORTS = ['last_reported_at', 'created_at', 'weight', 'reports_count'] as const;

export class AdminReportsQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: CASE_STATUSES, enumName: 'ReportCaseStatus' })
  @IsOptional()
  @IsIn(CASE_STATUSES, { message: 'status must be open or resolved' })
  status?: CaseStatus;

  @ApiPropertyOptional({ enum: REPORT_REASONS, enumName: 'ReportReason', description: 'Cases with at least one report for this reason' })
  @IsOptional()
  @IsIn(REPORT_REASONS, { message: `reason must be one of: ${REPORT_REASONS.join(', ')}` })
  reason?: ReportReason;

  @ApiPropertyOptional({ enum: SUBJECT_TYPES, enumName: 'ReportSubjectType' })
  @IsOptional()
  @IsIn(SUBJECT_TYPES, { message: `subject_type must be one of: ${SUBJECT_TYPES.join(', ')}` })
  subject_type?: string;

  @ApiPropertyOptional({ enum: REPORT_SORTS, enumName: 'ReportSort', default: 'last_reported_at' })
  @IsOptional()
  @IsIn(REPORT_SORTS, { message: ORDER_MESSAGE(REPORT_SORTS) })
  sort?: (typeof REPORT_SORTS)[number];
}

/** The reported thing as moderators see it, hidden or not; `exists` false once it is deleted. */
export class ModeratedSubjectDto {
  @ApiProperty({ description: 'False once it was deleted (by its author or a moderator)' }) exists!: boolean;
  @ApiProperty({ type: String, nullable: true, description: 'Its text (a member: name and username)' }) preview!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'URL of its image, if any' }) media!: string | null;
  @ApiProperty() hidden!: boolean;
  @ApiProperty({ type: UserSummaryDto, nullable: true, description: 'Its author (for a member: the member)' }) author!: UserSummaryDto | null;
}

export class ReportEntryDto {
  @ApiProperty({ example: 3 }) id!: number;
  @ApiProperty({ type: UserSummaryDto }) reporter!: UserSummaryDto;
  @ApiProperty({ enum: REPORT_REASONS, enumName: 'ReportReason' }) reason!: ReportReason;
  @ApiProperty({ type: String, nullable: true }) details!: string | null;
  @ApiProperty({ example: 1, description: "What the reporter's accuracy made this report weigh (0 from a new account)" }) weight!: number;
  @ApiProperty({ type: String, format: 'date-time' }) created_at!: string;
}

/** The reports on one subject, resolved together. */
export class ReportCaseDto {
  @ApiProperty({ example: 4, description: 'The id to resolve it with' }) id!: number;
  @ApiProperty({ enum: SUBJECT_TYPES, enumName: 'ReportSubjectType' }) subject_type!: string;
  @ApiProperty({ example: 12 }) subject_id!: number;
  @ApiProperty({ enum: CASE_STATUSES, enumName: 'ReportCaseStatus' }) status!: CaseStatus;
  @ApiProperty({ example: 2.5, description: 'Sum of the reports’ weights' }) weight!: number;
  @ApiProperty({ example: 2 }) reports_count!: number;
  @ApiProperty({ enum: REPORT_REASONS, enumName: 'ReportReason', isArray: true }) reasons!: ReportReason[];
  @ApiProperty({ type: ModeratedSubjectDto }) subject!: ModeratedSubjectDto;
  @ApiProperty({ type: [ReportEntryDto] }) reports!: ReportEntryDto[];
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When the reports hid it pending review' })
  auto_hidden_at!: string | null;
  @ApiProperty({ enum: RESOLVE_ACTIONS, enumName: 'ResolveAction', nullable: true }) action!: ResolveAction | null;
  @ApiProperty({ type: String, nullable: true }) resolution_reason!: string | null;
  @ApiProperty({ type: UserSummaryDto, nullable: true }) resolved_by!: UserSummaryDto | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) resolved_at!: string | null;
  @ApiProperty({ type: String, format: 'date-time' }) created_at!: string;
  @ApiProperty({ type: String, format: 'date-time' }) last_reported_at!: string;
}

export class ResolveReportDto {
  @ApiProperty({ enum: RESOLVE_ACTIONS, enumName: 'ResolveAction', description: 'warn, suspend and ban also hide the reported content' })
  @IsNotEmpty({ message: MSG.required })
  @IsIn(RESOLVE_ACTIONS, { message: `action must be one of: ${RESOLVE_ACTIONS.join(', ')}` })
  action!: ResolveAction;

  @reasonRule()
  reason?: string;

  @ApiPropertyOptional({ type: String, format: 'date-time', description: 'End of the suspension (action suspend)' })
  @IsOptional()
  @IsDateString({ strict: true }, { message: 'until must be a date and time (ISO 8601)' })
  until?: string;
}

// ---- users ------------------------------------------------------------------------------------

export const USER_SORTS = ['created_at', 'name', 'reports'] as const;

export class AdminUsersQueryDto extends PageQueryDto {
  @OptionalText(100, 'ana', { description: 'Words of the name, username or email' })
  search?: string;

  @ApiPropertyOptional({ enum: USER_ROLES, enumName: 'UserRole' })
  @IsOptional()
  @IsIn(USER_ROLES, { message: 'role must be member, moderator or admin' })
  role?: UserRole;

  @ApiPropertyOptional({ enum: ACCOUNT_STATUSES, enumName: 'AccountStatus' })
  @IsOptional()
  @IsIn(ACCOUNT_STATUSES, { message: 'status must be active, suspended or banned' })
  status?: AccountStatus;

  @ApiPropertyOptional({ enum: USER_SORTS, enumName: 'AdminUserSort', default: 'created_at' })
  @IsOptional()
  @IsIn(USER_SORTS, { message: ORDER_MESSAGE(USER_SORTS) })
  sort?: (typeof USER_SORTS)[number];
}

export class AdminUserDto {
  @ApiProperty({ example: 7 }) id!: number;
  @ApiProperty() first_name!: string;
  @ApiProperty() last_name!: string;
  @ApiProperty() username!: string;
  @ApiProperty() email!: string;
  @ApiProperty({ type: String, nullable: true }) avatar!: string | null;
  @ApiProperty({ enum: USER_ROLES, enumName: 'UserRole' }) role!: UserRole;
  @ApiProperty({ enum: ACCOUNT_STATUSES, enumName: 'AccountStatus' }) status!: AccountStatus;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) banned_at!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Set while a suspension runs' }) suspended_until!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When the account will be deleted (the member can still cancel until then)' })
  deletion_scheduled_at!: string | null;
  @ApiProperty({ example: 0, description: 'Open report cases about the member or their content' }) open_reports!: number;
  @ApiProperty({ example: 0, description: 'Warnings moderators gave' }) warnings!: number;
  @ApiProperty({ type: String, format: 'date-time' }) created_at!: string;
}

export class ModerationReasonDto {
  @reasonRule()
  reason?: string;
}

export class WarnUserDto {
  @RequiredText(REASON_MAX, 'Please keep it civil', { description: 'What the member is warned about (they read it)' })
  reason!: string;
}

export class DeleteUserDto {
  @RequiredText(REASON_MAX, 'Please keep it civil', { description: 'Why the account is deleted (kept in the audit log)' })
  reason!: string;
}

export class SuspendUserDto {
  @ApiProperty({ type: String, format: 'date-time', description: 'End of the suspension' })
  @IsNotEmpty({ message: MODERATION_MSG.untilRequired })
  @IsDateString({ strict: true }, { message: 'until must be a date and time (ISO 8601)' })
  until!: string;

  @reasonRule()
  reason?: string;
}

export class SetRoleDto {
  @ApiProperty({ enum: USER_ROLES, enumName: 'UserRole' })
  @IsNotEmpty({ message: MSG.required })
  @IsIn(USER_ROLES, { message: 'role must be member, moderator or admin' })
  role!: UserRole;
}

// ---- content ----------------------------------------------------------------------------------

export const CONTENT_SORTS = ['created_at', 'reports'] as const;

export class AdminContentQueryDto extends PageQueryDto {
  @OptionalText(100, 'link', { description: 'Words of the text' })
  search?: string;

  @ApiPropertyOptional({ enum: CONTENT_STATUSES, enumName: 'ContentStatus' })
  @IsOptional()
  @IsIn(CONTENT_STATUSES, { message: 'status must be visible or hidden' })
  status?: (typeof CONTENT_STATUSES)[number];

  @ApiPropertyOptional({ example: 7, description: 'Only this member’s' })
  @IsOptional()
  @Type(() => Number)
  @IsId({ message: 'author_id must be a member id' })
  author_id?: number;

  @ApiPropertyOptional({ enum: CONTENT_SORTS, enumName: 'ContentSort', default: 'created_at' })
  @IsOptional()
  @IsIn(CONTENT_SORTS, { message: ORDER_MESSAGE(CONTENT_SORTS) })
  sort?: (typeof CONTENT_SORTS)[number];
}

export class ContentSectionDto {
  @ApiProperty({ example: 'post' }) type!: string;
  @ApiProperty({ example: 'Post' }) label!: string;
  @ApiProperty({ example: 'Posts' }) plural!: string;
  @ApiProperty({ description: 'Content (hide, restore, remove) rather than members' }) content!: boolean;
  @ApiProperty({ enum: MODERATION_GROUPS, enumName: 'ModerationGroup', description: 'Where the section sits in the console: members, the social network (posts, comments, chats, shared files), community sections or listing sections' })
  group!: ModerationGroup;
}

export class ContentSectionsDto {
  @ApiProperty({ type: [ContentSectionDto] }) data!: ContentSectionDto[];
}

export class AdminContentDto {
  @ApiProperty({ example: 12 }) id!: number;
  @ApiProperty({ example: 'post' }) subject_type!: string;
  @ApiProperty({ type: String, nullable: true }) preview!: string | null;
  @ApiProperty({ type: String, nullable: true }) media!: string | null;
  @ApiProperty({ type: Number, nullable: true, description: "A listing's price or cost (null for other content and sections without one)" }) price!: number | null;
  @ApiProperty({ type: String, nullable: true, example: 'EUR', description: 'The ISO 4217 code of `price`' }) currency!: string | null;
  @ApiProperty({ type: UserSummaryDto, nullable: true }) author!: UserSummaryDto | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) hidden_at!: string | null;
  @ApiProperty({ example: 0 }) open_reports!: number;
  @ApiProperty({ type: String, format: 'date-time' }) created_at!: string;
}

// ---- audit log and stats ----------------------------------------------------------------------

export class AuditLogQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: AUDIT_ACTIONS, enumName: 'AuditAction' })
  @IsOptional()
  @IsIn(AUDIT_ACTIONS, { message: `action must be one of: ${AUDIT_ACTIONS.join(', ')}` })
  action?: AuditAction;

  @ApiPropertyOptional({ example: 2, description: 'Only this moderator’s actions' })
  @IsOptional()
  @Type(() => Number)
  @IsId({ message: 'actor_id must be a member id' })
  actor_id?: number;

  @ApiPropertyOptional({ enum: SUBJECT_TYPES, enumName: 'ReportSubjectType' })
  @IsOptional()
  @IsIn(SUBJECT_TYPES, { message: `subject_type must be one of: ${SUBJECT_TYPES.join(', ')}` })
  subject_type?: string;

  @ApiPropertyOptional({ example: 12 })
  @IsOptional()
  @Type(() => Number)
  @IsId({ message: 'subject_id must be an id' })
  subject_id?: number;
}

export class AuditEntryDto {
  @ApiProperty({ example: 9 }) id!: number;
  @ApiProperty({ type: UserSummaryDto, nullable: true, description: 'The moderator; null for the system (auto-hide)' }) actor!: UserSummaryDto | null;
  @ApiProperty({ enum: AUDIT_ACTIONS, enumName: 'AuditAction' }) action!: AuditAction;
  @ApiProperty({ enum: SUBJECT_TYPES, enumName: 'ReportSubjectType' }) subject_type!: string;
  @ApiProperty({ example: 12 }) subject_id!: number;
  @ApiProperty({ type: Number, nullable: true, description: 'The report case it resolved' }) case_id!: number | null;
  @ApiProperty({ type: String, nullable: true }) reason!: string | null;
  @ApiProperty({ type: 'object', additionalProperties: true, nullable: true, description: 'The state before' }) before!: Record<string, unknown> | null;
  @ApiProperty({ type: 'object', additionalProperties: true, nullable: true, description: 'The state after' }) after!: Record<string, unknown> | null;
  @ApiProperty({ type: String, format: 'date-time' }) created_at!: string;
}

export class StatsQueryDto {
  @ApiPropertyOptional({ minimum: 1, maximum: 90, default: 14, description: 'Days of the per-day series' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'days must be a whole number' })
  @Min(1, { message: 'days must be at least 1' })
  @Max(90, { message: 'days must be at most 90' })
  days?: number;
}

export class SectionCountDto {
  @ApiProperty({ example: 'post' }) type!: string;
  @ApiProperty({ example: 'Posts' }) plural!: string;
  @ApiProperty({ example: 120 }) total!: number;
  @ApiProperty({ example: 2 }) hidden!: number;
}

export class DayCountDto {
  @ApiProperty({ example: '2026-11-23', description: 'UTC day' }) day!: string;
  @ApiProperty({ example: 3 }) members!: number;
  @ApiProperty({ example: 1 }) reports!: number;
  @ApiProperty({ example: 40, description: 'New content of every section' }) content!: number;
}

export class StatsDto {
  @ApiProperty({ example: 4 }) open_reports!: number;
  @ApiProperty({ example: 2 }) hidden_content!: number;
  @ApiProperty({ example: 250 }) members_total!: number;
  @ApiProperty({ example: 12, description: 'Members who joined in the last 7 days' }) new_members_7d!: number;
  @ApiProperty({ example: 1 }) banned_members!: number;
  @ApiProperty({ example: 0 }) suspended_members!: number;
  @ApiProperty({ type: [SectionCountDto] }) content!: SectionCountDto[];
  @ApiProperty({ type: [DayCountDto], description: 'Oldest first, one entry per day, today last' }) per_day!: DayCountDto[];
}
