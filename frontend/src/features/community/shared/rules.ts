import { MSG } from '@plaza/sdk/validation-messages';

/** The API's own words for the form rules it checks, shown before sending. */
export const REQUIRED = MSG.required;

/** A required text of 1 to `max` characters (blank counts as missing), as the API checks it. */
export const requiredText = (max: number) => ({
  validate: (value: string) => (value ?? '').trim().length > 0 || MSG.required,
  maxLength: { value: max, message: `This field must be between 1 and ${max} characters.` },
});

/** An optional text of at most `max` characters. */
export const optionalText = (max: number) => ({ maxLength: { value: max, message: `This field must be between 1 and ${max} characters.` } });
