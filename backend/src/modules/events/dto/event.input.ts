import { VisibilityField } from '../../../common/content/dto/visibility-field';
import type { Visibility } from '../../../common/content/content-kinds';
import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsNotEmpty, IsOptional, Max, Min, ValidateBy } from 'class-validator';
import { COMMUNITY_MSG, MSG } from '../../../common/validation/messages';
import { RequiredText } from '../../../common/validation/text-rules';
import { CategoryField, toNumber } from '../../../common/content/dto/category-field';
import { NormalizeNewlines } from '../../../common/content/dto/text-fields';

export const EVENT_DESCRIPTION_MAX = 20_000;
export const EVENT_CAPACITY_MAX = 100_000;

/** A date and time as ISO 8601 with a time zone (`2026-12-24T18:00:00Z`, `…+01:00`). */
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})$/;
export const isDateTime = (value: unknown) => typeof value === 'string' && ISO_DATE_TIME.test(value) && Number.isFinite(Date.parse(value));

const DateTimeRule = () =>
  ValidateBy({ name: 'isDateTime', validator: { validate: (v: unknown) => isDateTime(v), defaultMessage: () => COMMUNITY_MSG.dateInvalid } });

const DateTimeField = (required: boolean, description: string): PropertyDecorator =>
  applyDecorators(
    (required ? ApiProperty : ApiPropertyOptional)({ type: String, format: 'date-time', example: '2026-12-24T18:00:00Z', description }),
    Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value)),
    ...(required ? [IsNotEmpty({ message: MSG.required })] : [IsOptional()]),
    DateTimeRule(),
  );

/** The new-event form (multipart, with an optional `image`). */
export class CreateEventDto {
  @VisibilityField() visibility?: Visibility;

  @RequiredText(255, 'Sunday ride along the river') title!: string;
  @CategoryField() category!: number;
  @DateTimeField(true, 'When it starts (ISO 8601 with a time zone)') starts_at!: string;
  @DateTimeField(false, 'When it ends, after the start (ISO 8601 with a time zone)') ends_at?: string;
  @RequiredText(255, 'The old bridge, Porto') location!: string;
  @NormalizeNewlines()
  @RequiredText(EVENT_DESCRIPTION_MAX, 'Bring water and a spare tube.', { description: 'Markdown; raw HTML is shown as text' })
  description!: string;

  @ApiPropertyOptional({ type: Number, minimum: 1, maximum: EVENT_CAPACITY_MAX, description: 'How many can go; none means no limit' })
  @Transform(toNumber)
  @IsOptional()
  @IsInt({ message: COMMUNITY_MSG.capacity })
  @Min(1, { message: COMMUNITY_MSG.capacity })
  @Max(EVENT_CAPACITY_MAX, { message: COMMUNITY_MSG.capacity })
  capacity?: number;
}

/** Editing an event: only the fields sent change (and the image, when one is sent). */
export class UpdateEventDto extends PartialType(CreateEventDto) {}

export const RSVP_STATUSES = ['going', 'interested', 'not_going'] as const;
export type RsvpStatus = (typeof RSVP_STATUSES)[number];

/** My answer to an event. */
export class RsvpDto {
  @ApiProperty({ enum: RSVP_STATUSES, enumName: 'RsvpStatus' })
  @IsNotEmpty({ message: MSG.required })
  @IsIn(RSVP_STATUSES, { message: COMMUNITY_MSG.rsvpStatus })
  status!: RsvpStatus;
}

export const EVENT_PERIODS = ['upcoming', 'past'] as const;
export type EventPeriod = (typeof EVENT_PERIODS)[number];
