import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { MSG } from '../../../common/validation/messages';

export const EXPORT_STATUSES = ['pending', 'running', 'ready', 'failed'] as const;
export type ExportStatus = (typeof EXPORT_STATUSES)[number];

/** One of the member's data exports. */
export class MemberExportDto {
  @ApiProperty({ example: 1 }) id!: number;
  @ApiProperty({ enum: EXPORT_STATUSES, enumName: 'ExportStatus' }) status!: ExportStatus;
  @ApiProperty({ example: 40, description: 'How far the building is, 0–100' }) progress!: number;
  @ApiProperty({ type: String, format: 'date-time' }) created_at!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When the zip was ready (or the building failed)' })
  finished_at!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Until when it can be downloaded (7 days after it was ready)' })
  expires_at!: string | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Size of the zip in bytes' }) size_bytes!: number | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'While ready and not expired: the signed download link (works without a token until expires_at)',
  })
  download_url!: string | null;
}

/** The member's exports, newest first, and when they may ask for the next one. */
export class MemberExportListDto {
  @ApiProperty({ type: [MemberExportDto] }) data!: MemberExportDto[];
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When a new export may be requested; null: now' })
  next_export_at!: string | null;
}

/** GET /me/exports/{id}/download: the signed link's query (not needed with a bearer token). */
export class ExportDownloadQueryDto {
  @ApiPropertyOptional({ description: 'Expiry of the link (seconds since the epoch)' }) @IsOptional() @IsString() e?: string;
  @ApiPropertyOptional({ description: 'Signature of the link' }) @IsOptional() @IsString() s?: string;
}

/** POST /me/deletion: the member confirms with their password (and a second-factor code when enabled). */
export class ScheduleDeletionDto {
  @ApiProperty({ description: 'The account password' })
  @IsNotEmpty({ message: MSG.passwordRequired })
  @IsString({ message: MSG.passwordRequired })
  password!: string;

  @ApiPropertyOptional({ description: 'A second-factor code (or recovery code) when two-factor sign-in is on' })
  @IsOptional()
  @IsString({ message: 'The code must be text' })
  @MaxLength(64, { message: 'The code must be at most 64 characters long' })
  code?: string;
}

/** The account's deletion schedule. */
export class AccountDeletionDto {
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When the account will be deleted; null: not scheduled' })
  deletion_scheduled_at!: string | null;
}
