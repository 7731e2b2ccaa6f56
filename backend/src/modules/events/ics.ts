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

/**
 * A TEXT value (RFC 5545 §3.3.11): backslash, semicolon and comma escaped, every line break
 * (CRLF, LF or a bare CR) written as `\n`, and the other control characters, which TEXT cannot
 * carry, left out (HTAB stays). A raw CR or LF would end the property and start another.
 */
const icsText = (value: string) =>
  value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '');

/**
 * Folds a content line (RFC 5545 §3.1): no line longer than 75 octets without its CRLF, each
 * continuation starting with one space; never inside a UTF-8 character.
 */
export function fold(line: string): string {
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
    `SUMMARY:${icsText(event.title)}`,
    `LOCATION:${icsText(event.location)}`,
    `DESCRIPTION:${icsText(event.description)}`,
    `URL:${event.url}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
