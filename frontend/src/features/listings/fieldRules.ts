import { LISTING_MSG, MSG } from '@plaza/sdk/validation-messages';
import { LONG_TEXT_MAX, MAX_AMOUNT, PREFER_NOT_TO_SAY, SHORT_TEXT_MAX } from '@plaza/sdk/listing-sections';
import type { ListingFieldSpec } from './registry';

/**
 * A field's checks in the form, with the API's own words (the same declaration and messages the
 * server validates with): the first failing rule's message, or true.
 */
export function checkField(field: ListingFieldSpec, raw: unknown): string | true {
  const value = typeof raw === 'string' ? raw.trim() : raw === undefined || raw === null ? '' : String(raw);
  if (value === '') {
    return field.required ? MSG.required : true;
  }
  switch (field.kind) {
    case 'text':
    case 'url':
    case 'email': {
      if (Array.from(value).length > SHORT_TEXT_MAX) {
        return MSG[field.lengthMessage ?? 'between255'];
      }
      if (field.kind === 'url' && !/^(https?:\/\/)?[\p{L}\p{N}-]+(\.[\p{L}\p{N}-]+)+(:\d{1,5})?([/?#]\S*)?$/iu.test(value)) {
        return MSG.urlInvalid;
      }
      if (field.kind === 'email' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) {
        return MSG.emailInvalid;
      }
      return true;
    }
    case 'choice':
      return field.choices!.includes(value) || LISTING_MSG.choice;
    case 'integer': {
      const n = Number(value);
      return (/^-?\d+$/.test(value) && n >= field.min! && n <= field.max!) || LISTING_MSG.wholeNumber(field.min!, field.max!);
    }
    case 'money':
      return (/^\d{1,8}(\.\d{1,2})?$/.test(value) && Number(value) <= MAX_AMOUNT) || LISTING_MSG.amount;
    case 'datetime':
      return !Number.isNaN(Date.parse(value)) || LISTING_MSG.datetime;
    case 'longtext':
      return Array.from(value).length <= LONG_TEXT_MAX || LISTING_MSG.longText(LONG_TEXT_MAX);
  }
}

/** 'YYYY-MM-DDTHH:mm' in the member's time zone (what a datetime-local input holds) for an ISO instant. */
export function toLocalInput(iso: string): string {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** What the form holds for a field of a listing being edited. */
export function formValue(field: ListingFieldSpec, value: unknown): string {
  if (value === null || value === undefined) {
    // A personal question answered null was answered "Prefer not to say".
    return field.sensitive ? PREFER_NOT_TO_SAY : '';
  }
  return field.kind === 'datetime' ? toLocalInput(String(value)) : String(value);
}

/** What the API is sent for a field typed in the form: a date and time as an ISO instant, numbers as numbers. */
export function apiValue(field: ListingFieldSpec, text: string): string | number {
  const value = text.trim();
  switch (field.kind) {
    case 'datetime':
      return new Date(value).toISOString();
    case 'integer':
    case 'money':
      return Number(value);
    default:
      return value;
  }
}
