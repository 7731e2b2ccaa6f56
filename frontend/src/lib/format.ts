import { differenceInSeconds, format, formatDistanceToNowStrict, isToday, isYesterday } from 'date-fns';
import { currentLanguage, i18n, intlLocaleOf } from '../i18n';

export type DateInput = Date | string | number;

const CHAT_DATE = 'LLL dd, yyyy hh:mm a';
const TIME = 'hh:mm a';

/*
 * English keeps the spec's date-fns patterns word for word; other languages format through Intl,
 * which the browser already holds (date-fns's locales would add to every visitor's first download).
 */

const english = () => currentLanguage() === 'en';

/** The locale to give Intl for the current language. */
export function intlLocale(): string {
  return intlLocaleOf(currentLanguage());
}

/** Intl formatters, made once per locale and options: making one costs far more than using it (a list of prices or dates). */
const formatters = new Map<string, unknown>();

function formatter<T>(make: new (locale: string, options?: object) => T, kind: string, options?: object): T {
  const key = `${kind} ${intlLocale()} ${JSON.stringify(options ?? {})}`;
  let made = formatters.get(key) as T | undefined;
  if (!made) {
    made = new make(intlLocale(), options);
    formatters.set(key, made);
  }
  return made;
}

/** A date (and time) in the current language: formatDate(d, { month: 'long', year: 'numeric' }) is 'janeiro de 2024' in pt-PT. */
export function formatDate(date: DateInput, options: Intl.DateTimeFormatOptions): string {
  return formatter(Intl.DateTimeFormat, 'date', options).format(new Date(date));
}

/** A number in the current language: '1,250.5', '1250,5' (pt-PT), '1,250.5' (ar, Western digits). */
export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  return formatter(Intl.NumberFormat, 'number', options).format(value);
}

/** A time of day: the spec's 'hh:mm a' in English, the language's own clock elsewhere ('15:30'). */
function timeOfDay(when: Date): string {
  return english() ? format(when, TIME) : formatDate(when, { timeStyle: 'short' });
}

/** Chat dates as the spec shows them: 'Jan 05, 2024 03:30 PM' (the language's own medium date and time elsewhere). */
export function formatChatDate(date: DateInput): string {
  const when = new Date(date);
  return english() ? format(when, CHAT_DATE) : formatDate(when, { dateStyle: 'medium', timeStyle: 'short' });
}

/**
 * A chat entry's date: the spec's 'Jan 05, 2024 03:30 PM', except that today and yesterday say
 * so ('Today 03:30 PM'), as the bubbles' relative times do.
 */
export function formatChatListDate(date: DateInput): string {
  const when = new Date(date);
  if (isToday(when)) {
    return i18n.t('common:time.today', { time: timeOfDay(when) });
  }
  if (isYesterday(when)) {
    return i18n.t('common:time.yesterday', { time: timeOfDay(when) });
  }
  return formatChatDate(when);
}

/** Relative time with a suffix, in plain words: 'just now', '5 minutes ago', '3 hours ago', '2 days ago'. */
export function relativeTime(date: DateInput): string {
  const when = new Date(date);
  // A few seconds either way (a clock a little ahead) is now; further ahead is a date to come (a listing's expiry).
  if (Math.abs(differenceInSeconds(Date.now(), when)) < 45) {
    return i18n.t('common:time.justNow');
  }
  if (english()) {
    return formatDistanceToNowStrict(when, { addSuffix: true, roundingMethod: 'floor' });
  }
  return distanceInWords(when.getTime() - Date.now());
}

/** The units date-fns's strict distance steps through, each with its length in seconds. */
const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

/** 'há 5 minutos', 'daqui a 10 dias': the largest whole unit, rounded down, as in English. */
function distanceInWords(milliseconds: number): string {
  const seconds = Math.abs(milliseconds) / 1000;
  const [unit, size] = STEPS.find(([, length]) => seconds >= length) ?? ['second', 1];
  const amount = Math.floor(seconds / size) * Math.sign(milliseconds);
  return formatter(Intl.RelativeTimeFormat, 'relative', { numeric: 'always' }).format(amount, unit);
}

const BYTE_UNITS = ['kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;
const BYTE_SYMBOLS = ['KB', 'MB', 'GB', 'TB'];

/** "1.5 MB", "320 KB", "12 B" ("1,5 MB" in pt-PT). */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) {
    return english() ? `${bytes} B` : formatNumber(bytes, { style: 'unit', unit: 'byte', unitDisplay: 'short' });
  }
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < BYTE_UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  const rounded = value >= 10 ? Math.round(value) : Math.round(value * 10) / 10;
  return english() ? `${rounded} ${BYTE_SYMBOLS[unit]}` : formatNumber(rounded, { style: 'unit', unit: BYTE_UNITS[unit], unitDisplay: 'short' });
}

/** A price in its currency, in the reader's language: "€1,250.00", "1250,00 €"; without a currency, the number alone. */
export function formatPrice(amount: number, currency?: string | null): string {
  if (!currency) {
    return formatNumber(amount, { maximumFractionDigits: 2 });
  }
  return formatNumber(amount, { style: 'currency', currency });
}

/** A date and time, all numeric, as toLocaleString() writes them: '2/1/2026, 10:05:07 AM' in English. */
export function formatDateTime(date: DateInput): string {
  return formatDate(date, { year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' });
}

/** Names joined as the language joins them: 'Ana, Rui, Noor' with type 'unit' in English. */
export function formatList(items: readonly string[], options?: Intl.ListFormatOptions): string {
  return formatter(Intl.ListFormat, 'list', options).format(items);
}

/** An event's date and time, in the reader's language: "Sat, Dec 5, 7:30 PM". */
export function formatWhen(date: DateInput): string {
  return formatDate(date, { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
}
