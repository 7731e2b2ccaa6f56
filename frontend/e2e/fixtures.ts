import { appendFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { test as base, type BrowserContext, type Response } from '@playwright/test';

export { expect } from '@playwright/test';
export type { APIRequestContext, Browser, BrowserContext, Locator, Page } from '@playwright/test';

/** Where every spec's API answers go; `scripts/check-responses.mjs` holds them against openapi.json. */
export const RESPONSES_DIR = join(import.meta.dirname, '..', '..', 'test-results', 'e2e', 'api-responses');

interface Recorded {
  method: string;
  path: string;
  status: number;
  body: unknown;
}

async function recorded(response: Response): Promise<Recorded | null> {
  const url = new URL(response.url());
  const type = response.headers()['content-type'] ?? '';
  if (!url.pathname.startsWith('/api/') || url.pathname.startsWith('/api/docs')) {
    return null;
  }
  try {
    const text = await response.text();
    const body = type.includes('json') && text ? JSON.parse(text) : undefined;
    return { method: response.request().method(), path: url.pathname, status: response.status(), body };
  } catch {
    // The page navigated away before the body was read: nothing to check.
    return null;
  }
}

/**
 * Every spec's `test`: the API answers of its pages are recorded for the response-schema check,
 * in the test's own context and in those a spec opens for a second member (`browser.newContext`).
 */
export const test = base.extend<{ recordApiResponses: void }>({
  recordApiResponses: [
    async ({ browser, context }, run, testInfo) => {
      const pending: Promise<Recorded | null>[] = [];
      const listen = (target: BrowserContext) => target.on('response', (response) => pending.push(recorded(response)));
      listen(context);
      const newContext = browser.newContext;
      browser.newContext = async (...args) => {
        const opened = await newContext.apply(browser, args);
        listen(opened);
        return opened;
      };
      try {
        await run();
      } finally {
        browser.newContext = newContext;
      }
      const lines = (await Promise.all(pending)).filter((r) => r !== null).map((r) => JSON.stringify(r));
      if (lines.length > 0) {
        mkdirSync(RESPONSES_DIR, { recursive: true });
        appendFileSync(join(RESPONSES_DIR, `worker-${testInfo.workerIndex}.jsonl`), `${lines.join('\n')}\n`);
      }
    },
    { auto: true },
  ],
});
