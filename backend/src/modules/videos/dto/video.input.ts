import { VisibilityField } from '../../../common/content/dto/visibility-field';
import type { Visibility } from '../../../common/content/content-kinds';
import { PartialType } from '@nestjs/swagger';
import { OptionalText, RequiredText } from '../../../common/validation/text-rules';
import { NormalizeNewlines } from '../../../common/content/dto/text-fields';

export const VIDEO_DESCRIPTION_MAX = 5000;

/** The new-video form (multipart, with the required `video` file). */
export class CreateVideoDto {
  @VisibilityField() visibility?: Visibility;

  @RequiredText(255, 'Sunset timelapse') title!: string;
  @NormalizeNewlines()
  @OptionalText(VIDEO_DESCRIPTION_MAX, 'Shot from the old bridge.')
  description?: string;
}

/** Editing a video (JSON): only the fields sent change; an empty description removes it. */
export class UpdateVideoDto extends PartialType(CreateVideoDto) {}
