import { EventsService } from '@plaza/sdk';
import { formatDate } from '../../../lib/format';

/** 'Sat, 5 Dec 2026, 18:00 – 20:00' (the end's date too when it is another day), in the interface's language. */
export function eventWhen(startsAt: string, endsAt: string | null): string {
  const date = (d: Date) => formatDate(d, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });
  const time = (d: Date) => formatDate(d, { hour: '2-digit', minute: '2-digit' });
  const start = new Date(startsAt);
  const from = `${date(start)}, ${time(start)}`;
  if (!endsAt) {
    return from;
  }
  const end = new Date(endsAt);
  const sameDay = start.toDateString() === end.toDateString();
  return `${from} – ${sameDay ? time(end) : `${date(end)}, ${time(end)}`}`;
}

/** A `datetime-local` input's value (local time) as ISO 8601 with the time zone, as the API takes it. */
export function localToIso(value: string): string {
  return new Date(value).toISOString();
}

/** An ISO date as a `datetime-local` input's value, in local time. */
export function isoToLocal(iso: string): string {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** Saves the event's calendar file (the API answers text/calendar). */
export async function downloadCalendar(id: number): Promise<void> {
  const ics = await EventsService.getEventCalendar({ id });
  const url = URL.createObjectURL(new Blob([ics], { type: 'text/calendar' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `event-${id}.ics`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
