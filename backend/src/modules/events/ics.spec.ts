import { toIcs } from './ics';

describe('toIcs', () => {
  const base = {
    uid: 'event-9@plaza.local',
    title: 'Ride; then, coffee',
    description: 'Line one\nLine two \\ done',
    location: 'Old bridge, Porto',
    url: 'http://localhost:3000/events/9',
    starts_at: new Date('2026-12-24T18:00:00.000Z'),
    ends_at: null,
    stamp: new Date('2026-11-23T10:11:12.000Z'),
  };

  it('writes one VEVENT in UTC with escaped texts and CRLF line ends', () => {
    const ics = toIcs(base);
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics).toContain('\r\nDTSTART:20261224T180000Z\r\n');
    expect(ics).toContain('\r\nDTEND:20261224T190000Z\r\n'); // one hour without an end
    expect(ics).toContain('\r\nSUMMARY:Ride\\; then\\, coffee\r\n');
    expect(ics).toContain('\r\nDESCRIPTION:Line one\\nLine two \\\\ done\r\n');
    expect(ics.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
  });

  it('folds lines longer than 75 octets without splitting a character', () => {
    const ics = toIcs({ ...base, title: 'é'.repeat(100), ends_at: new Date('2026-12-24T20:30:00Z') });
    expect(ics).toContain('DTEND:20261224T203000Z');
    for (const line of ics.split('\r\n')) {
      expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    }
    const unfolded = ics.replace(/\r\n /g, '');
    expect(unfolded).toContain(`SUMMARY:${'é'.repeat(100)}\r\n`);
  });
});
