import type { FastifyBodyParser, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MSG } from '../validation/messages';

/** Deepest JSON accepted: Plaza's bodies are two or three levels deep. */
export const MAX_JSON_DEPTH = 32;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why a text cannot be stored or compared as text, or undefined when it can. */
export function textProblem(value: string): string | undefined {
  if (value.includes('\u0000')) {
    return MSG.nulCharacter;
  }
  return LONE_SURROGATE.test(value) ? MSG.invalidText : undefined;
}

/**
 * The first string (value or key) anywhere in `value` that PostgreSQL cannot take, with its
 * field path (`tags.2`, `user_id`), walked without recursion.
 */
export function findBadText(value: unknown, root = ''): { field: string; message: string } | undefined {
  const stack: [unknown, string][] = [[value, root]];
  while (stack.length) {
    const [current, path] = stack.pop()!;
    if (typeof current === 'string') {
      const message = textProblem(current);
      if (message) {
        return { field: path || 'body', message };
      }
    } else if (current && typeof current === 'object' && !Buffer.isBuffer(current)) {
      for (const [key, child] of Object.entries(current)) {
        const field = path ? `${path}.${key}` : key;
        const keyProblem = textProblem(key);
        if (keyProblem) {
          return { field: path || 'body', message: keyProblem };
        }
        stack.push([child, field]);
      }
    }
  }
  return undefined;
}

/**
 * Why `json` (a JSON body, before it is parsed) cannot be taken: nested, in arrays and objects
 * (strings skipped), deeper than `max`. Undefined when it can.
 */
export function jsonDepthError(json: Uint8Array, max = MAX_JSON_DEPTH): (Error & { statusCode: number }) | undefined {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < json.length; i++) {
    const c = json[i];
    if (inString) {
      if (c === 0x5c) {
        i++; // the escaped character, whatever it is
      } else if (c === 0x22) {
        inString = false;
      }
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) {
        return Object.assign(new Error(`The JSON body is nested more than ${max} levels deep`), { statusCode: 400 });
      }
    } else if (c === 0x5d || c === 0x7d) {
      depth--;
    }
  }
  return undefined;
}

function unprocessable(reply: FastifyReply, field: string, message: string): FastifyReply {
  return reply.status(422).send({ statusCode: 422, message, errors: { [field]: [message] } });
}

/**
 * Input no route should see is refused first: JSON deeper than MAX_JSON_DEPTH (400, here in the JSON
 * body parser Nest registers, not a `preParsing` hook run for every request) and NUL or lone
 * surrogates in any string (422, `refuseBadText`). Why: docs/decisions.md#per-request-http-work
 */
export function jsonBodyParser(fastify: FastifyInstance): FastifyBodyParser<Buffer> {
  const { onProtoPoisoning, onConstructorPoisoning } = fastify.initialConfig;
  const parse = fastify.getDefaultJsonParser(onProtoPoisoning ?? 'error', onConstructorPoisoning ?? 'error');
  return (request, body, done) => {
    const tooDeep = jsonDepthError(body);
    if (tooDeep) {
      done(tooDeep, undefined);
      return;
    }
    void (parse as unknown as FastifyBodyParser<Buffer>)(request, body, done);
  };
}

/**
 * Refuses, with a 422 naming the field, a request with the NUL character or a lone surrogate in
 * a string of its path, query or body. True when it did (the request is answered).
 */
export function refuseBadText(request: FastifyRequest, reply: FastifyReply): boolean {
  const bad = findBadTextIn(request.params) ?? findBadTextIn(request.query) ?? findBadTextIn(request.body);
  if (bad) {
    void unprocessable(reply, bad.field, bad.message);
    return true;
  }
  return false;
}

/** findBadText, without its walk for what has no text (no body, an empty query). */
function findBadTextIn(value: unknown): ReturnType<typeof findBadText> {
  if (value === undefined || value === null) {
    return undefined;
  }
  if (typeof value === 'object' && !hasKeys(value)) {
    return undefined;
  }
  return findBadText(value);
}

function hasKeys(value: object): boolean {
  for (const key in value) {
    if (Object.hasOwn(value, key)) {
      return true;
    }
  }
  return false;
}
