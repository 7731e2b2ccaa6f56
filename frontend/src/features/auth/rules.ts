import type { FieldValues, RegisterOptions } from 'react-hook-form';
import { translateApiMessage } from '../../i18n/apiMessages';
import { MSG } from './messages';

/** react-hook-form rules for the account forms (spec §5); the first failing rule's message shows. */
type Rules = RegisterOptions<FieldValues, string>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// The same characters the API counts (backend/src/modules/auth/dto/validators.ts).
const UPPERCASE = /[A-Z]/;
const SPECIAL = /[^A-Za-z0-9\s]/;

const max = (value: number, message: string = MSG.max255) => ({ maxLength: { value, message } });

/** Sign-in: valid, required. */
export const signInEmailRules: Rules = {
  required: MSG.emailRequired,
  pattern: { value: EMAIL, message: MSG.emailInvalid },
};

/** Sign-up and profile: valid, required, at most 255. */
export const emailRules: Rules = { ...signInEmailRules, ...max(255) };

export const passwordRequiredRules: Rules = { required: MSG.passwordRequired };

/** first_name, last_name, username: required, 3 to 255 characters. */
export const nameRules: Rules = {
  required: MSG.required,
  minLength: { value: 3, message: MSG.min3 },
  ...max(255),
};

const passwordStrength = {
  uppercase: (value: unknown) => !value || UPPERCASE.test(String(value)) || MSG.passwordUppercase,
  special: (value: unknown) => !value || SPECIAL.test(String(value)) || MSG.passwordSpecial,
};

/** Sign-up and reset: required, 8 to 255, an uppercase letter and a special character. */
export const newPasswordRules: Rules = {
  required: MSG.passwordRequired,
  minLength: { value: 8, message: MSG.passwordMin },
  ...max(255, MSG.passwordMax),
  validate: passwordStrength,
};

/** Profile: a new password is optional; when given, the sign-up rules. */
export const optionalPasswordRules: Rules = {
  minLength: { value: 8, message: MSG.passwordMin },
  ...max(255, MSG.passwordMax),
  validate: passwordStrength,
};

/** Must equal the form's `password`; required unless `optional`. */
export function confirmationRules({ optional = false } = {}): Rules {
  return {
    ...(optional ? {} : { required: MSG.required }),
    validate: {
      matches: (value: unknown, values: FieldValues) => (value ?? '') === (values.password ?? '') || MSG.passwordsMatch,
    },
  };
}

/** Optional text: at most 255 characters, or 500 for `about`. */
export const optionalTextRules = (limit: 255 | 500 = 255): Rules => max(limit, limit === 500 ? MSG.max500 : MSG.max255);

type Message = string | boolean | undefined;
const say = <V>(value: V): V => (typeof value === 'string' ? (translateApiMessage(value) as V) : value);
const sayEach = <A extends unknown[]>(check: (...args: A) => Message | Promise<Message>) => (...args: A) => {
  const verdict = check(...args);
  return verdict instanceof Promise ? verdict.then(say) : say(verdict);
};

/**
 * `rules` with their messages in the member's language (the rules keep the API's English words,
 * the keys of namespace `api`). Call it while rendering, so a change of language is followed.
 */
export function inLanguage(rules: Rules): Rules {
  const out: Record<string, unknown> = {};
  for (const [name, rule] of Object.entries(rules)) {
    if (name === 'validate') {
      out[name] =
        typeof rule === 'function'
          ? sayEach(rule as (...args: unknown[]) => Message)
          : Object.fromEntries(Object.entries(rule as object).map(([k, check]) => [k, sayEach(check as (...args: unknown[]) => Message)]));
    } else if (typeof rule === 'object' && rule !== null && 'message' in rule) {
      out[name] = { ...rule, message: say(rule.message) };
    } else {
      out[name] = say(rule);
    }
  }
  return out as Rules;
}
