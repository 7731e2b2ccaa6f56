import { ar } from './locales/ar';
import { en, type Catalog, type MessageKey, type PluralForms } from './locales/en';
import { ptPT } from './locales/pt-PT';

export type { Catalog, MessageKey, PluralForms };

/** The languages mail and push speak; a member's `users.language`, null for English. */
export const LANGUAGES = ['en', 'pt-PT', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];

export const CATALOGS: Record<Language, Catalog> = { en, 'pt-PT': ptPT, ar };

/** The member's stored language as one of ours: anything else (null, an old value) reads as English. */
export function languageOf(value: string | null | undefined): Language {
  return (LANGUAGES as readonly string[]).includes(value ?? '') ? (value as Language) : 'en';
}

/** Text direction of a language, for a mail's HTML root. */
export const directionOf = (language: Language): 'rtl' | 'ltr' => (language === 'ar' ? 'rtl' : 'ltr');

export type Params = Record<string, string | number>;

const plurals = new Map<Language, Intl.PluralRules>();
const pluralRules = (language: Language) => {
  let rules = plurals.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    plurals.set(language, rules);
  }
  return rules;
};

/**
 * The text of `key` in `language`, with `{{name}}` placeholders filled from `params`. A plural
 * entry picks its form by `params.count` under the language's rules (Arabic has six).
 */
export function translate(language: Language, key: MessageKey, params: Params = {}): string {
  const entry = CATALOGS[language][key];
  let text: string;
  if (typeof entry === 'string') {
    text = entry;
  } else {
    const form = pluralRules(language).select(Number(params.count ?? 0)) as keyof PluralForms;
    text = entry[form] ?? entry.other;
  }
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** `translate` bound to one language: `const t = translator(lang); t('mail.greeting', { name })`. */
export const translator =
  (language: Language) =>
  (key: MessageKey, params?: Params): string =>
    translate(language, key, params);
export type Translate = ReturnType<typeof translator>;

const LOCALES: Record<Language, string> = { en: 'en-GB', 'pt-PT': 'pt-PT', ar: 'ar' };

/** A date and time as the member reads it, in their language and time zone (UTC unless known), zone named. */
export function formatDateTime(language: Language, date: Date, timeZone = 'UTC'): string {
  return dateTimeFormat(language, timeZone, true).format(date);
}

/** A deadline in account mail: English as it always read ("2026-12-04 10:00 UTC"), other languages through Intl. */
export function mailDate(language: Language, date: Date): string {
  return language === 'en' ? `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC` : formatDateTime(language, date);
}

/** The same without the year by default, for recent things ("Fri 27 Nov, 18:30 CET"). */
export function dateTimeFormat(language: Language, timeZone = 'UTC', withYear = false): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(LOCALES[language], {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    ...(withYear ? { year: 'numeric' } : {}),
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
  });
}

/** Names listed as the language lists them ("Ana, Bo, Cy" in English). */
export function formatList(language: Language, items: readonly string[]): string {
  return new Intl.ListFormat(LOCALES[language], { type: 'unit', style: 'short' }).format(items);
}
