import { NotFoundException, type PipeTransform } from '@nestjs/common';

const MAX_ID = 2_147_483_647;

/**
 * A route id (`/posts/{id}`): a positive whole number within the integer columns' range. Anything
 * else names nothing that exists, so it is a 404 rather than a 500 from the database.
 */
export class IdPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    const id = /^[1-9]\d{0,9}$/.test(value) ? Number(value) : NaN;
    if (!(id <= MAX_ID)) {
      throw new NotFoundException('Not found');
    }
    return id;
  }
}

/** A PostgreSQL foreign key violation: what was referred to was deleted meanwhile. */
export function isForeignKeyViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23503';
}
