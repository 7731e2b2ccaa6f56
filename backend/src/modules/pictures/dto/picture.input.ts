import { VisibilityField } from '../../../common/content/dto/visibility-field';
import type { Visibility } from '../../../common/content/content-kinds';
import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional, OmitType, PartialType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsOptional } from 'class-validator';
import { IsId } from '../../../common/validation/id';
import { MSG } from '../../../common/validation/messages';
import { OptionalText, RequiredText } from '../../../common/validation/text-rules';
import { toNumber } from '../../../common/content/dto/category-field';
import { NormalizeNewlines } from '../../../common/content/dto/text-fields';

export const CAPTION_MAX = 2000;

const IdField = (required: boolean, description: string, message = 'This field must be an id'): PropertyDecorator =>
  applyDecorators(
    (required ? ApiProperty : ApiPropertyOptional)({ type: Number, example: 3, description }),
    Transform(toNumber),
    ...(required ? [IsNotEmpty({ message: MSG.required })] : [IsOptional()]),
    IsId({ message }),
  );

/** The new-picture form (multipart, with the required `image`). */
export class CreatePictureDto {
  @VisibilityField() visibility?: Visibility;

  @RequiredText(255, 'Golden hour over the bridge') title!: string;
  @NormalizeNewlines()
  @OptionalText(CAPTION_MAX, 'Four minutes of perfect light.')
  caption?: string;
  @IdField(false, 'One of my albums to put the picture in') album_id?: number;
}

/** Editing a picture (JSON): only the fields sent change; an empty caption removes it. */
export class UpdatePictureDto extends PartialType(OmitType(CreatePictureDto, ['album_id'] as const)) {}

/** A new album (JSON). */
export class AlbumFormDto {
  @VisibilityField() visibility?: Visibility;

  @RequiredText(255, 'Summer 2026') name!: string;
  @OptionalText(CAPTION_MAX, 'Walks by the sea.') description?: string;
}

/** Editing an album: only the fields sent change; an empty description removes it. */
export class UpdateAlbumDto extends PartialType(AlbumFormDto) {
  @IdField(false, 'One of the album’s pictures, shown as its cover') cover_picture_id?: number;
}

/** Put one of my pictures in one of my albums. */
export class AddToAlbumDto {
  @IdField(true, 'One of my albums') album_id!: number;
  @IdField(true, 'One of my pictures') picture_id!: number;
}
