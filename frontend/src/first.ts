// The page's first reads and chunks, started from the HTML while the app's code still loads
// (lib/firstReads.ts, lib/firstChunks.ts).
import { initialLanguage, intlLocaleOf } from './i18n/languages';
import { preloadFirstChunks } from './lib/firstChunks';
import { startFirstReads } from './lib/firstReads';
import { warmIntl } from './lib/intlWarmup';

if (!import.meta.env.VITE_API_URL) {
  startFirstReads();
}
preloadFirstChunks();
warmIntl(intlLocaleOf(initialLanguage()));
