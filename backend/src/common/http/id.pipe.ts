import { NotFoundException, type PipeTransform } from '@nestjs/common';

/** Largest value of a PostgreSQL `integer` id: larger ids name nothing (never a 500). */
export const MAX_ID = 2_147_483_647;

/**
 * The id `value` names (a whole number in 1..MAX_ID, written without sign or leading zero), or
 * undefined. A number is read as it is written (the global ValidationPipe may have converted it).
 */
export function parseId(value: unknown): number | undefined {
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string' || !/^[1-9]\d{0,9}$/.test(text)) {
    return undefined;
  }
  const id = Number(text);
  return id <= MAX_ID ? id : undefined;
}

/**
 * A path id (`/posts/{id}`). Anything that cannot be an id (not a whole number, out of the
 * column's range) names nothing that exists: a 404 like an unknown id, with `notFound` as its
 * message. Use as `@Param('id', IdPipe)` or `@Param('chatId', new IdPipe('Chat not found'))`.
 */
export class IdPipe implements PipeTransform<string, number> {
  constructor(private readonly notFound = 'Not found') {}

  transform(value: string | number): number {
    const id = parseId(value);
    if (id === undefined) {
      throw new NotFoundException(this.notFound);
    }
    return id;
  }
}
