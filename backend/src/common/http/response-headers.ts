import { IncomingMessage, ServerResponse, validateHeaderName, validateHeaderValue } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Node's table of the headers set on a response (`res.setHeader()`), `{ [lower-case name]: [name,
 * value] }` under an internal symbol. Undefined if this Node has none (then the headers go the
 * ordinary way).
 */
const OUT_HEADERS = Object.getOwnPropertySymbols(new ServerResponse(new IncomingMessage(new Socket()))).find(
  (symbol) => symbol.description === 'kOutHeaders',
);

type HeaderTable = Record<string, [string, string]>;

/**
 * The prototype of the tables made here: empty, itself without a prototype, so a table answers
 * nothing it does not hold (as Node's own `{ __proto__: null }` tables), while tables made from
 * it in the same order share one fast shape (a table without a prototype is a dictionary, which
 * took twice as long to fill and to read).
 */
const TABLE = Object.create(null) as object;

/**
 * The headers every answer carries that do not depend on the request (the security headers,
 * CORS's fixed ones) and the request id, added when the answer is sent.
 *
 * Set one by one with `reply.header()` (as before), every answer paid twice for each of them:
 * Fastify's per-header work, then Node validating each name and value in `writeHead()`, the
 * largest share of the liveness route's `writeHead` (bench/README.md). Here they are validated
 * once, at start-up, and put into Node's own header table for the response when Fastify is about
 * to write it, as `res.setHeader()` would have put them: `writeHead()` then adds the reply's own
 * headers on top (a header a route sets replaces the fixed one, in place) and writes them all
 * out without validating the fixed ones again. The bytes on the wire are those of before: same
 * headers, same values, same order.
 *
 * A reply's fixed headers are not in `reply.getHeaders()` before it is sent, and a route cannot
 * `reply.removeHeader()` one (it can replace it). An answer the route writes itself
 * (`reply.hijack()`) carries none of them, as before, since it never reaches `onSend`.
 */
export class ResponseHeaders {
  private readonly entries: readonly (readonly [string, string])[];

  constructor(fixed: Readonly<Record<string, string>>) {
    for (const [name, value] of Object.entries(fixed)) {
      validateHeaderName(name);
      validateHeaderValue(name, value);
      if (name !== name.toLowerCase()) {
        throw new Error(`Fixed response header ${name} must be given in lower case`);
      }
    }
    this.entries = Object.entries(fixed);
  }

  /**
   * Adds the fixed headers and the request's id (`request.id`: a UUID or a caller's id of safe
   * characters, request-logger.ts) to the answer about to be written. Called from `onSend`.
   */
  add(request: FastifyRequest, reply: FastifyReply): void {
    const raw = reply.raw as unknown as Record<symbol, HeaderTable | null>;
    if (OUT_HEADERS === undefined || raw[OUT_HEADERS] !== null) {
      // Headers set on the raw response already (or no table): the ordinary, validated way,
      // with the same outcome as before (the reply's own headers win, then these, then those
      // set on the raw response).
      for (const [name, value] of this.entries) {
        reply.raw.setHeader(name, value);
      }
      reply.raw.setHeader('x-request-id', request.id);
      return;
    }
    const table = Object.create(TABLE) as HeaderTable;
    const entries = this.entries;
    for (let i = 0; i < entries.length; i++) {
      const [name, value] = entries[i];
      table[name] = [name, value];
    }
    table['x-request-id'] = ['x-request-id', request.id];
    raw[OUT_HEADERS] = table;
  }
}
