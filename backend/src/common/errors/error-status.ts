/** What an error that is not one of the API's own answers means to the client. */
export interface ClassifiedError {
  status: number;
  message: string;
}

export const UNAVAILABLE_MESSAGE = 'The service is briefly unavailable. Please try again in a moment.';

const UNAVAILABLE: ClassifiedError = { status: 503, message: UNAVAILABLE_MESSAGE };
const INVALID: ClassifiedError = { status: 422, message: 'A value sent is not valid' };
const CONFLICT: ClassifiedError = { status: 409, message: 'This conflicts with the current state. Reload and try again.' };

/** Network failures reaching PostgreSQL or Redis. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);
/** Driver messages that mean the database or Redis is gone or overloaded, not that the input was bad. */
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection is closed|connection timeout|Query read timeout|Command timed out|enableOfflineQueue|Knex: Timeout|Reached the max retries per request|Stream isn't writeable|Redis is unavailable/i;

/** What busboy says of a multipart body it cannot read, whoever reads it. */
const MALFORMED_MULTIPART = /^(Unexpected end of (multipart data|form)|Multipart: Boundary not found|Boundary required|Malformed part header)/;
const MALFORMED: ClassifiedError = { status: 400, message: 'The multipart body could not be read' };

/** By SQLSTATE class and code: https://www.postgresql.org/docs/current/errcodes-appendix.html */
function bySqlState(code: string): ClassifiedError | undefined {
  if (code === '23505' || code === '23503' || code === '23P01') {
    return CONFLICT; // unique, foreign key, exclusion
  }
  if (code === '23502' || code === '23514' || code.startsWith('22') || code === '42804' || code.startsWith('54')) {
    return INVALID; // not null, check, data exceptions (bad text, overflow, bad date…), datatype mismatch, too complex
  }
  if (code.startsWith('08') || code.startsWith('53') || code.startsWith('57') || code === '40001' || code === '40P01' || code === '55P03') {
    return UNAVAILABLE; // connection, resources, shutdown or timeout, serialization, deadlock, lock not available
  }
  return undefined;
}

/**
 * Maps an unexpected error to an honest status: a multipart body that cannot be read → 400, bad
 * data PostgreSQL refused → 422, a constraint
 * a concurrent request won → 409, PostgreSQL or Redis unreachable, overloaded or restarting →
 * 503. Anything else stays unknown (a 500, which is a bug to fix). Looks through `cause` chains.
 */
export function classifyError(error: unknown): ClassifiedError | undefined {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    const e = current as { code?: unknown; name?: unknown; message?: unknown; cause?: unknown };
    if (typeof e.code === 'string') {
      if (/^[0-9A-Z]{5}$/.test(e.code)) {
        const found = bySqlState(e.code);
        if (found) {
          return found;
        }
      }
      if (NETWORK_CODES.has(e.code)) {
        return UNAVAILABLE;
      }
    }
    if (typeof e.message === 'string' && MALFORMED_MULTIPART.test(e.message)) {
      return MALFORMED;
    }
    if (e.name === 'ConnectionException' || e.name === 'MaxRetriesPerRequestError' || (typeof e.message === 'string' && UNAVAILABLE_MESSAGES.test(e.message))) {
      return UNAVAILABLE;
    }
    current = e.cause;
  }
  return undefined;
}
