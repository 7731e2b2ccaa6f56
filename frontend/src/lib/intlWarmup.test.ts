import { formatSamples, warmIntl } from './intlWarmup';
import { intlLocaleOf } from '../i18n/languages';

describe('warmIntl', () => {
  const realWorker = globalThis.Worker;
  afterEach(() => {
    globalThis.Worker = realWorker;
  });

  it('starts the worker with the locale, which formats in it', () => {
    const started: { url: string; name?: string; messages: unknown[] }[] = [];
    globalThis.Worker = class {
      messages: unknown[] = [];
      constructor(url: URL, options?: WorkerOptions) {
        started.push({ url: String(url), name: options?.name, messages: this.messages });
      }
      postMessage(message: unknown) {
        this.messages.push(message);
      }
    } as unknown as typeof Worker;

    warmIntl(intlLocaleOf('ar'));

    expect(started).toEqual([{ url: expect.stringMatching(/\/intlWarmup\.worker\.ts$/), name: 'intl-warmup', messages: [['ar-u-nu-latn']] }]);
  });

  it('leaves the page alone where workers are missing or refused', () => {
    globalThis.Worker = undefined as unknown as typeof Worker;
    expect(() => warmIntl('en')).not.toThrow();
    globalThis.Worker = class {
      constructor() {
        throw new DOMException('refused', 'SecurityError');
      }
    } as unknown as typeof Worker;
    expect(() => warmIntl('en')).not.toThrow();
  });
});

describe('formatSamples', () => {
  it('formats a number, a date, a relative time and a plural in each locale asked for', () => {
    const [number, date, relative, plural, ptNumber, , ptRelative] = formatSamples(['en', 'pt-PT']);
    expect([number, date, relative, plural]).toEqual(['1,234.5', expect.stringContaining('Jan 5, 2026'), 'yesterday', 'other']);
    expect([ptNumber, ptRelative]).toEqual(['1234,5', 'ontem']);
  });

  it("writes Arabic with the app's Western digits", () => {
    expect(formatSamples([intlLocaleOf('ar')])[0]).toMatch(/^1.?234.5$/);
  });
});
