import { PREFER_NOT_TO_SAY } from '@plaza/sdk/listing-sections';
import { i18n } from '../../i18n';
import { formatDate, formatPrice } from '../../lib/format';
import { choiceLabel } from './labels';
import type { ListingFieldSpec, ListingItem } from './registry';
import './words';

/** An amount as people read it, in its currency when it has one: 'Free', '€1,250.00', '1,400.5'. */
export function formatAmount(value: number, currency?: string | null): string {
  return value === 0 ? i18n.t('listings:card.free') : formatPrice(value, currency);
}

/** An event's date and time in the reader's language: 'Sat, Dec 12, 2026 · 7:30 PM', 'sábado, 12/12/2026 · 19:30'. */
export function formatEventDate(iso: string): string {
  const when = new Date(iso);
  const day = formatDate(when, { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' });
  const time = formatDate(when, { hour: 'numeric', minute: '2-digit' });
  return `${day} · ${time}`;
}

/** A field's value as a card or the detail page shows it; null when it has none. */
export function fieldText(field: ListingFieldSpec, item: ListingItem): string | null {
  const value = item[field.name];
  if (value === null || value === undefined || value === '' || (field.sensitive && value === PREFER_NOT_TO_SAY)) {
    return null;
  }
  switch (field.kind) {
    case 'money':
      return formatAmount(Number(value), typeof item.currency === 'string' ? item.currency : null);
    case 'datetime':
      return formatEventDate(String(value));
    case 'choice':
      return choiceLabel(field, String(value));
    case 'integer':
    case 'text':
    case 'longtext':
    case 'url':
    case 'email':
      return String(value);
  }
}

/** A web address as a link target (the API keeps what was typed, with or without https://). */
export function hrefOf(url: string): string {
  return /^https?:\/\//i.test(url) ? url : `https://${url}`;
}
