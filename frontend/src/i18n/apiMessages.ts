import { i18n } from './index';

/*
 * The API speaks the spec's English on the wire; the interface shows its messages in the member's
 * language. Namespace `api` is keyed by the whole English message, and by the template (with
 * {{placeholders}}) of each message built from values (sdk/src/validation-messages.ts's functions).
 */
const LOOKUP = { ns: 'api', keySeparator: false, nsSeparator: false } as const;

/** The templates of the API's messages with values, as their functions in validation-messages.ts write them. */
export const API_TEMPLATES = [
  'This field must be between 1 and {{max}} characters.',
  'The image must be at most {{max}} megapixels',
  'At most {{max}} files in {{field}}',
  'The {{field}} must be at most {{size}}',
  'The {{field}} is too large',
  'This field must be a whole number from {{min}} to {{max}}.',
  'This field must be a text of at most {{max}} characters.',
  'A listing holds at most {{max}} images',
  'status must be {{statuses}} or {{last}} here',
  'You can keep at most {{max}} saved searches',
  'The video must be at most {{max}} long',
  'Your storage is full: this upload would exceed your {{quota}} quota ({{free}} free)',
  'Each file must be at most {{size}} here; larger files upload resumably',
  'This account is suspended until {{until}} UTC.',
  'A new confirmation link is on its way to {{to}}.',
  'You can keep at most {{max}} passkeys. Remove one first.',
  'You can request one export a day: the next one from {{next}} UTC.',
  'Unknown search type: {{unknown}}. The types are {{types}}',
] as const;

interface Pattern {
  template: string;
  names: string[];
  regex: RegExp;
}

const PLACEHOLDER = /\{\{(\w+)\}\}/g;

function compile(template: string): Pattern {
  const names = [...template.matchAll(PLACEHOLDER)].map((m) => m[1]);
  const source = template
    .split(PLACEHOLDER)
    .map((part, i) => (i % 2 === 1 ? '(.+?)' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return { template, names, regex: new RegExp(`^${source}$`, 's') };
}

// The most specific first: "The video must be at most {{max}} long" before "The {{field}} must be at most {{size}}".
const literalLength = (template: string) => template.replace(PLACEHOLDER, '').length;
const PATTERNS = [...API_TEMPLATES].sort((a, b) => literalLength(b) - literalLength(a)).map(compile);

/** The API's English `message` in the current language; a message it does not know comes back as it is. */
export function translateApiMessage(message: string): string {
  const whole = i18n.t(message, { ...LOOKUP, defaultValue: message });
  if (whole !== message) {
    return whole;
  }
  for (const { template, names, regex } of PATTERNS) {
    const match = regex.exec(message);
    if (match) {
      const values = Object.fromEntries(names.map((name, i) => [name, match[i + 1]]));
      return i18n.t(template, { ...LOOKUP, ...values, defaultValue: message });
    }
  }
  return message;
}
