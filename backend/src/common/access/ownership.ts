import { ForbiddenException, NotFoundException } from '@nestjs/common';
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

/** The row when `viewerId` owns it (its `user_id`) or is one of `alsoAllowed`, else a 403 with `message`. */
export function owned<T extends { user_id: number }>(row: T, viewerId: number, message: string, alsoAllowed: readonly number[] = []): T {
  if (row.user_id !== viewerId && !alsoAllowed.includes(viewerId)) {
    throw new ForbiddenException(message);
  }
  return row;
}
