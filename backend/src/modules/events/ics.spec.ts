import { fold, toIcs } from './ics';

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

  it('cannot be made to start a property: a bare CR, LF or CRLF is written as \\n, other control characters dropped', () => {
    const ics = toIcs({ ...base, title: 'Party\rATTACH:https://evil.example/x', location: 'A\r\nB\nC\u0000D\u001bE\tF', description: 'one\r\rtwo' });
    expect(ics).toContain('\r\nSUMMARY:Party\\nATTACH:https://evil.example/x\r\n');
    expect(ics).toContain('\r\nLOCATION:A\\nB\\nCDE\tF\r\n');
    expect(ics).toContain('\r\nDESCRIPTION:one\\n\\ntwo\r\n');
    // Every CR is part of a CRLF line end, and no line starts a property it was not given.
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(ics.split('\r\n').filter((line) => line.startsWith('ATTACH'))).toEqual([]);
  });

  it('folds at exactly 75 octets, continuation lines starting with one space', () => {
    expect(fold('x'.repeat(75))).toBe('x'.repeat(75));
    expect(fold('x'.repeat(76))).toBe(`${'x'.repeat(75)}\r\n x`);
    expect(fold('x'.repeat(75 + 74 + 1))).toBe(`${'x'.repeat(75)}\r\n ${'x'.repeat(74)}\r\n x`);
    // A character of several octets goes whole to the next line rather than over the limit.
    const folded = fold(`${'x'.repeat(74)}€`);
    expect(folded).toBe(`${'x'.repeat(74)}\r\n €`);
    for (const line of fold('😀'.repeat(60)).split('\r\n')) {
      expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    }
  });
});
