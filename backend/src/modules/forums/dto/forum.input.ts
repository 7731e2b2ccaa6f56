import { VisibilityField } from '../../../common/content/dto/visibility-field';
import type { Visibility } from '../../../common/content/content-kinds';
import { ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { IsBoolean, IsOptional } from 'class-validator';
import { RequiredText } from '../../../common/validation/text-rules';
import { CategoryField } from '../../../common/content/dto/category-field';
import { NormalizeNewlines } from '../../../common/content/dto/text-fields';

export const THREAD_BODY_MAX = 50_000;
export const REPLY_BODY_MAX = 20_000;

/** The new-thread form (multipart, with an optional `image`). */
export class CreateForumDto {
  @VisibilityField() visibility?: Visibility;

  @RequiredText(255, 'Best bakery in town?') title!: string;
  @CategoryField() category!: number;
  @NormalizeNewlines()
  @RequiredText(THREAD_BODY_MAX, 'Looking for **sourdough**.', { description: 'Markdown; raw HTML is shown as text' })
  body!: string;
}

/** Editing a thread: only the fields sent change (and the image, when one is sent). */
export class UpdateForumDto extends PartialType(CreateForumDto) {}

/** A reply in a thread (JSON). */
export class ForumReplyFormDto {
  @NormalizeNewlines()
  @RequiredText(REPLY_BODY_MAX, 'Try the one by the market.', { description: 'Markdown; raw HTML is shown as text' })
  body!: string;
}

/** Pinning (moderators) and locking (the author or a moderator). */
export class ForumModerationDto {
  @ApiPropertyOptional({ description: 'Pinned threads come first in the list (moderators only)' })
  @IsOptional()
  @IsBoolean({ message: 'pinned must be true or false' })
  pinned?: boolean;

  @ApiPropertyOptional({ description: 'A locked thread takes no more replies' })
  @IsOptional()
  @IsBoolean({ message: 'locked must be true or false' })
  locked?: boolean;
}
