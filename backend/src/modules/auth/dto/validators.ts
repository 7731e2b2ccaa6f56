import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, Matches, MaxLength, MinLength, registerDecorator, type ValidationArguments, type ValidationOptions } from 'class-validator';
import { MSG } from './messages';

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

/** Not one of the reserved usernames (case-insensitively). */
export const NotReservedUsername = (options?: ValidationOptions): PropertyDecorator =>
  MatchesRule('notReservedUsername', new RegExp(`^(?!(${RESERVED_USERNAMES.join('|')})$)`, 'i'), options);

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

/** Applies several property decorators as one, in the order stacked decorators apply (last first). */
function all(...decorators: PropertyDecorator[]): PropertyDecorator {
  return (target, key) => [...decorators].reverse().forEach((d) => d(target, key));
}

/** The sign-up password rules of spec §5 (also for a reset), with their messages. */
export const StrongPassword = (): PropertyDecorator =>
  all(
    IsNotEmpty({ message: MSG.passwordRequired }),
    IsString({ message: MSG.passwordRequired }),
    MinLength(8, { message: MSG.passwordMin }),
    MaxLength(255, { message: MSG.passwordMax }),
    MatchesRule('passwordUppercase', UPPERCASE, { message: MSG.passwordUppercase }),
    MatchesRule('passwordSpecial', SPECIAL, { message: MSG.passwordSpecial }),
  );

/** Required, and equal to `password` ('Passwords must match'). */
export const PasswordConfirmation = (): PropertyDecorator =>
  all(IsNotEmpty({ message: MSG.required }), MatchesField('password', { message: MSG.passwordsMatch }));

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** A first or last name (spec §5): trimmed, required, 3 to 255 characters. */
export const NameField = (): PropertyDecorator =>
  all(
    Transform(trim),
    IsNotEmpty({ message: MSG.required }),
    IsString({ message: MSG.required }),
    MinLength(3, { message: MSG.min3 }),
    MaxLength(255, { message: MSG.max255 }),
  );

/** A username: a name's rules, the allowed characters, and not a reserved path. */
export const UsernameField = (): PropertyDecorator =>
  all(NameField(), Matches(USERNAME, { message: MSG.usernameFormat }), NotReservedUsername({ message: MSG.usernameReserved }));
