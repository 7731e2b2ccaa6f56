import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, Matches, MaxLength, MinLength, registerDecorator, ValidateIf, type ValidationArguments, type ValidationOptions } from 'class-validator';
import { lengthMessage, MSG } from './messages';

/**
 * The text rules of every form, each one decorator that declares the OpenAPI property, trims,
 * and checks with the spec's messages (one message per failure). Every rule also refuses the NUL
 * character, which PostgreSQL cannot store (422 rather than a 500).
 */

/** Characters as a member counts them (and PostgreSQL's char_length): code points, not UTF-16 units. */
export const charCount = (value: string) => Array.from(value).length;

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const blank = (value: unknown) => value === undefined || value === null || value === '';

/** A text without the NUL character (anything not a string is left to the other rules). */
export function NoNulCharacter(options?: ValidationOptions): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name: 'noNulCharacter',
      target: target.constructor,
      propertyName: propertyName as string,
      options: { message: MSG.nulCharacter, ...options },
      validator: { validate: (value: unknown) => typeof value !== 'string' || !value.includes('\u0000') },
    });
}

/** At most `max` characters; empty is the required rule's to report, a non-string fails. */
function TextLength(max: number | undefined, message: string): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name: 'textLength',
      target: target.constructor,
      propertyName: propertyName as string,
      constraints: [max],
      options: { message },
      validator: {
        validate: (value: unknown) => blank(value) || (typeof value === 'string' && (max === undefined || charCount(value) <= max)),
      },
    });
}

export interface TextRuleOptions {
  /** The length rule's message; default 'This field must be between 1 and <max> characters.' */
  message?: string;
  description?: string;
}

/**
 * A required text of 1 to `max` characters, trimmed: 'This field is required!' when missing or
 * blank, else the length message.
 */
export function RequiredText(max: number, example: string, options: TextRuleOptions = {}): PropertyDecorator {
  return applyDecorators(
    ApiProperty({ minLength: 1, maxLength: max, example, ...(options.description ? { description: options.description } : {}) }),
    Transform(trim),
    IsNotEmpty({ message: MSG.required }),
    TextLength(max, options.message ?? lengthMessage(max)),
    NoNulCharacter(),
  );
}

/** A required text of any length (at least one character after trimming). */
export function RequiredLongText(example = '', options: Omit<TextRuleOptions, 'message'> = {}): PropertyDecorator {
  return applyDecorators(
    ApiProperty({ minLength: 1, ...(example ? { example } : {}), ...(options.description ? { description: options.description } : {}) }),
    Transform(trim),
    IsNotEmpty({ message: MSG.required }),
    TextLength(undefined, MSG.required),
    NoNulCharacter(),
  );
}

/**
 * An optional text, trimmed, capped at `max` characters only when given: missing, null or empty
 * (after trimming) is no value and skips every rule.
 */
export function OptionalText(max: number, example: string, options: TextRuleOptions = {}): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ maxLength: max, example, ...(options.description ? { description: options.description } : {}) }),
    Transform(trim),
    ValidateIf((_object: object, value: unknown) => !blank(value)),
    TextLength(max, options.message ?? lengthMessage(max)),
    NoNulCharacter(),
  );
}

/** The property must equal another property of the same object (password confirmation). */
export function MatchesField(field: string, options?: ValidationOptions): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name: 'matchesField',
      target: target.constructor,
      propertyName: propertyName as string,
      constraints: [field],
      options,
      validator: {
        validate: (value: unknown, args: ValidationArguments) =>
          value === (args.object as Record<string, unknown>)[args.constraints[0] as string],
      },
    });
}

export const UPPERCASE = /[A-Z]/;
export const SPECIAL = /[^A-Za-z0-9\s]/;
export const USERNAME = /^[\p{L}\p{N}._-]+$/u;

/** Names that are also fixed paths under /users (GET /users/blocked), so no profile can hide there. */
export const RESERVED_USERNAMES = ['blocked', 'me', 'search'];

/**
 * A regular-expression rule with its own name: class-validator keys messages by rule name, so
 * two plain @Matches on one property would hide each other's message.
 */
export function MatchesRule(name: string, pattern: RegExp, options?: ValidationOptions): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name,
      target: target.constructor,
      propertyName: propertyName as string,
      options,
      validator: { validate: (value: unknown) => typeof value === 'string' && pattern.test(value) },
    });
}

/** Not one of the reserved usernames (case-insensitively). */
export const NotReservedUsername = (options?: ValidationOptions): PropertyDecorator =>
  MatchesRule('notReservedUsername', new RegExp(`^(?!(${RESERVED_USERNAMES.join('|')})$)`, 'i'), options);

/** Applies several property decorators as one, in the order stacked decorators apply (last first). */
function all(...decorators: PropertyDecorator[]): PropertyDecorator {
  return (target, key) => [...decorators].reverse().forEach((d) => d(target, key));
}

/** The sign-up password rules (also for a reset), with their messages. */
export const StrongPassword = (): PropertyDecorator =>
  all(
    IsNotEmpty({ message: MSG.passwordRequired }),
    IsString({ message: MSG.passwordRequired }),
    MinLength(8, { message: MSG.passwordMin }),
    MaxLength(255, { message: MSG.passwordMax }),
    MatchesRule('passwordUppercase', UPPERCASE, { message: MSG.passwordUppercase }),
    MatchesRule('passwordSpecial', SPECIAL, { message: MSG.passwordSpecial }),
    NoNulCharacter(),
  );

/** Required, and equal to `password` ('Passwords must match'). */
export const PasswordConfirmation = (): PropertyDecorator =>
  all(IsNotEmpty({ message: MSG.required }), MatchesField('password', { message: MSG.passwordsMatch }));

/** A first or last name: trimmed, required, 3 to 255 characters. */
export const NameField = (): PropertyDecorator =>
  all(
    Transform(trim),
    IsNotEmpty({ message: MSG.required }),
    IsString({ message: MSG.required }),
    MinLength(3, { message: MSG.min3 }),
    MaxLength(255, { message: MSG.max255 }),
    NoNulCharacter(),
  );

/** A username: a name's rules, the allowed characters, and not a reserved path. */
export const UsernameField = (): PropertyDecorator =>
  all(NameField(), Matches(USERNAME, { message: MSG.usernameFormat }), NotReservedUsername({ message: MSG.usernameReserved }));

/** True for the C0 control characters (NUL, tab, newlines…) and DEL. */
const isControl = (c: string) => c.codePointAt(0)! < 32 || c.codePointAt(0) === 127;

/** The text without control characters (names and titles coming from files and browsers). */
export const withoutControlCharacters = (text: string) =>
  Array.from(text)
    .filter((c) => !isControl(c))
    .join('');

/** True when the text has a control character. */
export const hasControlCharacter = (text: string) => Array.from(text).some(isControl);
