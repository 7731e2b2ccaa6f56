import { HttpException, HttpStatus } from '@nestjs/common';

/** A 429 that says when to try again: the error filter sends `Retry-After` (seconds). */
export class TooManyRequestsException extends HttpException {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super({ statusCode: HttpStatus.TOO_MANY_REQUESTS, message }, HttpStatus.TOO_MANY_REQUESTS);
  }
}
