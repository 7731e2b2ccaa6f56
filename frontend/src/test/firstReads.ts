import { answerEarly } from '@plaza/sdk/core/request';
import { configureApi } from '../lib/api';

/** A JSON answer as fetch gives it (jsdom has no Response). */
export const jsonResponse = (body: unknown): Response =>
  ({
    ok: true,
    status: 200,
    statusText: 'OK',
    headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? 'application/json' : null) },
    text: async () => JSON.stringify(body),
    json: async () => body,
    clone: () => jsonResponse(body),
  }) as unknown as Response;

/** The URL and Authorization header of the requests the SDK makes inside `run`, answered with `body`. */
export async function askedBySdk(run: () => Promise<unknown>, body: unknown) {
  const seen: { url: string; authorization?: string }[] = [];
  answerEarly((url, init) => {
    seen.push({ url, authorization: (init.headers as Record<string, string>).Authorization });
    return Promise.resolve(jsonResponse(body));
  });
  try {
    await run();
  } finally {
    configureApi();
  }
  return seen;
}
