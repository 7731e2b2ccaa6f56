// A page's first Intl formatter loads locale data (30-90 ms of the main thread in Chromium); the data
// is the process's, so a worker that formats first takes that off the page (docs/decisions.md).

/** One number, date, relative time and plural in each locale: what the pages format first. */
export function formatSamples(locales: readonly string[]): string[] {
  const when = new Date(Date.UTC(2026, 0, 5, 15, 30));
  return locales.flatMap((locale) => [
    new Intl.NumberFormat(locale).format(1234.5),
    new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(when),
    new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(-1, 'day'),
    new Intl.PluralRules(locale).select(2),
  ]);
}

/** Starts the worker for `locale` (Intl's form, e.g. 'ar-u-nu-latn'); it ends itself once done. */
export function warmIntl(locale: string): void {
  if (typeof Worker === 'undefined') {
    return;
  }
  try {
    new Worker(new URL('./intlWarmup.worker.ts', import.meta.url), { name: 'intl-warmup' }).postMessage([locale]);
  } catch {
    // Workers refused (a strict policy, an old browser): the page's first formatter pays instead.
  }
}
