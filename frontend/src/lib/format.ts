import { format, formatDistanceToNow } from 'date-fns';

export type DateInput = Date | string | number;

/** Chat dates as the spec shows them: 'Jan 05, 2024 03:30 PM'. */
export function formatChatDate(date: DateInput): string {
  return format(new Date(date), 'LLL dd, yyyy hh:mm a');
}

/** Relative time with a suffix: '5 minutes ago'. */
export function relativeTime(date: DateInput): string {
  return formatDistanceToNow(new Date(date), { addSuffix: true });
}
