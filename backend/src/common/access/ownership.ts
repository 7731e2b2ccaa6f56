import { ForbiddenException, NotFoundException, UnauthorizedException } from '@nestjs/common';
import { MSG } from '../validation/messages';

/**
 * The two answers of every domain's access checks (one small `<domain>-access.ts` per domain
 * composes them): a row that is missing or hidden from the viewer (e.g. by a block) does not
 * exist for them (404); a row that exists but is not theirs to change is a 403.
 */

/** The row, or a 404 with `message` when it is missing or hidden. */
export function found<T>(row: T | null | undefined, message: string = MSG.notFound): T {
  if (row === null || row === undefined) {
    throw new NotFoundException(message);
  }
  return row;
}

/**
 * `found` for a read open to visitors: what a visitor may not see (not public, or not there) asks
 * them to sign in (401), so the app can send them to sign in and back; a member gets the 404.
 */
export function foundFor<T>(viewer: { id: number } | undefined, row: T | null | undefined, message: string = MSG.notFound): T {
  if ((row === null || row === undefined) && !viewer) {
    throw new UnauthorizedException(SIGN_IN_TO_READ);
  }
  return found(row, message);
}

/** The 401 of a visitor asking for what only members (or no one) may read. */
export const SIGN_IN_TO_READ = 'Sign in to read this';

/** The row when `viewerId` owns it (its `user_id`) or is one of `alsoAllowed`, else a 403 with `message`. */
export function owned<T extends { user_id: number }>(row: T, viewerId: number, message: string, alsoAllowed: readonly number[] = []): T {
  if (row.user_id !== viewerId && !alsoAllowed.includes(viewerId)) {
    throw new ForbiddenException(message);
  }
  return row;
}
