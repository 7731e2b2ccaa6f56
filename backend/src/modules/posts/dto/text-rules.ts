import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, registerDecorator } from 'class-validator';
import { MSG } from '../../auth/dto/messages';

export const POST_BODY_MAX = 5000;
export const COMMENT_BODY_MAX = 2000;

export const lengthMessage = (max: number) => `This field must be between 1 and ${max} characters.`;

/** Characters as a member counts them (and PostgreSQL's char_length): code points, not UTF-16 units. */
const charCount = (value: string) => Array.from(value).length;

/**
 * A required text of 1 to `max` characters, trimmed: one message per failure, 'This field is
 * required!' when missing or blank, else the length message. Declares the OpenAPI property too.
 */
export function RequiredText(max: number, example: string): PropertyDecorator {
  const between: PropertyDecorator = (target, propertyName) =>
    registerDecorator({
      name: 'textLength',
      target: target.constructor,
      propertyName: propertyName as string,
      options: { message: lengthMessage(max) },
      validator: {
        // Empty is the required rule's to report.
        validate: (value: unknown) =>
          value === undefined || value === null || value === '' || (typeof value === 'string' && charCount(value) <= max),
      },
    });
  return applyDecorators(
    ApiProperty({ minLength: 1, maxLength: max, example }),
    Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value)),
    IsNotEmpty({ message: MSG.required }),
    between,
  );
}
