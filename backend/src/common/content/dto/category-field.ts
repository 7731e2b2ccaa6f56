import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty } from 'class-validator';
import { IsId } from '../../validation/id';
import { COMMUNITY_MSG, MSG } from '../../validation/messages';

/** A form's number field as multipart sends it (text): a whole-number text becomes a number. */
export const toNumber = ({ value }: { value: unknown }) => (typeof value === 'string' && /^\s*\d{1,10}\s*$/.test(value) ? Number(value) : value);

/** The `category` field of a form: the id of one of the section's categories (checked by the service). */
export const CategoryField = (): PropertyDecorator =>
  applyDecorators(
    ApiProperty({ type: Number, example: 3, description: 'A category id from the section’s /categories' }),
    Transform(toNumber),
    IsNotEmpty({ message: MSG.required }),
    IsId({ message: COMMUNITY_MSG.category }),
  );
