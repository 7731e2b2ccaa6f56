import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { SharedByMeItemDto, StorageItemDetailDto, StorageQuotaDto } from './storage-item.dto';

export class StorageItemResponseDto {
  @ApiProperty({ type: StorageItemDetailDto }) data!: StorageItemDetailDto;
}

export class StorageItemsResponseDto {
  @ApiProperty({ type: [StorageItemDetailDto], description: 'The stored files, in the order sent' })
  data!: StorageItemDetailDto[];
}

export class SharedItemResponseDto {
  @ApiProperty({ type: SharedByMeItemDto }) data!: SharedByMeItemDto;
}

export class StorageQuotaResponseDto {
  @ApiProperty({ type: StorageQuotaDto }) data!: StorageQuotaDto;
}

/** The query of a signed download URL (as `url` gives it). */
export class DownloadQueryDto {
  @ApiProperty({ description: 'The member the URL was issued to' }) @IsString() @MaxLength(12) u!: string;
  @ApiProperty({ description: 'Expiry (seconds since the epoch)' }) @IsString() @MaxLength(12) e!: string;
  @ApiProperty({ description: 'Signature' }) @IsString() @MaxLength(64) s!: string;
  @ApiPropertyOptional({ enum: ['1'], description: '1: save as a file (Content-Disposition: attachment)' })
  @IsOptional()
  @IsIn(['1'])
  download?: '1';
}
