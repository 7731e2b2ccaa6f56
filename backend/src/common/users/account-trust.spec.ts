import { ForbiddenException } from '@nestjs/common';
import { isNewAccount, requireConfirmedEmail } from './account-trust';

const HOUR = 3_600_000;
const NOW = Date.UTC(2026, 11, 2, 12);

describe('isNewAccount', () => {
  it('is new while the email is unconfirmed, however old the account', () => {
    expect(isNewAccount({ emailVerified: false, createdAt: NOW - 1000 * HOUR }, 24, NOW)).toBe(true);
  });

  it('is new until the account is the given hours old, then trusted', () => {
    expect(isNewAccount({ emailVerified: true, createdAt: NOW - 23 * HOUR }, 24, NOW)).toBe(true);
    expect(isNewAccount({ emailVerified: true, createdAt: NOW - 24 * HOUR }, 24, NOW)).toBe(false);
    expect(isNewAccount({ emailVerified: true, createdAt: NOW }, 0, NOW)).toBe(false);
  });
});

describe('requireConfirmedEmail', () => {
  it('answers 403 with the reason until the email is confirmed', () => {
    expect(() => requireConfirmedEmail({ emailVerified: false })).toThrow(new ForbiddenException('Confirm your email address to publish listings.'));
    expect(() => requireConfirmedEmail({ emailVerified: true })).not.toThrow();
  });
});
