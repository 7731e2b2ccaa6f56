import { signInDelayMs } from './sign-in-attempts';

describe('signInDelayMs: the growing wait of an account under attack', () => {
  const rule = { after: 5, windowSeconds: 900, baseMs: 250, maxMs: 4000 };

  it('waits nothing below the threshold, then doubles from 250 ms up to the cap', () => {
    expect([0, 1, 4].map((n) => signInDelayMs(n, rule))).toEqual([0, 0, 0]);
    expect([5, 6, 7, 8, 9, 10, 500].map((n) => signInDelayMs(n, rule))).toEqual([250, 500, 1000, 2000, 4000, 4000, 4000]);
  });

  it('follows its settings', () => {
    expect(signInDelayMs(3, { ...rule, after: 3, baseMs: 100, maxMs: 150 })).toBe(100);
    expect(signInDelayMs(4, { ...rule, after: 3, baseMs: 100, maxMs: 150 })).toBe(150);
    expect(signInDelayMs(9, { ...rule, baseMs: 0 })).toBe(0);
  });
});
