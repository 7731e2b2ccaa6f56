import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { MAX_ID } from '../../http/id.pipe';
import { PageQueryDto } from '../../paging/paging';
import { OptionalText } from '../../validation/text-rules';

/** The query of every community list: paging, a search, and the author. */
export class ContentQueryDto extends PageQueryDto {
  @OptionalText(100, 'river walk', { description: 'Words that must all occur in the title or text (case and accents ignored)' })
  search?: string;

  @ApiPropertyOptional({ example: 7, description: 'Only the items of this member' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'user_id must be a member id' })
  @Min(1, { message: 'user_id must be a member id' })
  @Max(MAX_ID, { message: 'user_id must be a member id' })
  user_id?: number;
}

/** A community list with categories: also `category` (a category id). */
export class CategorizedQueryDto extends ContentQueryDto {
  @ApiPropertyOptional({ example: 3, description: 'Only the items of this category (an id from …/categories)' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'category must be a category id' })
  @Min(1, { message: 'category must be a category id' })
  @Max(MAX_ID, { message: 'category must be a category id' })
  category?: number;
}
