/** An event as a calendar file (RFC 5545), for "Add to calendar". */
export interface CalendarEvent {
  uid: string;
  title: string;
  description: string;
  location: string;
  url: string;
  starts_at: Date;
  /** Without an end, calendars get a one-hour event. */
  ends_at: Date | null;
  /** When the calendar entry was last changed. */
  stamp: Date;
}

/** UTC as iCalendar writes it: 20261224T180000Z. */
const utc = (d: Date) => d.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** A TEXT value: backslash, semicolon, comma and line breaks escaped. */
const text = (value: string) => value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Folds a content line at 75 octets, never inside a UTF-8 character. */
function fold(line: string): string {
  const out: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const bytes = Buffer.byteLength(char);
    if (size + bytes > (out.length ? 74 : 75)) {
      out.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += bytes;
  }
  out.push(current);
  return out.join('\r\n ');
}

export function toIcs(event: CalendarEvent): string {
  const end = event.ends_at ?? new Date(event.starts_at.getTime() + 3600_000);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Plaza//Events//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utc(event.stamp)}`,
    `DTSTART:${utc(event.starts_at)}`,
    `DTEND:${utc(end)}`,
    `SUMMARY:${text(event.title)}`,
    `LOCATION:${text(event.location)}`,
    `DESCRIPTION:${text(event.description)}`,
    `URL:${event.url}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
