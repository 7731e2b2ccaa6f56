import { ForbiddenException } from '@nestjs/common';
import type { AuthUser } from '../auth/auth-user';
import { EMAIL_MSG } from '../validation/messages';

/**
 * A new account: its email is not confirmed yet, or it is younger than `hours`. Its reports weigh
 * nothing toward auto-hide and its writes are limited more tightly (three throwaway sign-ups must
 * not be able to hide anyone's content or flood the site).
 */
export function isNewAccount(user: Pick<AuthUser, 'emailVerified' | 'createdAt'>, hours: number, now = Date.now()): boolean {
  return !user.emailVerified || user.createdAt > now - hours * 3_600_000;
}

/** 403 until the member confirmed their email address (publishing listings needs it; age does not matter). */
export function requireConfirmedEmail(user: Pick<AuthUser, 'emailVerified'>, message: string = EMAIL_MSG.confirmToPublish): void {
  if (!user.emailVerified) {
    throw new ForbiddenException(message);
  }
}
