import { format } from 'date-fns';
import { PREFER_NOT_TO_SAY } from '@plaza/sdk/listing-sections';
import type { ListingFieldSpec, ListingItem } from './registry';

const amount = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** An amount as people read it: 'Free', '25', '1,400.50'. */
export function formatAmount(value: number): string {
  return value === 0 ? 'Free' : amount.format(value);
}

/** An event's date and time: 'Sat, Dec 12, 2026 · 7:30 PM'. */
export function formatEventDate(iso: string): string {
  return format(new Date(iso), 'EEE, LLL d, yyyy · h:mm a');
}

/** A field's value as a card or the detail page shows it; null when it has none. */
export function fieldText(field: ListingFieldSpec, item: ListingItem): string | null {
  const value = item[field.name];
  if (value === null || value === undefined || value === '' || (field.sensitive && value === PREFER_NOT_TO_SAY)) {
    return null;
  }
  switch (field.kind) {
    case 'money':
      return formatAmount(Number(value));
    case 'datetime':
      return formatEventDate(String(value));
    case 'integer':
    case 'text':
    case 'longtext':
    case 'choice':
    case 'url':
    case 'email':
      return String(value);
  }
}

/** A web address as a link target (the API keeps what was typed, with or without https://). */
export function hrefOf(url: string): string {
  return /^https?:\/\//i.test(url) ? url : `https://${url}`;
}
