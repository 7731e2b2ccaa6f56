import { toIso, toIsoOrNull } from './timestamps';

describe('toIso', () => {
  it('writes PostgreSQL’s UTC text as Date would, fraction cut to milliseconds', () => {
    expect(toIso('2026-11-05 00:47:22.004053+00')).toBe('2026-11-05T00:47:22.004Z');
    expect(toIso('2026-11-05 00:47:22.9999+00')).toBe('2026-11-05T00:47:22.999Z');
    expect(toIso('2026-11-05 00:47:22.5+00')).toBe('2026-11-05T00:47:22.500Z');
    expect(toIso('2026-11-05 00:47:22+00')).toBe('2026-11-05T00:47:22.000Z');
  });

  it('agrees with Date on every instant it is given, in any form', () => {
    for (let k = 0; k < 2000; k++) {
      const ms = Date.UTC(1970, 0, 1) + Math.floor(Math.random() * 130 * 365 * 86_400_000);
      const micros = String(Math.floor(Math.random() * 1000)).padStart(3, '0');
      const date = new Date(ms);
      const pgText = `${date.toISOString().slice(0, 10)} ${date.toISOString().slice(11, 23)}${micros}+00`;
      expect(toIso(pgText)).toBe(date.toISOString());
      expect(toIso(date)).toBe(date.toISOString());
      expect(toIso(date.toISOString())).toBe(date.toISOString());
    }
  });

  it('reads other offsets and forms through Date, and refuses what is no timestamp', () => {
    expect(toIso('2026-11-05 02:47:22.004+02')).toBe('2026-11-05T00:47:22.004Z');
    expect(toIso('2026-11-05T00:47:22Z')).toBe('2026-11-05T00:47:22.000Z');
    expect(() => toIso('not a date')).toThrow(RangeError);
  });

  it('keeps years below 100 (Date’s parser of that text makes them 19xx)', () => {
    expect(toIso('0099-01-01 00:00:00+00')).toBe('0099-01-01T00:00:00.000Z');
  });

  it('keeps null', () => {
    expect(toIsoOrNull(null)).toBeNull();
    expect(toIsoOrNull('2026-11-05 00:47:22+00')).toBe('2026-11-05T00:47:22.000Z');
  });
});
