import { differenceInSeconds, format, formatDistanceToNowStrict, isToday, isYesterday } from 'date-fns';

export type DateInput = Date | string | number;

const CHAT_DATE = 'LLL dd, yyyy hh:mm a';
const TIME = 'hh:mm a';

/** Chat dates as the spec shows them: 'Jan 05, 2024 03:30 PM'. */
export function formatChatDate(date: DateInput): string {
  return format(new Date(date), CHAT_DATE);
}

/**
 * A chat entry's date: the spec's 'Jan 05, 2024 03:30 PM', except that today and yesterday say
 * so ('Today 03:30 PM'), as the bubbles' relative times do.
 */
export function formatChatListDate(date: DateInput): string {
  const when = new Date(date);
  if (isToday(when)) {
    return `Today ${format(when, TIME)}`;
  }
  if (isYesterday(when)) {
    return `Yesterday ${format(when, TIME)}`;
  }
  return format(when, CHAT_DATE);
}

/** Relative time with a suffix, in plain words: 'just now', '5 minutes ago', '3 hours ago', '2 days ago'. */
export function relativeTime(date: DateInput): string {
  const when = new Date(date);
  // A few seconds either way (a clock a little ahead) is now; further ahead is a date to come (a listing's expiry).
  if (Math.abs(differenceInSeconds(Date.now(), when)) < 45) {
    return 'just now';
  }
  return formatDistanceToNowStrict(when, { addSuffix: true, roundingMethod: 'floor' });
}

/** "1.5 MB", "320 KB", "12 B". */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) {
    return `${bytes} B`;
  }
  const units = ['KB', 'MB', 'GB', 'TB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value >= 10 ? Math.round(value) : Math.round(value * 10) / 10} ${units[unit]}`;
}

/** A price in its currency, in the reader's locale: "€1,250.00", "1 250,00 €"; without a currency, the number alone. */
export function formatPrice(amount: number, currency?: string | null): string {
  if (!currency) {
    return new Intl.NumberFormat(undefined, { maximumFractionDigits: 2 }).format(amount);
  }
  return new Intl.NumberFormat(undefined, { style: 'currency', currency }).format(amount);
}

/** An event's date and time, in the reader's locale: "Sat, Dec 5, 7:30 PM". */
export function formatWhen(date: DateInput): string {
  return new Intl.DateTimeFormat(undefined, { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }).format(new Date(date));
}
