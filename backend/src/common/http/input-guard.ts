import { pipeline, Transform, type TransformCallback } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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
 * Passes a JSON body through while counting how deeply it nests arrays and objects (strings
 * skipped), and fails with a 400 as soon as it goes deeper than `max`: the parser and everything
 * after it never see such a body.
 */
export class JsonDepthLimit extends Transform {
  /** Bytes seen so far: Fastify checks its body limit with it. */
  receivedEncodedLength = 0;
  private depth = 0;
  private inString = false;
  private escaped = false;

  constructor(private readonly max: number) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.receivedEncodedLength += chunk.length;
    for (const c of chunk) {
      if (this.inString) {
        if (this.escaped) {
          this.escaped = false;
        } else if (c === 0x5c) {
          this.escaped = true;
        } else if (c === 0x22) {
          this.inString = false;
        }
      } else if (c === 0x22) {
        this.inString = true;
      } else if (c === 0x5b || c === 0x7b) {
        if (++this.depth > this.max) {
          callback(Object.assign(new Error(`The JSON body is nested more than ${this.max} levels deep`), { statusCode: 400 }));
          return;
        }
      } else if (c === 0x5d || c === 0x7d) {
        this.depth--;
      }
    }
    callback(null, chunk);
  }
}

function unprocessable(reply: FastifyReply, field: string, message: string): FastifyReply {
  return reply.status(422).send({ statusCode: 422, message, errors: { [field]: [message] } });
}

/**
 * Input no route should ever see, refused before any of them runs, for every route present and
 * future: JSON nested deeper than MAX_JSON_DEPTH (400), and the NUL character or lone UTF-16
 * surrogates in any string of the path, the query or the body (422, naming the field).
 * Multipart text fields are checked the same way by `readMultipart`.
 */
export function installInputGuard(fastify: FastifyInstance): void {
  fastify.addHook('preParsing', (request, _reply, payload, done) => {
    const type = request.headers['content-type'] ?? '';
    if (!/^application\/([\w.+-]+\+)?json\b/i.test(type)) {
      done(null, payload);
      return;
    }
    const limited = new JsonDepthLimit(MAX_JSON_DEPTH);
    pipeline(payload, limited, () => undefined); // a client that goes away ends both
    done(null, limited);
  });

  fastify.addHook('preHandler', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    for (const value of [request.params, request.query, request.body]) {
      const bad = findBadText(value);
      if (bad) {
        void unprocessable(reply, bad.field, bad.message);
        return;
      }
    }
    done();
  });
}
