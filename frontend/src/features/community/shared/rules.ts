import { MSG } from '@plaza/sdk/validation-messages';
import { i18n } from '../../../i18n';
import '../words';

/** The API's own words for the form rules it checks, shown before sending. */
export const REQUIRED = MSG.required;

// Checked when the form is sent, so the message is in the language chosen by then.
const notLonger = (max: number) => (value: string) => (value ?? '').length <= max || i18n.t('community:rules.length', { max });

/** A required text of 1 to `max` characters (blank counts as missing), as the API checks it. */
export const requiredText = (max: number) => ({
  validate: { required: (value: string) => (value ?? '').trim().length > 0 || MSG.required, length: notLonger(max) },
});

/** An optional text of at most `max` characters. */
export const optionalText = (max: number) => ({ validate: { length: notLonger(max) } });
