import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsNotEmpty } from 'class-validator';
import { IsId } from '../../../common/validation/id';
import { MSG } from '../../../common/validation/messages';
import { OptionalText } from '../../../common/validation/text-rules';
import { SUBJECT_TYPES } from '../moderation-subjects';

export const REPORT_REASONS = ['spam', 'harassment', 'hate', 'sexual', 'violence', 'illegal', 'scam', 'impersonation', 'miscategorized', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_DETAILS_MAX = 1000;

/** A member's report of something they see. */
export class CreateReportDto {
  @ApiProperty({ enum: SUBJECT_TYPES, enumName: 'ReportSubjectType', description: 'What kind of thing is reported' })
  @IsNotEmpty({ message: MSG.required })
  @IsIn(SUBJECT_TYPES, { message: `subject_type must be one of: ${SUBJECT_TYPES.join(', ')}` })
  subject_type!: string;

  @ApiProperty({ example: 12, description: 'Its id' })
  @IsNotEmpty({ message: MSG.required })
  @IsId({ message: 'subject_id must be an id' })
  subject_id!: number;

  @ApiProperty({ enum: REPORT_REASONS, enumName: 'ReportReason' })
  @IsNotEmpty({ message: MSG.required })
  @IsIn(REPORT_REASONS, { message: `reason must be one of: ${REPORT_REASONS.join(', ')}` })
  reason!: ReportReason;

  @OptionalText(REPORT_DETAILS_MAX, 'This account posts the same link everywhere', { description: 'What moderators should know' })
  details?: string;
}

/** A report as its reporter sees it. */
export class ReportDto {
  @ApiProperty({ example: 3 }) id!: number;
  @ApiProperty({ enum: SUBJECT_TYPES, enumName: 'ReportSubjectType' }) subject_type!: string;
  @ApiProperty({ example: 12 }) subject_id!: number;
  @ApiProperty({ enum: REPORT_REASONS, enumName: 'ReportReason' }) reason!: ReportReason;
  @ApiProperty({ type: String, nullable: true }) details!: string | null;
  @ApiProperty({ type: String, format: 'date-time' }) created_at!: string;
}
